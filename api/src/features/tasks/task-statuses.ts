/** The task statuses the API's rules name (the seeded `task_statuses` rows). */
export const TASK_STATUS = { ACTIVE: 1, REQUESTED: 2, REJECTED: 3 } as const;

/** The board's name for each status's column, as people read it in the refusal of a move. */
const BOARD_COLUMNS: Readonly<Record<number, string>> = { 1: 'Activas', 2: 'Solicitadas', 3: 'Rechazadas', 4: 'Finalizadas' };
const columnName = (statusId: number) => BOARD_COLUMNS[statusId] ?? `el estado ${statusId}`;

/** The refusal of a change made while the task was in `statusId`, which it has since left (docs/api-contract.md M6). */
export const movedByAnother = (statusId: number) => `La tarea ya no está en ${columnName(statusId)}: otra persona la ha movido.`;

/** The refusal of a place beside a card that has since left the column (docs/api-contract.md M6). */
export const columnChangedMeanwhile = (statusId: number) => `La columna ${columnName(statusId)} ha cambiado mientras tanto: vuelva a colocar la tarea.`;
