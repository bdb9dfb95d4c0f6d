import { openLiveFeed, type Task } from '@portal/shared-api';
import type { FakeApi } from '@portal/shared-api/testing';
import { collection, fakeApi } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANA, logInAs, renderAt } from '../../testing/fixtures';

function task(id: number, name: string, createdAt: string, overrides: Partial<Task> = {}): Task {
  return {
    '@id': `/api/tasks/${id}`,
    id,
    name,
    team: '/api/teams/3',
    status: { '@id': '/api/task_statuses/2', id: 2, name: 'solicitada' },
    incident: true,
    urgent: false,
    email: 'ana.garcia@empresa.es',
    deleted: false,
    timeWorking: 0,
    subtasks: [],
    messages: [],
    files: [],
    createdAt,
    ...overrides,
  } as Task;
}

const TEAM = 'GET /api/teams/3';
const TASKS = 'GET /api/appTasks?deleted=false&store=false&team=3';
const soporte = () => ({ status: 200, data: { '@id': '/api/teams/3', id: 3, name: 'Soporte' } });

let api: FakeApi;
beforeEach(() => logInAs(ANA));

describe('TeamBoard', () => {
  it('says so when the team has no tasks', async () => {
    api = fakeApi({ [TEAM]: soporte, [TASKS]: () => collection([]) });
    renderAt('/board/3');
    expect(await screen.findByText('Este equipo no tiene tareas.')).toBeInTheDocument();
  });

  it('lists the team’s tasks newest first with status, requester, date and attachment links', async () => {
    const file = { '@id': '/api/media_objects/90', id: 90, name: 'captura.png', deleted: false };
    api = fakeApi({
      [TEAM]: soporte,
      [TASKS]: () =>
        collection([
          task(10, 'Revisar VPN', '2026-11-20T09:30:00+01:00', { incident: false, email: null, status: { '@id': '/api/task_statuses/1', id: 1, name: 'activa' } }),
          task(11, 'No funciona la impresora', '2026-11-21T10:00:00+01:00', { files: [file] }),
        ]),
    });
    renderAt('/board/3');
    const table = await screen.findByRole('table', { name: 'Tareas de Soporte' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['No funciona la impresora', 'Solicitada', 'ana.garcia@empresa.es', '21-11-2026 10:00:00', 'captura.png'],
      ['Revisar VPN', 'Activa', '—', '20-11-2026 09:30:00', 'Sin adjuntos'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'captura.png' })).toHaveAttribute('href', '/api/files/90');
  });

  it('opens a task’s details beside the board and closes them again', async () => {
    api = fakeApi({
      [TEAM]: soporte,
      [TASKS]: () => collection([task(11, 'No funciona la impresora', '2026-11-21T10:00:00+01:00')]),
      'GET /api/singleTask/11': () => ({
        status: 200,
        data: task(11, 'No funciona la impresora', '2026-11-21T10:00:00+01:00', {
          messages: [{ '@id': '/api/task_messages/4', id: 4, task: '/api/tasks/11', message: 'La de la planta 2', user: '/api/users/7', deleted: false }],
        }),
      }),
    });
    const router = renderAt('/board/3');
    await userEvent.click(await screen.findByRole('link', { name: 'No funciona la impresora' }));
    const panel = await screen.findByRole('complementary', { name: 'No funciona la impresora' });
    expect(router.state.location.pathname).toBe('/board/3/slidepanel/11');
    expect(within(panel).getByText('La de la planta 2')).toBeInTheDocument();
    expect(within(panel).getByText('Sin adjuntos')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/board/3');
    expect(api.calls.filter((call) => call.key === TASKS)).toHaveLength(1);
  });

  it('reloads when the live feed announces a task of this team, and only then', async () => {
    const sources: { emit: (data: unknown) => void }[] = [];
    class FakeEventSource {
      private onMessage: (event: { data: string }) => void = () => {};
      constructor() {
        sources.push({ emit: (data) => this.onMessage({ data: JSON.stringify(data) }) });
      }
      addEventListener(_type: string, listener: (event: { data: string }) => void) {
        this.onMessage = listener;
      }
      close() {}
    }
    Object.assign(globalThis, { EventSource: FakeEventSource });
    openLiveFeed();
    let tasks = [task(11, 'No funciona la impresora', '2026-11-21T10:00:00+01:00')];
    api = fakeApi({ [TEAM]: soporte, [TASKS]: () => collection(tasks) });
    renderAt('/board/3');
    await screen.findByRole('link', { name: 'No funciona la impresora' });
    tasks = [...tasks, task(12, 'Monitor sin señal', '2026-11-22T10:00:00+01:00')];
    act(() => sources[0]?.emit({ '@id': '/api/tasks/40', '@type': 'Task', team: '/api/teams/4' }));
    act(() => sources[0]?.emit({ '@id': '/api/tasks/12', '@type': 'Task', team: '/api/teams/3' }));
    expect(await screen.findByRole('link', { name: 'Monitor sin señal' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === TASKS)).toHaveLength(2);
    Reflect.deleteProperty(globalThis, 'EventSource');
  });

  it('shows the server’s reason when the board may not be seen', async () => {
    api = fakeApi({ [TEAM]: soporte, [TASKS]: () => ({ status: 403, data: { error: 'No tiene acceso al tablero de este equipo.' } }) });
    renderAt('/board/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se han podido cargar las tareas del equipo: No tiene acceso al tablero de este equipo.');
  });

  it('keeps the board when one task cannot be read', async () => {
    api = fakeApi({
      [TEAM]: soporte,
      [TASKS]: () => collection([task(11, 'No funciona la impresora', '2026-11-21T10:00:00+01:00')]),
      'GET /api/singleTask/12': () => ({ status: 404, data: { error: 'No encontrado' } }),
    });
    renderAt('/board/3/slidepanel/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar la tarea: No encontrado');
    expect(screen.getByRole('link', { name: 'No funciona la impresora' })).toBeInTheDocument();
  });
});
