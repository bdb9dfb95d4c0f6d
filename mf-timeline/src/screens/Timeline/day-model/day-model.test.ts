import type { TimelineHistory } from '@portal/shared-api';
import { blocksOf, COLOUR_PAIRS, colourPairFor, minuteOfDay, scheduleSpans, timelineRows } from '.';

const DAY = '2026-03-10';
let nextId = 1;
const at = (time: string, offset = '+01:00') => `${DAY}T${time}${offset}`;
const history = (start: string, end: string, open = false): TimelineHistory => ({ id: nextId++, startedAt: at(start), endedAt: at(end), open });
const taskDay = (...histories: TimelineHistory[]) => ({ tasks: [{ task_id: 5, task_name: 'Revisar VPN', histories }], subtasks: [] });
const spans = (blocks: { start: number; end: number }[]) => blocks.map(({ start, end }) => [start, end]);

describe('minuteOfDay', () => {
  it('reads the written wall-clock time, whatever the offset', () => {
    expect(minuteOfDay(at('09:30:30'), DAY)).toBe(570.5);
    expect(minuteOfDay(at('09:30:30', '+00:00'), DAY)).toBe(570.5);
    expect(minuteOfDay('2026-03-09T23:00:00+01:00', DAY)).toBe(-60);
    expect(minuteOfDay('2026-03-11T00:00:00+01:00', DAY)).toBe(1440);
    expect(minuteOfDay('not a date', DAY)).toBeNaN();
  });
});

describe('blocksOf', () => {
  it('joins stretches of the same task less than half a minute apart', () => {
    const blocks = blocksOf(taskDay(history('09:00:00', '09:10:00'), history('09:10:29', '09:20:00')), DAY);
    expect(spans(blocks)).toEqual([[540, 560]]);
    expect(blocks[0]).toMatchObject({ startedAt: at('09:00:00'), endedAt: at('09:20:00') });
  });

  it('keeps stretches half a minute or more apart separate', () => {
    expect(spans(blocksOf(taskDay(history('09:00:00', '09:10:00'), history('09:10:30', '09:20:00')), DAY))).toEqual([
      [540, 550],
      [550.5, 560],
    ]);
  });

  it('never joins different tasks or a task with its subtask', () => {
    const blocks = blocksOf(
      {
        tasks: [
          { task_id: 1, task_name: 'A', histories: [history('09:00:00', '09:10:00')] },
          { task_id: 2, task_name: 'B', histories: [history('09:10:10', '09:20:00')] },
        ],
        subtasks: [{ task_id: 1, task_name: 'A', subtask_id: 3, subtask_name: 'A1', histories: [history('09:20:05', '09:30:00')] }],
      },
      DAY,
    );
    expect(blocks.map((block) => [block.kind, block.taskName, block.subtaskName])).toEqual([
      ['task', 'A', null],
      ['task', 'B', null],
      ['subtask', 'A', 'A1'],
    ]);
  });

  it('counts an event shorter than a minute as one minute, keeping its real times', () => {
    const [block] = blocksOf(taskDay(history('10:00:00', '10:00:10')), DAY);
    expect(block).toMatchObject({ start: 600, end: 601, endedAt: at('10:00:10') });
    expect(spans(blocksOf(taskDay(history('10:00:00', '10:00:00')), DAY))).toEqual([[600, 601]]);
  });

  it('joins an event stretched to one minute with work that starts inside that minute', () => {
    expect(spans(blocksOf(taskDay(history('10:00:00', '10:00:05'), history('10:00:40', '10:05:00')), DAY))).toEqual([[600, 605]]);
  });

  it('keeps blocks inside the day and in time order, carrying the open flag', () => {
    const blocks = blocksOf(taskDay(history('23:59:45', '23:59:59', true), history('08:00:00', '08:30:00')), DAY);
    expect(spans(blocks)).toEqual([
      [480, 510],
      [1439.75, 1440],
    ]);
    expect(blocks[1]?.open).toBe(true);
  });
});

describe('scheduleSpans', () => {
  it('shades each scheduled unit of the day and merges touching ones', () => {
    const schedule = [
      { week_day: 2, start: at('16:00:00'), end: at('19:00:00') },
      { week_day: 2, start: at('09:00:00'), end: at('14:00:00') },
      { week_day: 2, start: at('14:00:00'), end: at('15:00:00') },
    ];
    expect(scheduleSpans(schedule, DAY)).toEqual([
      { start: 540, end: 900 },
      { start: 960, end: 1140 },
    ]);
  });

  it('cuts a unit written on another day (another zone) at the day’s edges', () => {
    const schedule = [{ week_day: 2, start: '2026-03-09T23:00:00+00:00', end: `${DAY}T06:00:00+00:00` }];
    expect(scheduleSpans(schedule, DAY)).toEqual([{ start: 0, end: 360 }]);
    expect(scheduleSpans([], DAY)).toEqual([]);
  });
});

describe('colours', () => {
  it('has 13 distinct pairs and gives each row the next one in turn', () => {
    expect(COLOUR_PAIRS).toHaveLength(13);
    expect(new Set(COLOUR_PAIRS.flatMap((pair) => [pair.task, pair.subtask])).size).toBe(26);
    expect(colourPairFor(0)).toBe(COLOUR_PAIRS[0]);
    expect(colourPairFor(12)).toBe(COLOUR_PAIRS[12]);
    expect(colourPairFor(13)).toBe(COLOUR_PAIRS[0]);
    expect(colourPairFor(27)).toBe(COLOUR_PAIRS[1]);
  });

  it('colours the rows of a day in order', () => {
    const user = (id: number) => ({ id, name: null, email: `${id}@x.es`, deleted: false, image: null, tasks: [], subtasks: [], schedule: [] });
    const rows = timelineRows(Array.from({ length: 15 }, (_, index) => user(index + 1)), DAY);
    expect(rows.map((row) => COLOUR_PAIRS.indexOf(row.colours))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 1]);
  });
});
