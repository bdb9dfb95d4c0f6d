export { login, logout, refreshSession, restoreSession } from './session-actions';
export { SESSION_CLOCK_MS, sessionClockAtom, startSessionClock, stopSessionClock } from './session-clock';
export { type SessionState, sessionAtom } from './session-state';
export { registerStoreReset, resetAllStores } from './store-reset';
export { USER_ID_STORAGE_KEY } from './user-id-storage';
export {
  applyClockAnswer,
  applyTimeFigures,
  elapsedSeconds,
  type RunningClock,
  type RunningClocksState,
  runningClockOn,
  runningClocksAtom,
} from './running-clocks';
