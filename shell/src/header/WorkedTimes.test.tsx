import { timeTrackingApi } from '@portal/shared-api';
import { ok } from '@portal/shared-ui/testing';
import { act, screen } from '@testing-library/react';
import { fakeLayoutApi, MEMBER_ID, renderLayoutAs } from '../testing/render-layout';

const COUNT = `GET /api/notifications?deleted=false&seen=false&user=${MEMBER_ID}&page=1&itemsPerPage=1`;
const task = { '@id': '/api/tasks/5', '@type': 'Task', id: 5, name: 'Revisar VPN', team: '/api/teams/1', timeWorking: 0, running: false, history: [] };

afterEach(() => jest.useRealTimers());

it('shows today’s and this week’s worked time from the session, kept current by time answers and the session clock', async () => {
  // The session clock starts with the layout: its timer must be a fake one from the start.
  jest.useFakeTimers();
  fakeLayoutApi({
    [COUNT]: () => ok({ 'hydra:member': [], 'hydra:totalItems': 0 }),
    'PUT /api/task/5/timeWorking2': () => ok({ entity: task, info: [], day_time: 2 * 3600, week_time: 12 * 3600 + 61 }),
    'GET /api/self_time': () => ok({ day_time: 3 * 3600 + 5, week_time: 20 * 3600 }),
  });
  await renderLayoutAs({ day_time: 3600 + 62, week_time: 10 * 3600 });
  expect(await screen.findByTestId('worked-today')).toHaveTextContent('1 h 1 min');
  expect(screen.getByTestId('worked-week')).toHaveTextContent('10 h 0 min');
  expect(screen.getByLabelText('Tiempo trabajado')).toHaveTextContent(/Hoy\s*1 h 1 min\s*Semana\s*10 h 0 min/);

  // A pause answers the fresh figures.
  await act(async () => {
    await timeTrackingApi.toggleTask(5);
  });
  expect(screen.getByTestId('worked-today')).toHaveTextContent('2 h 0 min');
  expect(screen.getByTestId('worked-week')).toHaveTextContent('12 h 1 min');

  // While a clock runs elsewhere, each session-clock tick asks the server again: every 30 s, not every second.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(29_000);
  });
  expect(screen.getByTestId('worked-today')).toHaveTextContent('2 h 0 min');
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(screen.getByTestId('worked-today')).toHaveTextContent('3 h 0 min');
  expect(screen.getByTestId('worked-week')).toHaveTextContent('20 h 0 min');
});

it('marks the figures a forgotten clock inflates and leads home, where it is stopped', async () => {
  const since = new Date(Date.now() - 12 * 3600 * 1000 - 60_000).toISOString();
  fakeLayoutApi({
    [COUNT]: () => ok({ 'hydra:member': [], 'hydra:totalItems': 0 }),
    'GET /api/getActiveTasks': () =>
      ok({ 'hydra:member': [{ ...task, running: true, history: [{ '@id': '/api/work_time_histories/9', id: 9, startedAt: since, endedAt: null }] }] }),
  });
  await renderLayoutAs({ day_time: 12 * 3600, week_time: 40 * 3600 });
  await act(async () => {
    await timeTrackingApi.activeTasks();
  });
  const times = screen.getByLabelText('Tiempo trabajado');
  expect(times).toHaveClass('is-forgotten');
  expect(screen.getByRole('link', { name: /^Este reloj lleva en marcha 12 h\./ })).toHaveAttribute('href', '/user');
});

it('shows no empty figures to someone who keeps no time of their own (an admin in no team)', async () => {
  fakeLayoutApi({ [COUNT]: () => ok({ 'hydra:member': [], 'hydra:totalItems': 0 }), 'GET /api/getActiveTasks': () => ok({ 'hydra:member': [] }) });
  await renderLayoutAs({ day_time: 0, week_time: 0 }, { user: { roles: ['ROLE_USER', 'ROLE_ADMIN'], teams: [], encargadoTeams: [] } as never });
  expect(await screen.findByRole('button', { name: /^Notificaciones/ })).toBeInTheDocument();
  expect(screen.queryByLabelText('Tiempo trabajado')).not.toBeInTheDocument();
});
