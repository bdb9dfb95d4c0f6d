import { formatClock, formatDate, formatDateTime, formatDateTimeSeconds, formatDay, formatHoursMinutes, formatRelative, formatUnitTime, formatWeekday, scheduledSeconds, timeZoneLabel } from '.';

// The jest preset runs tests in Europe/Madrid, the portal's reference zone.
describe('dates', () => {
  it('formats dates as DD-MM-YYYY, the one date style, and date-times with the minutes', () => {
    expect(formatDate('2024-05-06T08:00:00+02:00')).toBe('06-05-2024');
    expect(formatDate('2024-05-06')).toBe('06-05-2024');
    expect(formatDay('2024-05-06')).toBe('06-05-2024');
    expect(formatDateTime('2026-11-20T09:30:05+01:00')).toBe('20-11-2026 09:30');
    expect(formatDateTimeSeconds('2026-11-20T09:30:05+01:00')).toBe('20-11-2026 09:30:05');
    expect(formatDateTime('2024-05-06T06:00:00Z')).toBe('06-05-2024 08:00');
  });

  it('shows nothing for missing or unreadable dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatWeekday('not a date')).toBe('');
    expect(formatRelative(null)).toBe('');
  });
});

describe('formatWeekday', () => {
  const now = new Date('2026-11-20T12:00:00+01:00');

  it('names the week day and the month in Spanish', () => {
    expect(formatWeekday('2026-11-23', now)).toBe('lun 23 nov');
    expect(formatWeekday('2026-12-05T00:00:00+01:00', now)).toBe('sáb 5 dic');
  });

  it('adds the year of another year and the time of an instant that is not a midnight', () => {
    expect(formatWeekday('2027-01-04', now)).toBe('lun 4 ene 2027');
    expect(formatWeekday('2026-11-27T17:30:00+01:00', now)).toBe('vie 27 nov, 17:30');
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-20T12:00:00+01:00');

  it('says how long ago, in minutes and then hours of the same day', () => {
    expect(formatRelative('2026-11-20T11:59:30+01:00', now)).toBe('hace un momento');
    expect(formatRelative('2026-11-20T12:00:30+01:00', now)).toBe('hace un momento');
    expect(formatRelative('2026-11-20T11:55:00+01:00', now)).toBe('hace 5 min');
    expect(formatRelative('2026-11-20T09:40:00+01:00', now)).toBe('hace 2 h');
  });

  it('says ayer and the days of the last week, then the day itself', () => {
    expect(formatRelative('2026-11-19T23:00:00+01:00', now)).toBe('ayer');
    expect(formatRelative('2026-11-17T10:00:00+01:00', now)).toBe('hace 3 días');
    expect(formatRelative('2026-11-09T10:00:00+01:00', now)).toBe('lun 9 nov, 10:00');
  });
});

describe('durations', () => {
  it('formats seconds as hours and minutes, past 24 hours too', () => {
    expect(formatHoursMinutes(0)).toBe('0 min');
    expect(formatHoursMinutes(59)).toBe('0 min');
    expect(formatHoursMinutes(45 * 60)).toBe('45 min');
    expect(formatHoursMinutes(3661)).toBe('1 h 1 min');
    expect(formatHoursMinutes(7 * 3600)).toBe('7 h 0 min');
    expect(formatHoursMinutes(34 * 3600 + 22 * 60)).toBe('34 h 22 min');
    expect(formatHoursMinutes(360000)).toBe('100 h 0 min');
  });

  it('formats a running clock as HH:mm:ss, past 24 hours too', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(3661)).toBe('01:01:01');
    expect(formatClock(90000)).toBe('25:00:00');
  });

  it('keeps the sign of a negative duration and treats garbage as zero', () => {
    expect(formatHoursMinutes(-3900)).toBe('-1 h 5 min');
    expect(formatClock(-90)).toBe('-00:01:30');
    expect(formatHoursMinutes(Number.NaN)).toBe('0 min');
    expect(formatClock(null)).toBe('00:00:00');
  });
});

describe('formatUnitTime', () => {
  it('reads the clock time of the 1970 date-time form as written, whatever its offset', () => {
    expect(formatUnitTime('1970-01-01T08:00:00+01:00')).toBe('08:00');
    expect(formatUnitTime('1970-01-01T15:30:00+00:00')).toBe('15:30');
    expect(formatUnitTime('1970-01-01T23:45:00-05:00')).toBe('23:45');
  });

  it('reads HH:mm and HH:mm:ss', () => {
    expect(formatUnitTime('08:00')).toBe('08:00');
    expect(formatUnitTime('17:15:00')).toBe('17:15');
    expect(formatUnitTime('8:05')).toBe('08:05');
  });

  it('shows nothing for unreadable input', () => {
    expect(formatUnitTime('')).toBe('');
    expect(formatUnitTime(null)).toBe('');
    expect(formatUnitTime('mañana')).toBe('');
  });
});

describe('timeZoneLabel', () => {
  it('names the stored zones as people know them', () => {
    expect(timeZoneLabel('Europe/London')).toBe('Canarias');
    expect(timeZoneLabel('Europe/Madrid')).toBe('Península');
    expect(timeZoneLabel('UTC')).toBe('UTC');
    expect(timeZoneLabel(undefined)).toBe('Península');
  });
});

describe('scheduledSeconds', () => {
  const schedule = {
    units: [
      { week_day: 1, start: '1970-01-01T08:00:00+01:00', end: '1970-01-01T14:00:00+01:00' },
      { week_day: 1, start: '15:00', end: '17:30:00' },
      { week_day: 2, start: '09:00', end: '13:00' },
      { week_day: 3, start: '10:00', end: '09:00' },
    ],
  };

  it('adds the units of one week day, whatever way their times are written', () => {
    expect(scheduledSeconds(schedule, 1)).toBe((6 * 60 + 150) * 60);
    expect(scheduledSeconds(schedule, 7)).toBe(0);
  });

  it('adds the whole week without a day, skipping a unit that ends before it starts', () => {
    expect(scheduledSeconds(schedule)).toBe((6 * 60 + 150 + 4 * 60) * 60);
    expect(scheduledSeconds(null)).toBe(0);
  });
});
