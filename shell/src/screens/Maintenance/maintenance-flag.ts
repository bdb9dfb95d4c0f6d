import { configurationsApi, MAINTENANCE_CONFIGURATION_ID, registerStoreReset } from '@portal/shared-api';

/** Asks made this close together share one read: the layout and an admin's home card both ask as the session starts. */
const SHARED_READ_MS = 5_000;

let shared: { answer: Promise<boolean>; at: number } | null = null;
registerStoreReset(() => {
  shared = null;
});

/** Whether maintenance mode is on (`/api/configurations/{MAINTENANCE_CONFIGURATION_ID}`). */
export function readMaintenanceFlag(): Promise<boolean> {
  if (shared && Date.now() - shared.at < SHARED_READ_MS) return shared.answer;
  const answer = configurationsApi.get(MAINTENANCE_CONFIGURATION_ID).then((configuration) => configuration.data === '1');
  shared = { answer, at: Date.now() };
  return answer;
}
