export { currentSessionUser } from './current-session-user';
export { LAST_SESSION_STORAGE_KEY, lastKnownSessionUser } from './last-session-storage';
export { isServerUnreachableError, meansServerUnreachable, ServerUnreachableError } from './server-unreachable';
export { login, logout, RESTORE_TIMEOUT_MS, refreshSession, restoreSession } from './session-actions';
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
