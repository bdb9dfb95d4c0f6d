import { AUTO_TASK_MESSAGES, type AutoTaskValue, autoTaskProblem, normaliseAutoTask } from './auto-tasks';
import { formatSeconds, TIME_CAP_MESSAGES, timeCapProblem } from './time-caps';

const valid: AutoTaskValue = { name: ' Copia ', email: 'avisos@empresa.es', tags: [1, 2, 3, 5, 4], cadence: 2, cadence_data: [3, 1], due: 2, users: [7, 9] };

describe('autoTaskProblem', () => {
  it('accepts each cadence with its days', () => {
    expect(autoTaskProblem(valid)).toBeNull();
    expect(autoTaskProblem({ ...valid, cadence: 1, cadence_data: [] })).toBeNull();
    expect(autoTaskProblem({ ...valid, cadence: 3, cadence_data: [27] })).toBeNull();
    expect(autoTaskProblem({ ...valid, cadence: 3, cadence_data: [30] })).toBeNull();
    expect(autoTaskProblem({ ...valid, users: [] })).toBeNull();
  });

  it.each([
    [{ name: '  ' }, 'name', AUTO_TASK_MESSAGES.NAME_EMPTY],
    [{ email: '' }, 'email', AUTO_TASK_MESSAGES.EMAIL_EMPTY],
    [{ email: 'avisos@' }, 'email', AUTO_TASK_MESSAGES.EMAIL_EMPTY],
    [{ cadence: 4 }, 'cadence', AUTO_TASK_MESSAGES.CADENCE_INVALID],
    [{ cadence: 1, cadence_data: [1] }, 'cadence_data', AUTO_TASK_MESSAGES.WEEKDAYS_INVALID],
    [{ cadence: 2, cadence_data: [] }, 'cadence_data', AUTO_TASK_MESSAGES.WEEKDAYS_INVALID],
    [{ cadence: 2, cadence_data: [6] }, 'cadence_data', AUTO_TASK_MESSAGES.WEEKDAYS_INVALID],
    [{ cadence: 2, cadence_data: [1, 1] }, 'cadence_data', AUTO_TASK_MESSAGES.WEEKDAYS_INVALID],
    [{ cadence: 3, cadence_data: [28] }, 'cadence_data', AUTO_TASK_MESSAGES.MONTH_DAY_INVALID],
    [{ cadence: 3, cadence_data: [1, 2] }, 'cadence_data', AUTO_TASK_MESSAGES.MONTH_DAY_INVALID],
    [{ due: 0 }, 'due', AUTO_TASK_MESSAGES.DUE_INVALID],
    [{ due: 6 }, 'due', AUTO_TASK_MESSAGES.DUE_INVALID],
    [{ tags: [1, 2, 3, 5] }, 'tags', AUTO_TASK_MESSAGES.TAGS_INVALID],
    [{ users: [7, 7] }, 'users', AUTO_TASK_MESSAGES.USERS_INVALID],
    [{ users: ['7'] }, 'users', AUTO_TASK_MESSAGES.USERS_INVALID],
  ])('refuses %j on %s', (change, field, message) => {
    expect(autoTaskProblem({ ...valid, ...change })).toEqual({ field, message });
  });

  it('stores trimmed texts and days in order', () => {
    expect(normaliseAutoTask(valid)).toEqual({ ...valid, name: 'Copia', cadence_data: [1, 3] });
  });
});

describe('time caps', () => {
  it('refuses an empty description and less than one hour', () => {
    expect(timeCapProblem({ name: 'Bolsa', time: 3600 })).toBeNull();
    expect(timeCapProblem({ name: ' ', time: 3600 })).toEqual({ field: 'name', message: TIME_CAP_MESSAGES.DESCRIPTION_INVALID });
    expect(timeCapProblem({ name: 'Bolsa', time: 3599 })).toEqual({ field: 'time', message: TIME_CAP_MESSAGES.TOO_FEW_HOURS });
  });

  it('shows seconds as hh:mm:ss', () => {
    expect(formatSeconds(0)).toBe('00:00:00');
    expect(formatSeconds(36_000 + 61)).toBe('10:01:01');
    expect(formatSeconds(400_000)).toBe('111:06:40');
  });
});
