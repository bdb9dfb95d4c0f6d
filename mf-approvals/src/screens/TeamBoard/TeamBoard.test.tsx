import { setNotifier } from '@portal/shared-api';
import { type FakeReply, installFakeLiveFeed } from '@portal/shared-api/testing';
import { toastNotifier } from '@portal/shared-ui';
import { fakeApi, ok } from '@portal/shared-ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOARD_TASKS, BOARD_VIEW, boardRoutes, HIGH, IN_PROGRESS, tag, task } from '../../testing/board-fixtures';
import { ANA, logInAs, MANAGER, renderAt } from '../../testing/fixtures';

const column = (name: string) => screen.getByRole('region', { name });
const cardNames = (name: string) =>
  within(column(name))
    .queryAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

const printer = task(11, 'No funciona la impresora', '2026-11-21T10:00:00+01:00', {
  urgent: true,
  users: ['/api/users/7'],
  tags: [HIGH],
  timeWorking: 3725,
  files: [{ '@id': '/api/media_objects/90', id: 90, name: 'captura.png', deleted: false }],
});
const vpn = task(10, 'Revisar VPN', '2026-11-20T09:30:00+01:00', { statusId: 1, email: null, tags: [IN_PROGRESS], users: ['/api/users/8'] });
const monitor = task(12, 'Monitor sin señal', '2026-11-22T08:00:00+01:00', { statusId: 1 });

/** The live region dnd-kit speaks through. */
const liveRegion = () => document.querySelector<HTMLElement>('[id^="DndLiveRegion"]');

/**
 * jsdom lays nothing out: the columns are given 280 px side by side in the board's order (Solicitadas, Activas,
 * Finalizadas, Rechazadas), their cards 260 × 120 boxes stacked 10 px apart from 60 px down, and the copy that follows
 * the pointer the box of the card it copies.
 */
function layOutBoard() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  const order = ['2', '1', '4', '3'];
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const copied = this.closest('.board-drag-overlay')?.querySelector('[data-task-id]');
    const card = copied ? document.querySelector(`[data-status] [data-task-id="${copied.getAttribute('data-task-id')}"]`) : this.closest('[data-task-id]');
    const column = (card ?? this).closest('[data-status]');
    const index = column ? order.indexOf(column.getAttribute('data-status') ?? '') : -1;
    if (index < 0) return original.call(this);
    const row = card && column ? [...column.querySelectorAll('[data-task-id]')].indexOf(card) : 0;
    const box = this === column ? { left: index * 300, top: 0, width: 280, height: 800 } : { left: index * 300 + 10, top: 60 + row * 130, width: 260, height: 120 };
    return { ...box, x: box.left, y: box.top, right: box.left + box.width, bottom: box.top + box.height, toJSON: () => box } as DOMRect;
  };
  return () => {
    HTMLElement.prototype.getBoundingClientRect = original;
  };
}

beforeEach(() => setNotifier(toastNotifier));

