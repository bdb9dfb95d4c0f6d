import { installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection, fakeApi, renderCard } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from '@portal/shared-ui/testing';
import { ANA, logInAs } from '../../testing/fixtures';
import { task } from '../../testing/board-fixtures';
import { widgets } from '../../cards';

const myBoards = widgets.find((card) => card.id === 'mf_approvals.my-boards');
if (!myBoards) throw new Error('no my-boards card');

const SUPPORT_TASKS = 'GET /api/appTasks?deleted=false&store=false&team=3';
const NETWORK_TASKS = 'GET /api/appTasks?deleted=false&store=false&team=4';
const NOTHING_RUNS = { 'GET /api/getActiveTasks': () => collection([]) };
const mine = { users: ['/api/users/7'] };
const team = (id: number, name: string) => ({ '@id': `/api/teams/${id}`, id, name, deleted: false });

beforeEach(() =>
  logInAs({ ...ANA, teams: [{ team: team(3, 'Soporte') }, { team: team(4, 'Redes') }] as never, encargadoTeams: [{ ...team(5, 'Antiguo'), deleted: true }] as never }),
);

describe('the "Mis tableros" card', () => {
  it("lists the person's boards by name with the open tasks assigned to them", async () => {
    const api = fakeApi({
      [SUPPORT_TASKS]: () =>
        collection([
          task(1, 'Impresora', '2026-11-01T09:00:00+01:00', { ...mine, statusId: 1, team: '/api/teams/3' }),
          task(2, 'Ajena', '2026-11-01T09:00:00+01:00', { statusId: 1, team: '/api/teams/3' }),
          task(3, 'Terminada', '2026-11-01T09:00:00+01:00', { ...mine, statusId: 4, team: '/api/teams/3' }),
        ]),
      [NETWORK_TASKS]: () => collection([]),
      ...NOTHING_RUNS,
    });
    await renderCard(myBoards);
    const support = (await screen.findByRole('link', { name: 'Soporte' }, { timeout: 5000 })).closest('li') as HTMLElement;
    expect(within(support).getByText('1 tarea abierta')).toBeInTheDocument();
    expect(within(support).getByRole('link', { name: 'Impresora' })).toHaveAttribute('href', '/board/3/slidepanel/1');
    expect(within(screen.getByRole('link', { name: 'Redes' }).closest('li') as HTMLElement).getByText('0 tareas abiertas')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Antiguo' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toEqual(expect.arrayContaining([SUPPORT_TASKS, NETWORK_TASKS]));
  });

  it('starts and pauses work on an open task in one click each', async () => {
    const impresora = task(1, 'Impresora', '2026-11-01T09:00:00+01:00', { ...mine, statusId: 1, team: '/api/teams/3' });
    const clocked = (running: boolean) => ({ '@id': '/api/tasks/1', '@type': 'Task', id: 1, name: 'Impresora', team: '/api/teams/3', timeWorking: 0, running });
    let puts = 0;
    const api = fakeApi({
      [SUPPORT_TASKS]: () => collection([impresora]),
      [NETWORK_TASKS]: () => collection([]),
      // After a start the client asks which clocks still run: this one, since now.
      'GET /api/getActiveTasks': () =>
        collection(puts % 2 === 1 ? [{ ...clocked(true), history: [{ '@id': '/api/work_time_histories/1', id: 1, startedAt: new Date().toISOString(), endedAt: null }] }] : []),
      'PUT /api/task/1/timeWorking2': () => ok({ entity: clocked(++puts % 2 === 1), info: [], day_time: 0, week_time: 0 }),
    });
    await renderCard(myBoards);
    await userEvent.click(await screen.findByRole('button', { name: 'Empezar a trabajar en Impresora' }, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pausar el trabajo en Impresora' }));
    expect(await screen.findByRole('button', { name: 'Empezar a trabajar en Impresora' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'PUT /api/task/1/timeWorking2')).toHaveLength(2);
  });

  it('draws a clock left running for hours as a warning, not in green', async () => {
    const since = new Date(Date.now() - 11 * 3_600_000).toISOString();
    fakeApi({
      [SUPPORT_TASKS]: () => collection([task(1, 'Impresora', '2026-11-01T09:00:00+01:00', { ...mine, statusId: 1, team: '/api/teams/3' })]),
      [NETWORK_TASKS]: () => collection([]),
      'GET /api/getActiveTasks': () =>
        collection([
          { '@id': '/api/tasks/1', '@type': 'Task', id: 1, name: 'Impresora', team: '/api/teams/3', timeWorking: 0, running: true, history: [{ '@id': '/api/work_time_histories/1', id: 1, startedAt: since, endedAt: null }] },
        ]),
    });
    await renderCard(myBoards);
    const pause = await screen.findByRole('button', { name: 'Pausar el trabajo en Impresora' }, { timeout: 5000 });
    expect(pause.parentElement).toHaveClass('is-forgotten');
    expect(pause.parentElement).not.toHaveClass('is-running');
  });

  it('names the three newest of more open tasks', async () => {
    fakeApi({
      [SUPPORT_TASKS]: () =>
        collection([1, 2, 3, 4].map((id) => task(id, `Tarea ${id}`, '2026-11-01T09:00:00+01:00', { ...mine, statusId: 1, team: '/api/teams/3' }))),
      [NETWORK_TASKS]: () => collection([]),
      ...NOTHING_RUNS,
    });
    await renderCard(myBoards);
    const support = (await screen.findByRole('link', { name: 'Soporte' }, { timeout: 5000 })).closest('li') as HTMLElement;
    expect(within(support).getByText('4 tareas abiertas')).toBeInTheDocument();
    expect(within(support).getAllByRole('link').map((link) => link.textContent)).toEqual(['Soporte', 'Tarea 4', 'Tarea 3', 'Tarea 2']);
  });

  it('reads again when a task changes elsewhere', async () => {
    const feed = installFakeLiveFeed();
    let answer = collection([]);
    fakeApi({ [SUPPORT_TASKS]: () => answer, [NETWORK_TASKS]: () => collection([]), ...NOTHING_RUNS });
    await renderCard(myBoards);
    expect(await screen.findAllByText('0 tareas abiertas')).toHaveLength(2);
    answer = collection([task(9, 'Nueva', '2026-11-02T09:00:00+01:00', { ...mine, statusId: 2, team: '/api/teams/3' })]);
    await feed.send(task(9, 'Nueva', '2026-11-02T09:00:00+01:00', { ...mine, statusId: 2, team: '/api/teams/3' }));
    expect(await screen.findByRole('link', { name: 'Nueva' })).toBeInTheDocument();
    feed.restore();
  });

  it('fails to the card with the server reason when a board cannot be read', async () => {
    const api = fakeApi({
      [SUPPORT_TASKS]: () => ({ status: 500, data: { 'hydra:description': 'Base de datos caída' } }),
      [NETWORK_TASKS]: () => collection([]),
      ...NOTHING_RUNS,
    });
    await renderCard(myBoards);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: Base de datos caída');
    expect(api.calls.map((call) => call.key)).toContain(SUPPORT_TASKS);
  });
});
