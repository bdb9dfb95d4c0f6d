import type { SessionUser } from '@portal/shared-api';
import type { FakeReply } from '@portal/shared-api/testing';
import { collection, fakeApi, ok, renderCard, signIn } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shellCards } from '.';
import { isoWeekDayIn } from './time-against-schedule';

const card = (id: string) => {
  const found = shellCards.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`the shell offers no ${id}`);
  return found;
};
const today = card('shell.today');
const thisWeek = card('shell.this-week');

/** 08:00-15:00 (7 h) on each of `days`. */
const scheduleOn = (days: number[]) => ({
  '@id': '/api/work_schedules/1',
  id: 1,
  name: 'Jornada',
  deleted: false,
  units: days.map((week_day) => ({ '@id': `/api/work_schedule_units/${week_day}`, id: week_day, week_day, start: '08:00', end: '15:00' })),
});
// Every day, so that today (whichever it is) plans 7 h; the week's test plans Monday to Friday (35 h).
const user = {
  '@id': '/api/users/7',
  id: 7,
  email: 'ana.garcia@empresa.es',
  name: 'Ana García',
  roles: ['ROLE_USER'],
  timezone: 'Europe/Madrid',
  workSchedule: scheduleOn([1, 2, 3, 4, 5, 6, 7]),
} as unknown as SessionUser;
const runningTask = {
  '@id': '/api/tasks/12',
  '@type': 'Task',
  id: 12,
  name: 'Revisar impresoras',
  team: '/api/teams/3',
  timeWorking: 600,
  running: true,
  history: [{ '@id': '/api/work_time_histories/5', id: 5, startedAt: new Date(Date.now() - 60_000).toISOString(), endedAt: null }],
};