describe('TeamBoard', () => {
  it('shows the tasks in columns by status, newest first, and says which columns are empty', async () => {
    await logInAs(ANA);
    fakeApi(boardRoutes(() => [vpn, printer, monitor]));
    renderAt('/board/3');
    expect(await screen.findByRole('heading', { name: 'Tablero de Soporte' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Revisar VPN' });
    expect(cardNames('Solicitadas')).toEqual(['No funciona la impresora']);
    expect(cardNames('Activas')).toEqual(['Monitor sin señal', 'Revisar VPN']);
    expect(within(column('Finalizadas')).getByText('No hay tareas en esta columna.')).toBeInTheDocument();
    expect(within(column('Rechazadas')).getByText('No hay tareas en esta columna.')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'No funciona la impresora' });
    expect(within(card).getByText('ana.garcia@empresa.es')).toBeInTheDocument();
    expect(within(card).getByText('Urgente')).toBeInTheDocument();
    expect(within(card).getByTitle('1 adjuntos')).toHaveTextContent('1 adjuntos');
    expect(within(card).getByRole('img', { name: 'Ana García' })).toBeInTheDocument();
    expect(within(card).getByRole('timer', { name: 'Tiempo trabajado en No funciona la impresora' })).toHaveTextContent('1 h 2 min');
    const high = within(card).getByTitle('Prioridad: Alta');
    expect(high).toHaveStyle({ background: '#e53935', color: '#ffffff' });
    // Only the tags that say something: the empty places are not shown, and the five choices live in the panel.
    expect(within(card).getAllByRole('listitem').filter((item) => item.querySelector('.tag-chip'))).toHaveLength(1);
    expect(within(card).queryByTitle(/Haciéndose/)).not.toBeInTheDocument();
    expect(within(card).queryByRole('combobox', { name: /Etiqueta/ })).not.toBeInTheDocument();
    // Members are not offered status moves: neither the choice nor a card to drag.
    expect(within(card).queryByRole('combobox', { name: /Mover/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Mover/ })).not.toBeInTheDocument();
    expect(card).not.toHaveClass('is-draggable');
  });

  it('shows on a card its number, name, requester, the initials of those on it, its time, and only the tags that say something', async () => {
    await logInAs(ANA);
    const defaults = [tag(1, 1, 'Normal', '#90caf9', '#000000'), tag(2, 2, 'Pendiente de autorizar', '#ffb300', '#000000'), tag(3, 3, 'Sin empezar', '#bdbdbd', '#000000')];
    const finished = task(13, 'Alta de correo', '2026-11-19T09:00:00+01:00', { statusId: 4, tags: [...defaults, IN_PROGRESS], users: ['/api/users/7', '/api/users/8'], timeWorking: 5400 });
    const urgent = task(14, 'Servidor caído', '2026-11-19T10:00:00+01:00', { statusId: 1, urgent: true, tags: defaults });
    fakeApi(boardRoutes(() => [finished, urgent]));
    renderAt('/board/3');
    const done = await screen.findByRole('article', { name: 'Alta de correo' });
    expect(within(column('Finalizadas')).getByRole('article')).toBe(done);
    expect(within(done).getByText('#13')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Alta de correo' })).toHaveAttribute('href', '/board/3/slidepanel/13');
    expect(within(done).getByText('ana.garcia@empresa.es')).toBeInTheDocument();
    expect(within(done).getByRole('img', { name: 'Ana García' })).toHaveTextContent('AG');
    expect(within(done).getByRole('img', { name: 'Luis Martín' })).toHaveTextContent('LM');
    expect(within(done).getByRole('timer')).toHaveTextContent('1 h 30 min');
    // A finished task's defaults and its stale 'En curso' say nothing its column does not.
    expect(within(done).queryByRole('list', { name: 'Etiquetas' })).not.toBeInTheDocument();
    expect(within(done).queryByText(/Sin empezar|Pendiente de autorizar|En curso/)).not.toBeInTheDocument();

    const fire = screen.getByRole('article', { name: 'Servidor caído' });
    expect(within(fire).getByText('Urgente')).toBeInTheDocument();
    expect(within(fire).queryByText('Normal')).not.toBeInTheDocument();
  });

  it('records that the board was opened, once, for the admins’ activity list', async () => {
    await logInAs(ANA);
    const api = fakeApi(boardRoutes(() => [vpn]));
    renderAt('/board/3');
    await screen.findByRole('article', { name: 'Revisar VPN' });
    await waitFor(() => expect(api.calls.filter((call) => call.key === BOARD_VIEW)).toHaveLength(1));
  });

  it('filters by the user’s own tasks, by tag and by text', async () => {
    await logInAs(ANA);
    fakeApi(boardRoutes(() => [vpn, printer, monitor]));
    renderAt('/board/3');
    await screen.findByRole('article', { name: 'Revisar VPN' });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo mis tareas' }));
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['No funciona la impresora']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo mis tareas' }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por etiqueta' }), 'En curso');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Revisar VPN']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por etiqueta' }), 'Todas las etiquetas');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar tareas' }), 'senal');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Monitor sin señal']);
  });

  it('moves a task at once and puts it back with the server’s reason when the move is refused', async () => {
    await logInAs(MANAGER);
    let answer: (reply: FakeReply) => void = () => {};
    const api = fakeApi({
      ...boardRoutes(() => [printer]),
      'PATCH /api/tasks/11': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
    });
    renderAt('/board/3');
    const card = await screen.findByRole('article', { name: 'No funciona la impresora' });
    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Mover No funciona la impresora a' }), 'Activas');

    expect(cardNames('Activas')).toEqual(['No funciona la impresora']);
    expect(cardNames('Solicitadas')).toEqual([]);
    await waitFor(() => expect(api.calls.filter((call) => call.key === 'PATCH /api/tasks/11')).toHaveLength(1));
    expect(api.calls.find((call) => call.key === 'PATCH /api/tasks/11')?.body).toEqual({ status: '/api/task_statuses/1', fromStatus: '/api/task_statuses/2' });

    answer({ status: 403, data: { error: 'No puede cambiar el estado de esta tarea.' } });
    expect(await screen.findByText('No puede cambiar el estado de esta tarea.')).toBeInTheDocument();
    expect(cardNames('Solicitadas')).toEqual(['No funciona la impresora']);
    expect(cardNames('Activas')).toEqual([]);
  });

  it('drags a card to another column with the keys: space takes it, the arrows carry it, space leaves it; the move is the select’s', async () => {
    await logInAs(MANAGER);
    const restore = layOutBoard();
    const api = fakeApi({ ...boardRoutes(() => [printer, vpn]), 'PATCH /api/tasks/11': () => ok({ ...printer, status: { '@id': '/api/task_statuses/4', id: 4, name: 'finalizada' } }) });
    renderAt('/board/3');
    const card = await screen.findByRole('article', { name: 'No funciona la impresora' });
    const grip = within(card).getByRole('button', { name: 'Mover No funciona la impresora' });
    expect(grip).toHaveAttribute('aria-roledescription', 'tarea arrastrable');
    await waitFor(() => expect(document.getElementById(grip.getAttribute('aria-describedby') ?? '')).toHaveTextContent(/las flechas izquierda y derecha eligen la columna/));

    grip.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Ha cogido la tarea No funciona la impresora, de la columna Solicitadas.'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('La tarea No funciona la impresora irá la primera de la columna Activas.'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('La tarea No funciona la impresora irá la primera de la columna Finalizadas.'));
    await userEvent.keyboard(' ');

    await waitFor(() => expect(liveRegion()).toHaveTextContent('Ha soltado la tarea No funciona la impresora en la columna Finalizadas, la primera.'));
    expect(cardNames('Finalizadas')).toEqual(['No funciona la impresora']);
    expect(cardNames('Solicitadas')).toEqual([]);
    await waitFor(() => expect(api.calls.filter((call) => call.key === 'PATCH /api/tasks/11')).toHaveLength(1));
    expect(api.calls.find((call) => call.key === 'PATCH /api/tasks/11')?.body).toEqual({
      status: '/api/task_statuses/4',
      fromStatus: '/api/task_statuses/2',
      placeAfter: null,
    });
    restore();
  });

  it('puts a card lower in its column with the keys: down carries it past the next card, and the write names the card it follows', async () => {
    await logInAs(MANAGER);
    const restore = layOutBoard();
    const lowered = { ...monitor, boardRank: '1700000000' };
    const api = fakeApi({ ...boardRoutes(() => [vpn, monitor]), 'PATCH /api/tasks/12': () => ok(lowered) });
    renderAt('/board/3');
    await screen.findByRole('article', { name: 'Monitor sin señal' });
    expect(cardNames('Activas')).toEqual(['Monitor sin señal', 'Revisar VPN']);

    within(column('Activas')).getByRole('button', { name: 'Mover Monitor sin señal' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Ha cogido la tarea Monitor sin señal, de la columna Activas.'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('La tarea Monitor sin señal irá después de Revisar VPN, en la columna Activas.'));
    await userEvent.keyboard(' ');

    await waitFor(() => expect(liveRegion()).toHaveTextContent('Ha soltado la tarea Monitor sin señal en la columna Activas, después de Revisar VPN.'));
    expect(cardNames('Activas')).toEqual(['Revisar VPN', 'Monitor sin señal']);
    await waitFor(() => expect(api.calls.filter((call) => call.key === 'PATCH /api/tasks/12')).toHaveLength(1));
    expect(api.calls.find((call) => call.key === 'PATCH /api/tasks/12')?.body).toEqual({
      status: '/api/task_statuses/1',
      fromStatus: '/api/task_statuses/1',
      placeAfter: '/api/tasks/10',
    });
    expect(cardNames('Activas')).toEqual(['Revisar VPN', 'Monitor sin señal']);
    restore();
  });

  it('drags a card above another with the mouse; a column changed meanwhile (409) says so and puts the card back', async () => {
    await logInAs(MANAGER);
    const restore = layOutBoard();
    const CHANGED = 'La columna Activas ha cambiado mientras tanto: vuelva a colocar la tarea.';
    const api = fakeApi({ ...boardRoutes(() => [vpn, monitor]), 'PATCH /api/tasks/10': () => ({ status: 409, data: { error: CHANGED } }) });
    renderAt('/board/3');
    const card = await screen.findByRole('article', { name: 'Revisar VPN' });
    // Revisar VPN is the second card of Activas (300 to 580 px; 190 to 310 px down); let go above the first card's middle.
    fireEvent.mouseDown(within(card).getByRole('link', { name: 'Revisar VPN' }), { button: 0, clientX: 400, clientY: 250 });
    fireEvent.mouseMove(document, { clientX: 400, clientY: 240 });
    fireEvent.mouseMove(document, { clientX: 400, clientY: 90 });
    await waitFor(() => expect(column('Activas')).toHaveClass('is-drop-first'));
    fireEvent.mouseUp(document, { clientX: 400, clientY: 90 });

    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'PATCH /api/tasks/10')?.body).toEqual({
      status: '/api/task_statuses/1',
      fromStatus: '/api/task_statuses/1',
      placeAfter: null,
    });
    await waitFor(() => expect(api.calls.filter((call) => call.key === BOARD_TASKS)).toHaveLength(2));
    expect(cardNames('Activas')).toEqual(['Monitor sin señal', 'Revisar VPN']);
    restore();
  });

  it('drags a card with the mouse; a move someone else made first (409) says why and re-reads the board, which shows the card where it is', async () => {
    await logInAs(MANAGER);
    const restore = layOutBoard();
    let onServer = printer;
    const api = fakeApi({
      ...boardRoutes(() => [onServer]),
      'PATCH /api/tasks/11': () => {
        // Another person has just moved the card to Finalizadas.
        onServer = { ...printer, status: { '@id': '/api/task_statuses/4', id: 4, name: 'finalizada' } };
        return { status: 409, data: { error: 'La tarea ya no está en Solicitadas: otra persona la ha movido.' } };
      },
    });
    renderAt('/board/3');
    const card = await screen.findByRole('article', { name: 'No funciona la impresora' });
    // Pressed on the name and moved over Activas (the board's second column, 300 to 580 px), then let go.
    const name = within(card).getByRole('link', { name: 'No funciona la impresora' });
    fireEvent.mouseDown(name, { button: 0, clientX: 100, clientY: 120 });
    fireEvent.mouseMove(document, { clientX: 120, clientY: 120 });
    fireEvent.mouseMove(document, { clientX: 400, clientY: 140 });
    await waitFor(() => expect(column('Activas')).toHaveClass('is-drop-target'));
    fireEvent.mouseUp(document, { clientX: 400, clientY: 140 });

    expect(await screen.findByText('La tarea ya no está en Solicitadas: otra persona la ha movido.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'PATCH /api/tasks/11')?.body).toEqual({
      status: '/api/task_statuses/1',
      fromStatus: '/api/task_statuses/2',
      placeAfter: null,
    });
    await waitFor(() => expect(cardNames('Finalizadas')).toEqual(['No funciona la impresora']));
    expect(api.calls.filter((call) => call.key === BOARD_TASKS)).toHaveLength(2);
    expect(cardNames('Activas')).toEqual([]);
    expect(cardNames('Solicitadas')).toEqual([]);
    restore();
  });

  it('does not take a card when a click lands on it, nor from its controls', async () => {
    await logInAs(MANAGER);
    const restore = layOutBoard();
    const api = fakeApi({ ...boardRoutes(() => [printer]), 'GET /api/singleTask/11': () => ok(printer) });
    const router = renderAt('/board/3');
    const card = await screen.findByRole('article', { name: 'No funciona la impresora' });
    fireEvent.mouseDown(within(card).getByRole('combobox', { name: 'Mover No funciona la impresora a' }), { button: 0, clientX: 100, clientY: 150 });
    fireEvent.mouseMove(document, { clientX: 400, clientY: 150 });
    fireEvent.mouseUp(document, { clientX: 400, clientY: 150 });
    expect(column('Activas')).not.toHaveClass('is-drop-target');
    await userEvent.click(within(card).getByRole('link', { name: 'No funciona la impresora' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/board/3/slidepanel/11'));
    expect(api.calls.some((call) => call.key.startsWith('PATCH'))).toBe(false);
    restore();
  });

  it('starts the clock from a card, shows it ticking, and joins the server’s sentences in one info toast', async () => {
    await logInAs(ANA);
    let clocks: unknown[] = [];
    const api = fakeApi({
      ...boardRoutes(
        () => [vpn, printer],
        () => clocks,
      ),
      'PUT /api/task/11/timeWorking2': () => {
        clocks = [{ ...printer, '@type': 'Task', running: true, history: [{ '@id': '/api/work_time_histories/1', id: 1, user: '/api/users/7', startedAt: new Date(Date.now() - 3000).toISOString(), endedAt: null }] }];
        return ok({
          entity: { '@id': '/api/tasks/11', '@type': 'Task', id: 11, name: printer.name, team: '/api/teams/3', timeWorking: 3725, running: true },
          info: ['Se ha pausado la tarea "Revisar VPN"', 'Se ha iniciado la tarea "No funciona la impresora"'],
          day_time: 100,
          week_time: 200,
        });
      },
    });
    renderAt('/board/3');
    const card = await screen.findByRole('article', { name: 'No funciona la impresora' });
    await userEvent.click(within(card).getByRole('button', { name: 'Empezar a trabajar en No funciona la impresora' }));

    expect(await screen.findByText('Se ha pausado la tarea "Revisar VPN". Se ha iniciado la tarea "No funciona la impresora".')).toBeInTheDocument();
    expect(await within(card).findByRole('button', { name: 'Pausar el trabajo en No funciona la impresora' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.find((call) => call.key === 'PUT /api/task/11/timeWorking2')?.body).toEqual({ tzOffset: new Date().getTimezoneOffset() });
    const timer = within(card).getByRole('timer');
    const shown = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(shown), { timeout: 2500 });
  });

  it('keeps the time a paused clock reached until the board reloads with the closed period', async () => {
    await logInAs(ANA);
    const startedAt = new Date(Date.now() - 60_000).toISOString();
    let clocks: unknown[] = [{ ...printer, '@type': 'Task', running: true, history: [{ id: 1, user: '/api/users/7', startedAt, endedAt: null }] }];
    let reload: ((reply: FakeReply) => void) | null = null;
    let loads = 0;
    fakeApi({
      ...boardRoutes(
        () => [printer],
        () => clocks,
      ),
      [BOARD_TASKS]: () => {
        loads += 1;
        return loads === 1 ? ok({ 'hydra:member': [printer] }) : new Promise<FakeReply>((resolve) => (reload = resolve));
      },
      'PUT /api/task/11/timeWorking2': () => {
        clocks = [];
        return ok({ entity: { '@id': '/api/tasks/11', '@type': 'Task', id: 11, name: printer.name, team: '/api/teams/3', timeWorking: 3785, running: false }, info: [], day_time: 0, week_time: 0 });
      },
    });
    renderAt('/board/3');
    const card = await screen.findByRole('article', { name: 'No funciona la impresora' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Pausar el trabajo en No funciona la impresora' }));
    expect(await within(card).findByRole('button', { name: 'Empezar a trabajar en No funciona la impresora' })).toBeInTheDocument();
    await waitFor(() => expect(reload).not.toBeNull());
    // Without the held time, the card would fall back to the board's 1 h 2 min.
    expect(within(card).getByRole('timer')).toHaveTextContent('1 h 3 min');
    act(() => reload?.(ok({ 'hydra:member': [{ ...printer, timeWorking: 3785 }] })));
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'No funciona la impresora' })).getByRole('timer')).toHaveTextContent('1 h 3 min'));
  });

  it('keeps the screen usable while a large board loads, then shows the server’s reason when it may not be seen', async () => {
    await logInAs(ANA);
    let refuse: (reply: FakeReply) => void = () => {};
    fakeApi({ ...boardRoutes(() => []), [BOARD_TASKS]: () => new Promise<FakeReply>((resolve) => (refuse = resolve)) });
    renderAt('/board/3');
    expect(await screen.findByRole('heading', { name: 'Tablero de Soporte' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando tareas...');
    expect(screen.getByRole('searchbox', { name: 'Buscar tareas' })).toBeEnabled();
    refuse({ status: 403, data: { error: 'No tiene acceso al tablero de este equipo.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se han podido cargar las tareas del equipo: No tiene acceso al tablero de este equipo.');
  });

  it('shows others’ changes: reloads when the live feed speaks of this team’s tasks, and only then', async () => {
    await logInAs(ANA);
    const feed = installFakeLiveFeed();
    let tasks = [printer];
    const api = fakeApi(boardRoutes(() => tasks));
    renderAt('/board/3');
    await screen.findByRole('article', { name: 'No funciona la impresora' });
    const loads = () => api.calls.filter((call) => call.key === BOARD_TASKS).length;
    await feed.send({ '@id': '/api/tasks/40', '@type': 'Task', team: '/api/teams/4' });
    await feed.send({ '@id': '/api/task_messages/5', '@type': 'TaskMessage', task: '/api/tasks/40' });
    expect(loads()).toBe(1);
    tasks = [{ ...printer, timeWorking: 7200 }];
    await feed.send({ '@id': '/api/work_time_histories/9', '@type': 'WorkTimeHistory', task: '/api/tasks/11' });
    expect(await screen.findByText('2 h 0 min')).toBeInTheDocument();
    tasks = [...tasks, monitor];
    await feed.send({ '@id': '/api/tasks/12', '@type': 'Task', team: '/api/teams/3' });
    expect(await screen.findByRole('article', { name: 'Monitor sin señal' })).toBeInTheDocument();
    expect(loads()).toBe(3);
    feed.restore();
  });

  it('keeps the board when one task is not there, says so and offers no retry', async () => {
    await logInAs(ANA);
    fakeApi({ ...boardRoutes(() => [printer]), 'GET /api/singleTask/12': () => ({ status: 404, data: { error: 'No encontrado' } }) });
    renderAt('/board/3/slidepanel/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta tarea no existe o no tiene acceso a ella.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'No funciona la impresora' })).toBeInTheDocument();
  });

  it('says a board that is not there does not exist, leads home and offers no retry', async () => {
    await logInAs(ANA);
    fakeApi({ ...boardRoutes(() => []), 'GET /api/teams/99': () => ({ status: 404, data: { error: 'No encontrado' } }), [BOARD_TASKS.replace('team=3', 'team=99')]: () => ok({ 'hydra:member': [] }) });
    renderAt('/board/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('Este tablero no existe o no tiene acceso a él.');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No encontrado/)).not.toBeInTheDocument();
  });
});
