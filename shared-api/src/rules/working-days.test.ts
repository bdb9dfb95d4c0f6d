import { calendarDayOf, daysOfPeriod, holidayBalance, spendOfRequest, todayIn, wholeDay, workingDaysBetween, workingDaysPerYear } from './working-days';

describe('the days of a whole-day period', () => {
  it('are those whose midnights in the zone are nearest its bounds, whatever instants a client wrote', () => {
    const monday3ToWednesday5 = { first: '2028-04-03', last: '2028-04-05' };
    expect(daysOfPeriod('2028-04-03T00:00:00Z', '2028-04-05T23:59:59Z')).toEqual(monday3ToWednesday5);
    expect(daysOfPeriod('2028-04-03T00:00:00+02:00', '2028-04-05T23:59:59+02:00')).toEqual(monday3ToWednesday5);
    expect(daysOfPeriod('2028-04-02T22:00:00.000Z', '2028-04-05T21:59:59.000Z')).toEqual(monday3ToWednesday5);
    expect(daysOfPeriod('2028-04-03', '2028-04-05T23:59:59Z')).toEqual(monday3ToWednesday5);
    expect(daysOfPeriod('2028-04-03T00:00:00.000Z', '2028-04-06T00:00:00.000Z')).toEqual(monday3ToWednesday5);
    expect(daysOfPeriod('2028-12-31T23:00:00.000Z', '2029-01-01T22:59:59.000Z')).toEqual({ first: '2029-01-01', last: '2029-01-01' });
    expect(daysOfPeriod('2028-04-03T00:00:00Z', '2028-04-03T00:00:00Z')).toEqual({ first: '2028-04-03', last: '2028-04-03' });
  });

  it("are a Canarias person's own days in their zone", () => {
    expect(daysOfPeriod('2028-04-10T00:00:00+01:00', '2028-04-11T23:59:59+01:00', 'Europe/London')).toEqual({ first: '2028-04-10', last: '2028-04-11' });
  });

  it('are null when a bound is not an instant', () => {
    expect(daysOfPeriod('mañana', '2028-03-01')).toBeNull();
  });
});

