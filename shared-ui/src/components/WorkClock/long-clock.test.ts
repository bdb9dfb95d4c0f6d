import type { SessionUser } from '@portal/shared-api';
import { forgottenClockHours } from './long-clock';

/** Monday to Friday 08:00-15:00 in Madrid. */
const person = {
  timezone: 'Europe/Madrid',
  workSchedule: { units: [1, 2, 3, 4, 5].map((week_day) => ({ week_day, start: '08:00', end: '15:00' })) },
} as unknown as Pick<SessionUser, 'timezone' | 'workSchedule'>;

// Wednesday 2 December 2026, Madrid is UTC+1.
const at = (time: string) => new Date(`2026-12-02T${time}+01:00`);

describe('a forgotten clock', () => {
  it('is one running ten hours or more, whatever the schedule', () => {
    expect(forgottenClockHours(at('08:00').toISOString(), null, new Date(at('08:00').getTime() + 10 * 3_600_000))).toBe(10);
    expect(forgottenClockHours(at('08:00').toISOString(), null, new Date(at('08:00').getTime() + 97 * 3_600_000 + 600_000))).toBe(97);
    expect(forgottenClockHours(at('08:00').toISOString(), null, new Date(at('08:00').getTime() + 9.9 * 3_600_000))).toBeNull();
  });

  it("is one still running an hour or more and past the end of the person's day", () => {
    expect(forgottenClockHours(at('13:30').toISOString(), person, at('15:30'))).toBe(2);
    // Within the day, or past its end by less than the hour it has run, it is work.
    expect(forgottenClockHours(at('09:00').toISOString(), person, at('14:59'))).toBeNull();
    expect(forgottenClockHours(at('14:45').toISOString(), person, at('15:30'))).toBeNull();
  });

  it('started after the scheduled end (overtime) or on a day without hours, lasts until midnight', () => {
    expect(forgottenClockHours(at('16:00').toISOString(), person, at('19:00'))).toBeNull();
    expect(forgottenClockHours(at('22:30').toISOString(), person, new Date('2026-12-03T00:30:00+01:00'))).toBe(2);
    const saturday = new Date('2026-12-05T10:00:00+01:00');
    expect(forgottenClockHours(saturday.toISOString(), person, new Date('2026-12-05T18:00:00+01:00'))).toBeNull();
  });
});
