import { portalStore } from '../store';
import { SESSION_CLOCK_MS, sessionClockAtom, startSessionClock, stopSessionClock } from './session-clock';
import { resetAllStores } from './store-reset';

const ticks = () => portalStore.get(sessionClockAtom);

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  resetAllStores();
  jest.useRealTimers();
});

describe('session clock', () => {
  it('ticks every 30 seconds while running', () => {
    expect(SESSION_CLOCK_MS).toBe(30_000);
    startSessionClock();
    jest.advanceTimersByTime(29_999);
    expect(ticks()).toBe(0);
    jest.advanceTimersByTime(1);
    expect(ticks()).toBe(1);
    jest.advanceTimersByTime(60_000);
    expect(ticks()).toBe(3);
  });

  it('runs once however often it is started, and stops', () => {
    startSessionClock();
    startSessionClock();
    jest.advanceTimersByTime(30_000);
    expect(ticks()).toBe(1);
    stopSessionClock();
    jest.advanceTimersByTime(90_000);
    expect(ticks()).toBe(1);
  });

  it('stops and goes back to zero on a store reset', () => {
    startSessionClock();
    jest.advanceTimersByTime(30_000);
    resetAllStores();
    jest.advanceTimersByTime(30_000);
    expect(ticks()).toBe(0);
  });
});
