import { portalStore, runningClocksAtom, timeTrackingApi } from '@portal/shared-api';

/** Loads the session user's running clocks once, so the clocks a screen shows tick; a failure only leaves them still. */
export function ensureRunningClocks(): void {
  const clocks = portalStore.get(runningClocksAtom);
  if (!clocks.loaded && !clocks.loading) timeTrackingApi.activeTasks().catch(() => undefined);
}
