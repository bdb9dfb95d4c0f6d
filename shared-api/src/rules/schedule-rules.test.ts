import { clockMinutes, rangeProblem, SCHEDULE_MESSAGES, stillHeldMessage, weeklyHours } from './schedule-rules';

const monday = [{ week_day: 1, start: '1970-01-01T08:00:00+01:00', end: '1970-01-01T14:00:00+01:00' }];

describe('schedule ranges', () => {
  it('reads clock times in the forms the contract uses', () => {
    expect(clockMinutes('08:30')).toBe(510);
    expect(clockMinutes('08:30:00')).toBe(510);
    expect(clockMinutes('1970-01-01T15:00:00+01:00')).toBe(900);
    expect(clockMinutes('25:00')).toBeNull();
    expect(clockMinutes(8)).toBeNull();
  });

  it('refuses an end that is not after the start', () => {
    expect(rangeProblem([], { week_day: 2, start: '10:00', end: '10:00' })).toEqual({ field: 'end', message: SCHEDULE_MESSAGES.END_NOT_AFTER_START });
    expect(rangeProblem([], { week_day: 2, start: '10:00', end: '09:00' })?.message).toBe(SCHEDULE_MESSAGES.END_NOT_AFTER_START);
  });

  it('refuses a range that overlaps another of the same day only', () => {
    expect(rangeProblem(monday, { week_day: 1, start: '13:00', end: '16:00' })?.message).toBe(SCHEDULE_MESSAGES.OVERLAP);
    expect(rangeProblem(monday, { week_day: 1, start: '07:00', end: '20:00' })?.message).toBe(SCHEDULE_MESSAGES.OVERLAP);
    expect(rangeProblem(monday, { week_day: 1, start: '14:00', end: '16:00' })).toBeNull();
    expect(rangeProblem(monday, { week_day: 2, start: '09:00', end: '13:00' })).toBeNull();
  });

  it('refuses a day outside Monday to Sunday and unreadable times', () => {
    expect(rangeProblem([], { week_day: 8, start: '08:00', end: '09:00' })?.field).toBe('week_day');
    expect(rangeProblem([], { week_day: 1, start: 'ocho', end: '09:00' })?.field).toBe('start');
  });

  it('adds up the hours of a week', () => {
    expect(weeklyHours([...monday, { week_day: 3, start: '16:00', end: '17:30' }])).toBe(7.5);
  });

  it('names how many people still hold a schedule', () => {
    expect(stillHeldMessage(12)).toBe('Hay 12 personas con este horario');
    expect(stillHeldMessage(1)).toBe('Hay 1 persona con este horario');
  });
});