describe("the shell's 'Hoy' card", () => {
  it("shows today's worked time against the schedule, and pauses a running clock", async () => {
    await signIn({ user, day_time: 3_600, week_time: 7_200 });
    const api = fakeApi({
      'GET /api/getActiveTasks': () => collection([runningTask]),
      'PUT /api/task/12/timeWorking2': () => ok({ entity: { ...runningTask, running: false, timeWorking: 660 }, info: [], day_time: 3_660, week_time: 7_260 }),
    });
    await renderCard(today);
    expect(screen.getByTestId('today-worked')).toHaveTextContent('1 h 0 min');
    expect(screen.getByText('de 7 h 0 min previstas')).toBeInTheDocument();
    const clocks = await screen.findByRole('list', { name: 'Relojes en marcha' });
    expect(within(clocks).getByRole('link', { name: 'Revisar impresoras' })).toHaveAttribute('href', '/taskDetails/12');
    expect(within(clocks).getByRole('timer').parentElement).toHaveClass('is-running');
    // The period running for a minute, not the task's 10 minutes before it.
    expect(within(clocks).getByRole('timer')).toHaveTextContent(/^00:01:0\d$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(clocks).getByRole('button', { name: 'Pausar el trabajo en Revisar impresoras' }));
    expect(await screen.findByText('No tiene ningún reloj en marcha.')).toBeInTheDocument();
    // What was just paused is the next thing to resume.
    expect(screen.getByRole('button', { name: 'Reanudar el trabajo en Revisar impresoras' })).toBeInTheDocument();
    expect(screen.getByTestId('today-worked')).toHaveTextContent('1 h 1 min');
    expect(api.calls.map((call) => call.key)).toContain('PUT /api/task/12/timeWorking2');
  });

  it('shows the loader until the clocks are read, then the list', async () => {
    await signIn({ user, day_time: 0, week_time: 0 });
    let answer: (reply: FakeReply) => void = () => undefined;
    const api = fakeApi({ 'GET /api/getActiveTasks': () => new Promise<FakeReply>((resolve) => (answer = resolve)) });
    await renderCard(today);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    expect(screen.queryByText('No tiene ningún reloj en marcha.')).not.toBeInTheDocument();
    answer(collection([runningTask]));
    expect(await screen.findByRole('link', { name: 'Revisar impresoras' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'GET /api/getActiveTasks')).toHaveLength(1);
  });

  it("says why the clocks could not be read, and 'Reintentar' reads them again", async () => {
    await signIn({ user, day_time: 0, week_time: 0 });
    let answers = 0;
    const api = fakeApi({
      'GET /api/getActiveTasks': () => (++answers === 1 ? { status: 500, data: { 'hydra:description': 'Error interno' } } : collection([runningTask])),
    });
    await renderCard(today);
    expect(await screen.findByText('No se ha podido cargar: Error interno')).toBeInTheDocument();
    expect(screen.queryByText('No tiene ningún reloj en marcha.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Revisar impresoras' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'GET /api/getActiveTasks')).toHaveLength(2);
  });

  it("keeps the clock and says why when the pause is refused", async () => {
    await signIn({ user, day_time: 0, week_time: 0 });
    const api = fakeApi({
      'GET /api/getActiveTasks': () => collection([runningTask]),
      'PUT /api/task/12/timeWorking2': () => ({ status: 503, data: { 'hydra:description': 'El portal está en mantenimiento. Vuelva a intentarlo más tarde.' } }),
    });
    await renderCard(today);
    await userEvent.click(await screen.findByRole('button', { name: 'Pausar el trabajo en Revisar impresoras' }));
    expect(await screen.findByText(/El portal está en mantenimiento/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausar el trabajo en Revisar impresoras' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toContain('PUT /api/task/12/timeWorking2');
  });
});

describe("the shell's 'Hoy' card starts the day", () => {
  const lastWork = { ...runningTask, running: false, history: [{ ...runningTask.history[0], endedAt: new Date(Date.now() - 5 * 60_000).toISOString() }] };

  it('resumes the last task in one click and pauses it again in one more, on the server', async () => {
    await signIn({ user, day_time: 0, week_time: 0 });
    const started = { ...runningTask, history: [{ ...runningTask.history[0], startedAt: new Date().toISOString() }] };
    const api = fakeApi({
      'GET /api/getActiveTasks': () => ok({ 'hydra:member': api.calls.some((call) => call.key.startsWith('PUT')) ? [started] : [], lastWork }),
      'PUT /api/task/12/timeWorking2': () =>
        api.calls.filter((call) => call.key.startsWith('PUT')).length % 2 === 1
          ? ok({ entity: { ...runningTask, running: true }, info: [], day_time: 0, week_time: 0 })
          : ok({ entity: { ...runningTask, running: false }, info: [], day_time: 60, week_time: 60 }),
    });
    await renderCard(today);
    expect(await screen.findByText('No tiene ningún reloj en marcha.')).toBeInTheDocument();
    // When it was last worked on, as the notifications say it.
    expect(screen.getByText('hace 5 min')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reanudar el trabajo en Revisar impresoras' }));
    const clocks = await screen.findByRole('list', { name: 'Relojes en marcha' });
    await userEvent.click(within(clocks).getByRole('button', { name: 'Pausar el trabajo en Revisar impresoras' }));
    expect(await screen.findByRole('button', { name: 'Reanudar el trabajo en Revisar impresoras' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'PUT /api/task/12/timeWorking2')).toHaveLength(2);
  });

  it('says so when there is nothing running and nothing to resume', async () => {
    await signIn({ user, day_time: 0, week_time: 0 });
    fakeApi({ 'GET /api/getActiveTasks': () => ok({ 'hydra:member': [], lastWork: null }) });
    await renderCard(today);
    expect(await screen.findByText('No tiene ningún reloj en marcha.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reanudar/ })).not.toBeInTheDocument();
  });

  it('warns of a clock running for over ten hours, not in green, with stop and correct', async () => {
    await signIn({ user, day_time: 0, week_time: 0 });
    const since = new Date(Date.now() - (97 * 3600 + 600) * 1000).toISOString();
    const forgotten = { ...runningTask, history: [{ ...runningTask.history[0], startedAt: since }] };
    const api = fakeApi({
      'GET /api/getActiveTasks': () => collection([forgotten]),
      'PUT /api/task/12/timeWorking2': () => ok({ entity: { ...runningTask, running: false }, info: [], day_time: 0, week_time: 0 }),
    });
    await renderCard(today);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Este reloj lleva en marcha 97 h');
    const clock = within(screen.getByRole('list', { name: 'Relojes en marcha' })).getByRole('timer').parentElement;
    expect(clock).toHaveClass('is-forgotten');
    expect(clock).not.toHaveClass('is-running');
    const startDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(since));
    expect(within(warning).getByRole('link', { name: 'Corregir' })).toHaveAttribute('href', `/times?view=day&date=${startDay}`);
    await userEvent.click(within(warning).getByRole('button', { name: 'Detener' }));
    expect(await screen.findByRole('button', { name: 'Reanudar el trabajo en Revisar impresoras' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toContain('PUT /api/task/12/timeWorking2');
  });
});

describe("the shell's 'Esta semana' card", () => {
  it("shows the week's worked time against the scheduled week and its share", async () => {
    await signIn({ user: { ...user, workSchedule: scheduleOn([1, 2, 3, 4, 5]) }, day_time: 0, week_time: 21 * 3_600 });
    fakeApi({});
    await renderCard(thisWeek);
    expect(screen.getByTestId('week-worked')).toHaveTextContent('21 h 0 min');
    expect(screen.getByText('de 35 h 0 min previstas')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: '60 % del tiempo previsto' })).toBeInTheDocument();
  });

  it('says so when the person has no work schedule', async () => {
    await signIn({ user: { ...user, workSchedule: null }, day_time: 0, week_time: 600 });
    fakeApi({});
    await renderCard(thisWeek);
    expect(screen.getByText('sin horario previsto')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });
});

describe("the week day 'Hoy' plans by", () => {
  it("is the person's own: Monday in Madrid while it is still Sunday in Mexico City", () => {
    const lateSundayInMadrid = new Date('2026-11-29T23:30:00Z');
    expect(isoWeekDayIn('Europe/Madrid', lateSundayInMadrid)).toBe(1);
    expect(isoWeekDayIn('America/Mexico_City', lateSundayInMadrid)).toBe(7);
  });
});
