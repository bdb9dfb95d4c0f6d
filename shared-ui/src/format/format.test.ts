import { formatDate, formatDateTime, formatDayMonthYear, formatDuration, formatHoursMinutesSeconds, formatUnitTime, scheduledSeconds, timeZoneLabel } from '.';

// The jest preset runs tests in Europe/Madrid, the portal's reference zone.
describe('dates', () => {
  it('formats date-times as DD-MM-YYYY HH:mm:ss in local time', () => {
    expect(formatDateTime('2026-11-20T09:30:05+01:00')).toBe('20-11-2026 09:30:05');
    expect(formatDateTime('2024-05-06T06:00:00Z')).toBe('06-05-2024 08:00:00');
  });

  it('formats dates as DD-MM-YYYY and DD/MM/YYYY', () => {
    expect(formatDate('2024-05-06T08:00:00+02:00')).toBe('06-05-2024');
    expect(formatDayMonthYear('2024-05-06T08:00:00+02:00')).toBe('06/05/2024');
    expect(formatDayMonthYear('2024-05-06')).toBe('06/05/2024');
  });

  it('shows nothing for missing or unreadable dates', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('durations', () => {
  it('formats seconds as HH:mm:ss, past 24 hours too', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(90000)).toBe('25:00:00');
    expect(formatDuration(360000)).toBe('100:00:00');
  });

  it('formats seconds as Xh Ym Zs', () => {
    expect(formatHoursMinutesSeconds(14400)).toBe('4h 0m 0s');
    expect(formatHoursMinutesSeconds(5430)).toBe('1h 30m 30s');
    expect(formatHoursMinutesSeconds(90000)).toBe('25h 0m 0s');
  });

  it('keeps the sign of a negative duration and treats garbage as zero', () => {
    expect(formatDuration(-90)).toBe('-00:01:30');
    expect(formatDuration(Number.NaN)).toBe('00:00:00');
    expect(formatHoursMinutesSeconds(null)).toBe('0h 0m 0s');
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
