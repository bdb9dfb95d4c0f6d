import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AUTO_TASK_CADENCE } from '@portal/shared-api/rules';
import { addDays, dueDayOf, isDueOn, nextDueDay } from './auto-task-calendar.ts';

/** The days of a month (`YYYY-MM`) on which `rule` is due, as day numbers. */
function dueDaysOf(rule: { cadence: 1 | 2 | 3; cadence_data: number[] }, month: string): number[] {
  const days: number[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) if (isDueOn(rule, day)) days.push(Number(day.slice(8)));
  return days;
}

describe('automation calendar', () => {
  // March 2026 starts on a Sunday; summer time starts on Sunday the 29th.
  test('daily is every Monday to Friday, weekends and the DST Sunday excluded', () => {
    assert.deepEqual(dueDaysOf({ cadence: AUTO_TASK_CADENCE.DAILY, cadence_data: [] }, '2026-03'), [
      2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 23, 24, 25, 26, 27, 30, 31,
    ]);
  });

  test('weekly is the chosen weekdays only', () => {
    assert.deepEqual(dueDaysOf({ cadence: AUTO_TASK_CADENCE.WEEKLY, cadence_data: [1, 3] }, '2026-03'), [2, 4, 9, 11, 16, 18, 23, 25, 30]);
    assert.deepEqual(dueDaysOf({ cadence: AUTO_TASK_CADENCE.WEEKLY, cadence_data: [5] }, '2026-10'), [2, 9, 16, 23, 30]);
  });

  test('monthly is the chosen day, even on a weekend, or the month’s last day for 30', () => {
    const last = { cadence: AUTO_TASK_CADENCE.MONTHLY, cadence_data: [30] } as const;
    assert.deepEqual(dueDaysOf({ cadence: AUTO_TASK_CADENCE.MONTHLY, cadence_data: [1] }, '2026-03'), [1]);
    assert.deepEqual(dueDaysOf({ cadence: AUTO_TASK_CADENCE.MONTHLY, cadence_data: [27] }, '2026-02'), [27]);
    assert.deepEqual(
      ['2026-02', '2028-02', '2026-03', '2026-04', '2026-12'].map((month) => dueDaysOf({ ...last, cadence_data: [30] }, month)),
      [[28], [29], [31], [30], [31]],
    );
  });

  test('Plazo: working days skip the weekend, weeks are 7 and 14 days, a month stops at the shorter month’s end', () => {
    assert.deepEqual([1, 2, 3, 4, 5].map((due) => dueDayOf(due as 1 | 2 | 3 | 4 | 5, '2026-03-27')), [
      '2026-03-30',
      '2026-03-31',
      '2026-04-03',
      '2026-04-10',
      '2026-04-27',
    ]);
    assert.equal(dueDayOf(2, '2026-03-26'), '2026-03-30');
    assert.equal(dueDayOf(5, '2026-01-31'), '2026-02-28');
    assert.equal(dueDayOf(5, '2027-12-31'), '2028-01-31');
  });

  test('the next due day counts today and looks at most a month ahead', () => {
    assert.equal(nextDueDay({ cadence: 1, cadence_data: [] }, '2026-03-28'), '2026-03-30');
    assert.equal(nextDueDay({ cadence: 2, cadence_data: [3] }, '2026-03-25'), '2026-03-25');
    assert.equal(nextDueDay({ cadence: 3, cadence_data: [30] }, '2026-02-01'), '2026-02-28');
  });
});
