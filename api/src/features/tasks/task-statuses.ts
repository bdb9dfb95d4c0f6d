/** The task statuses the API's rules name (the seeded `task_statuses` rows). */
export const TASK_STATUS = { ACTIVE: 1, REQUESTED: 2, REJECTED: 3 } as const;