describe('working days', () => {
  it('leave out weekends', () => {
    // Monday 2027-03-01 to Sunday 2027-03-14: two working weeks.
    expect(workingDaysBetween('2027-03-01', '2027-03-14', [])).toBe(10);
    expect(workingDaysBetween('2027-03-06', '2027-03-07', [])).toBe(0);
    expect(workingDaysBetween('2027-03-05', '2027-03-05', [])).toBe(1);
  });

  it('leave out public holidays, but a holiday on a weekend saves nothing', () => {
    expect(workingDaysBetween('2027-03-01', '2027-03-05', ['2027-03-03'])).toBe(4);
    expect(workingDaysBetween('2027-03-01', '2027-03-07', ['2027-03-06'])).toBe(5);
  });

  it('match a day-by-day count on every period of two years, whatever weekday it starts on', () => {
    const holidays = ['2027-01-01', '2027-01-06', '2027-04-02', '2027-12-25', '2028-01-01', '2028-10-12'];
    const dayByDay = (first: string, last: string) => {
      let count = 0;
      for (let time = Date.parse(`${first}T00:00:00Z`); time <= Date.parse(`${last}T00:00:00Z`); time += 86_400_000) {
        const day = new Date(time);
        const iso = day.toISOString().slice(0, 10);
        if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !holidays.includes(iso)) count += 1;
      }
      return count;
    };
    for (let start = 0; start < 14; start += 1) {
      for (const length of [0, 1, 4, 6, 7, 8, 30, 364, 365, 366, 700]) {
        const first = new Date(Date.UTC(2026, 11, 20 + start)).toISOString().slice(0, 10);
        const last = new Date(Date.UTC(2026, 11, 20 + start + length)).toISOString().slice(0, 10);
        expect(workingDaysBetween(first, last, holidays)).toBe(dayByDay(first, last));
      }
    }
  });

  it('count periods in the last year of the calendar and across many years', () => {
    // Monday 9999-12-27 to Friday 9999-12-31.
    expect(workingDaysPerYear('9999-12-27', '9999-12-31', []).get(9999)).toBe(5);
    // 2027-01-01 (Friday) to 2034-12-31 (Sunday): 8 years of 2922 days, 417 full weeks and 3 days (Fri, Sat, Sun).
    expect(workingDaysBetween('2027-01-01', '2034-12-31', [])).toBe(417 * 5 + 1);
  });

  it('count nothing when the end comes before the start', () => {
    expect(workingDaysBetween('2027-03-05', '2027-03-01', [])).toBe(0);
  });

  it('split a request across a year end between both years', () => {
    // Thursday 2026-12-24 to Friday 2027-01-08, with Christmas and New Year's Day off.
    const perYear = workingDaysPerYear('2026-12-24', '2027-01-08', ['2026-12-25', '2027-01-01', '2027-01-06']);
    expect(Object.fromEntries(perYear)).toEqual({ 2026: 5, 2027: 4 });
  });

  it('are counted from Madrid calendar days, so daylight-saving days neither add nor drop one', () => {
    // Clocks go forward on Sunday 2027-03-28 and back on Sunday 2027-10-31.
    expect(calendarDayOf('2027-03-28T22:30:00Z')).toBe('2027-03-29');
    expect(calendarDayOf('2027-10-30T22:30:00Z')).toBe('2027-10-31');
    expect(calendarDayOf('2027-10-31T23:30:00Z')).toBe('2027-11-01');
    expect(workingDaysBetween('2027-03-26', '2027-03-29', [])).toBe(2);
    expect(workingDaysBetween('2027-10-29', '2027-11-01', [])).toBe(2);
  });

  it("read today in the person's own time zone, or Madrid's when they have none", () => {
    const lateSundayInMadrid = new Date('2026-11-29T23:30:00Z');
    expect(todayIn('Europe/Madrid', lateSundayInMadrid)).toBe('2026-11-30');
    expect(todayIn('America/Mexico_City', lateSundayInMadrid)).toBe('2026-11-29');
    expect(todayIn(null, lateSundayInMadrid)).toBe('2026-11-30');
    expect(todayIn('', lateSundayInMadrid)).toBe('2026-11-30');
  });

  it('bound a whole day with the offsets of each of its ends', () => {
    expect(wholeDay('2027-01-11')).toEqual({ start: '2027-01-11T00:00:00+01:00', end: '2027-01-11T23:59:59+01:00' });
    expect(wholeDay('2027-03-28')).toEqual({ start: '2027-03-28T00:00:00+01:00', end: '2027-03-28T23:59:59+02:00' });
    expect(calendarDayOf(wholeDay('2027-10-31').end)).toBe('2027-10-31');
  });
});

describe('holiday balance', () => {
  const request = (startDay: string, endDay: string, managed: boolean, authorized: boolean) => ({ startDay, endDay, managed, authorized });

  it('spends accepted and holds back pending days; rejected ones spend nothing', () => {
    const balance = holidayBalance(
      2027,
      22,
      [request('2027-02-01', '2027-02-05', true, true), request('2027-03-01', '2027-03-02', false, false), request('2027-04-05', '2027-04-09', true, false)],
      ['2027-02-03'],
    );
    expect(balance).toEqual({ allowance: 22, enjoyed: 4, pending: 2, available: 16 });
  });

  it('counts only the part of a request inside the year', () => {
    const spanning = [request('2026-12-28', '2027-01-05', true, true)];
    expect(holidayBalance(2026, 22, spanning, []).enjoyed).toBe(4);
    expect(holidayBalance(2027, 22, spanning, ['2027-01-01']).enjoyed).toBe(2);
  });
});

describe('what a new request spends', () => {
  const pending = { startDay: '2028-06-05', endDay: '2028-06-09', managed: false, authorized: false };

  it('is its working days of each year it touches and what each year has left after it, other pending requests held back', () => {
    // Monday 29 May to Friday 2 June 2028 with Día de Canarias on Tuesday 30 May: four days.
    expect(spendOfRequest('2028-05-29', '2028-06-02', 22, [pending], ['2028-05-30'])).toEqual([{ year: 2028, days: 4, left: 13 }]);
    expect(spendOfRequest('2028-12-28', '2029-01-02', 22, [pending], ['2029-01-01'])).toEqual([
      { year: 2028, days: 2, left: 15 },
      { year: 2029, days: 1, left: 21 },
    ]);
  });

  it('is nothing for a weekend', () => {
    expect(spendOfRequest('2028-06-03', '2028-06-04', 22, [], [])).toEqual([]);
  });
});
