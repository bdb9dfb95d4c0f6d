import { fakeApi, ok } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANA_SUMMARY, boardRoutes, task } from '../../testing/board-fixtures';
import { ANA, logInAs, renderAt } from '../../testing/fixtures';

const message = (id: number, text: string, user: string, createdAt: string) => ({
  '@id': `/api/task_messages/${id}`,
  id,
  task: '/api/tasks/11',
  message: text,
  user,
  deleted: false,
  createdAt,
  files: [],
});

const detailed = (messages: unknown[]) =>
  task(11, 'No funciona la impresora', '2026-11-21T10:00:00+01:00', {
    users: [ANA_SUMMARY],
    messages: messages as never,
    files: [{ '@id': '/api/media_objects/90', id: 90, name: 'informe.pdf', deleted: false }],
    subtasks: [{ '@id': '/api/subtasks/80', id: 80, task: '/api/tasks/11', name: 'Cambiar tóner', deleted: false, users: ['/api/users/8'], messages: [], timeWorking: 60 }],
    history: [{ '@id': '/api/work_time_histories/5', id: 5, user: '/api/users/7', task: '/api/tasks/11', startedAt: '2026-11-21T11:00:00+01:00', endedAt: '2026-11-21T11:30:00+01:00' }],
  });

const thread = [message(4, 'La de la planta 2', '/api/users/8', '2026-11-21T10:05:00+01:00'), message(6, 'Voy para allá', '/api/users/7', '2026-11-21T10:10:00+01:00')];

beforeEach(() => logInAs(ANA));

describe('TaskSlidePanel', () => {
  it('shows the task over the board, one part at a time: details, subtasks, the thread with the newest at the bottom, files and time', async () => {
    fakeApi({ ...boardRoutes(() => [detailed([])]), 'GET /api/singleTask/11': () => ok(detailed(thread)) });
    renderAt('/board/3/slidepanel/11');
    const panel = await screen.findByRole('dialog', { name: 'No funciona la impresora' });
    expect(panel).toHaveAttribute('aria-modal', 'true');
    expect(within(panel).getByRole('heading', { name: 'No funciona la impresora' })).toHaveFocus();
    // The board stays beneath, whole.
    expect(await screen.findByRole('region', { name: 'Solicitadas' })).toBeInTheDocument();
    const tabs = within(panel).getByRole('tablist', { name: 'Partes de la tarea' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Detalles', 'Subtareas (1)', 'Mensajes (2)', 'Archivos (1)', 'Tiempo']);
    expect(within(tabs).getByRole('tab', { name: 'Detalles' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getAllByRole('tabpanel')).toHaveLength(1);

    expect(within(panel).getByText('Solicitada')).toBeInTheDocument();
    expect(within(panel).getByText('ana.garcia@empresa.es')).toBeInTheDocument();
    expect(within(panel).getByText('Sin fecha límite')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Quitar a Ana García' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('combobox', { name: /^Etiqueta de/ })).toHaveLength(5);

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Subtareas (1)' }));
    const subtask = within(panel).getByRole('listitem', { name: 'Cambiar tóner' });
    expect(within(subtask).getByText('Luis Martín')).toBeInTheDocument();
    expect(within(subtask).getByRole('button', { name: 'Quitar a Luis Martín de Cambiar tóner' })).toBeInTheDocument();
    // A subtask offers its people behind a small button, not a select of its own.
    expect(within(subtask).queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(within(subtask).getByRole('button', { name: 'Asignar Cambiar tóner a' }));
    const choice = within(subtask).getByRole('combobox', { name: 'Asignar Cambiar tóner a' });
    expect(choice).toHaveFocus();
    expect(choice).toHaveTextContent('Ana García');
    expect(within(subtask).getByRole('button', { name: 'Empezar a trabajar en Cambiar tóner' })).toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Mensajes (2)' }));
    const messages = within(panel).getAllByRole('listitem').filter((item) => item.classList.contains('task-message'));
    expect(messages.map((item) => within(item).getByRole('paragraph').textContent)).toEqual(['La de la planta 2', 'Voy para allá']);
    expect(within(messages[0] as HTMLElement).getByText('Luis Martín')).toBeInTheDocument();
    expect(within(messages[0] as HTMLElement).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Archivos (1)' }));
    expect(within(panel).getByRole('link', { name: 'informe.pdf' })).toHaveAttribute('href', '/api/files/90');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Tiempo' }));
    const history = within(panel).getByRole('table', { name: 'Historial de tiempo' });
    expect(within(history).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Ana García',
      '21-11-2026 11:00',
      '21-11-2026 11:30',
      '30 min',
      'Eliminar',
    ]);
  });

  it('moves between the parts with the arrow keys and keeps what is being written in one while another is open', async () => {
    fakeApi({ ...boardRoutes(() => [detailed([])]), 'GET /api/singleTask/11': () => ok(detailed(thread)) });
    renderAt('/board/3/slidepanel/11');
    const panel = await screen.findByRole('dialog', { name: 'No funciona la impresora' });
    const details = within(panel).getByRole('tab', { name: 'Detalles' });
    details.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(panel).getByRole('tab', { name: 'Subtareas (1)' })).toHaveFocus();
    expect(within(panel).getByRole('tab', { name: 'Subtareas (1)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(panel).getByRole('tab', { name: 'Tiempo' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{ArrowRight}');
    const messages = within(panel).getByRole('tab', { name: 'Mensajes (2)' });
    expect(messages).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByRole('tabpanel', { name: 'Mensajes (2)' })).toContainElement(within(panel).getByRole('textbox', { name: 'Escribe un mensaje' }));

    await userEvent.type(within(panel).getByRole('textbox', { name: 'Escribe un mensaje' }), 'A medias');
    await userEvent.click(within(panel).getByRole('tab', { name: 'Archivos (1)' }));
    await userEvent.click(messages);
    expect(within(panel).getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveValue('A medias');
  });

  it('writes a message with a file, then shows it; deletes the user’s own message', async () => {
    let messages = thread;
    const api = fakeApi({
      ...boardRoutes(() => [detailed([])]),
      'GET /api/singleTask/11': () => ok(detailed(messages)),
      'POST /api/task_messages': () => {
        messages = [...messages, message(9, 'Adjunto foto', '/api/users/7', '2026-11-21T12:00:00+01:00')];
        return { status: 201, data: messages[messages.length - 1] };
      },
      'POST /api/media_objects': () => ({ status: 201, data: { '@id': '/api/media_objects/91', id: 91, name: 'foto.png', deleted: false } }),
      'PATCH /api/task_messages/6': () => {
        messages = messages.filter((item) => item.id !== 6);
        return ok({ ...thread[1], deleted: true });
      },
    });
    renderAt('/board/3/slidepanel/11');
    const panel = await screen.findByRole('dialog', { name: 'No funciona la impresora' });
    await userEvent.click(within(panel).getByRole('tab', { name: 'Mensajes (2)' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Escribe un mensaje' }), 'Adjunto foto');
    await userEvent.upload(within(panel).getByLabelText('Adjuntar archivo (opcional)'), new File(['png'], 'foto.png', { type: 'image/png' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Enviar' }));

    expect(await within(panel).findByText('Adjunto foto')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/task_messages')?.body).toEqual({ task: '/api/tasks/11', message: 'Adjunto foto' });
    const upload = api.calls.find((call) => call.key === 'POST /api/media_objects')?.body as FormData;
    expect([upload.get('entity'), upload.get('entity_id'), (upload.get('file') as File).name]).toEqual(['TaskMessage', '9', 'foto.png']);
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Escribe un mensaje' })).toHaveValue(''));

    const own = within(panel).getByText('Voy para allá').closest('li') as HTMLElement;
    await userEvent.click(within(own).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(within(panel).queryByText('Voy para allá')).not.toBeInTheDocument());
    expect(api.calls.find((call) => call.key === 'PATCH /api/task_messages/6')?.body).toEqual({ deleted: true });
  });

  it('opens a subtask’s messages, retries a failed read, and writes on the subtask', async () => {
    const SUBTASK_MESSAGES = 'GET /api/subtask_messages?deleted=false&subtask=80';
    const subtaskMessage = (id: number, text: string) => ({
      '@id': `/api/subtask_messages/${id}`,
      id,
      subtask: '/api/subtasks/80',
      message: text,
      user: '/api/users/8',
      deleted: false,
      createdAt: '2026-11-21T10:20:00+01:00',
      files: [],
    });
    let written = [subtaskMessage(30, 'Queda poco tóner')];
    let failing = true;
    const withSubtaskMessages = () => {
      const base = detailed([]);
      return { ...base, subtasks: (base.subtasks ?? []).map((item) => (typeof item === 'object' ? { ...item, messages: written.map((one) => one['@id']) } : item)) };
    };
    const api = fakeApi({
      ...boardRoutes(() => [detailed([])]),
      'GET /api/singleTask/11': () => ok(withSubtaskMessages()),
      [SUBTASK_MESSAGES]: () => (failing ? { status: 500, data: { 'hydra:description': 'Base de datos no disponible' } } : ok({ 'hydra:member': written })),
      'POST /api/subtask_messages': () => {
        written = [...written, subtaskMessage(31, 'Pedido hecho')];
        return { status: 201, data: written[1] };
      },
    });
    renderAt('/board/3/slidepanel/11');
    const panel = await screen.findByRole('dialog', { name: 'No funciona la impresora' });
    await userEvent.click(within(panel).getByRole('tab', { name: 'Subtareas (1)' }));
    const subtask = within(panel).getByRole('listitem', { name: 'Cambiar tóner' });
    await userEvent.click(within(subtask).getByRole('button', { name: 'Mensajes (1)' }));
    expect(await within(subtask).findByText(/No se han podido cargar los mensajes: Base de datos no disponible/)).toBeInTheDocument();

    failing = false;
    await userEvent.click(within(subtask).getByRole('button', { name: 'Reintentar' }));
    const thread = await within(subtask).findByRole('region', { name: 'Mensajes de Cambiar tóner' });
    expect(within(thread).getByText('Queda poco tóner')).toBeInTheDocument();
    expect(within(thread).getByText('Luis Martín')).toBeInTheDocument();

    await userEvent.type(within(thread).getByRole('textbox', { name: 'Escribe un mensaje' }), 'Pedido hecho');
    await userEvent.click(within(thread).getByRole('button', { name: 'Enviar' }));
    expect(await within(thread).findByText('Pedido hecho')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/subtask_messages')?.body).toEqual({ subtask: '/api/subtasks/80', message: 'Pedido hecho' });
    expect(await within(panel).findByRole('button', { name: 'Mensajes (2)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the focus inside, over the part shown; closes with Escape back on the card, and its URL opens it again', async () => {
    fakeApi({ ...boardRoutes(() => [detailed([])]), 'GET /api/singleTask/11': () => ok(detailed([])) });
    const router = renderAt('/board/3/slidepanel/11');
    const panel = await screen.findByRole('dialog', { name: 'No funciona la impresora' });
    const close = within(panel).getByRole('link', { name: 'Cerrar' });
    const first = within(panel).getByRole('link', { name: 'Abrir en página' });
    // On the details, the last place Tab reaches is the last tag; the other parts' controls are hidden.
    const lastTag = within(panel).getByRole('combobox', { name: 'Etiqueta de Revisado' });
    lastTag.focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(first);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(lastTag);

    await userEvent.click(within(panel).getByRole('tab', { name: 'Tiempo' }));
    const last = within(panel).getByRole('button', { name: 'Añadir tiempo' });
    last.focus();
    await userEvent.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(first);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    expect(close).toHaveAttribute('href', '/board/3');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/board/3');
    expect(screen.getByRole('link', { name: 'No funciona la impresora' })).toHaveFocus();
    await act(() => router.navigate('/board/3/slidepanel/11'));
    expect(await screen.findByRole('dialog', { name: 'No funciona la impresora' })).toBeInTheDocument();
  });

  it('closes a subtask’s choice of person with Escape, leaving the panel open', async () => {
    fakeApi({ ...boardRoutes(() => [detailed([])]), 'GET /api/singleTask/11': () => ok(detailed([])) });
    renderAt('/board/3/slidepanel/11');
    const panel = await screen.findByRole('dialog', { name: 'No funciona la impresora' });
    await userEvent.click(within(panel).getByRole('tab', { name: 'Subtareas (1)' }));
    const opener = within(panel).getByRole('button', { name: 'Asignar Cambiar tóner a' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(within(panel).queryByRole('combobox', { name: 'Asignar Cambiar tóner a' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Asignar Cambiar tóner a' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'No funciona la impresora' })).toBeInTheDocument();
  });

  it('takes a person off a subtask and starts the subtask’s own clock', async () => {
    let clocks: unknown[] = [];
    const api = fakeApi({
      ...boardRoutes(
        () => [detailed([])],
        () => clocks,
      ),
      'GET /api/singleTask/11': () => ok(detailed([])),
      'PUT /api/subtasks/80/user/8/remove': () => ok({ '@id': '/api/subtasks/80', id: 80, users: [] }),
      'PUT /api/subtask/80/timeWorking': () => {
        const running = { '@id': '/api/subtasks/80', '@type': 'Subtask', id: 80, name: 'Cambiar tóner', task: '/api/tasks/11', team: '/api/teams/3', timeWorking: 60, running: true };
        clocks = [{ ...running, history: [{ id: 3, user: '/api/users/7', startedAt: new Date().toISOString(), endedAt: null }] }];
        return ok({ entity: { '@id': '/api/subtasks/80', '@type': 'Subtask', id: 80, name: 'Cambiar tóner', timeWorking: 60, running: true }, info: [], day_time: 0, week_time: 0 });
      },
    });
    renderAt('/board/3/slidepanel/11');
    await userEvent.click(await screen.findByRole('tab', { name: 'Subtareas (1)' }));
    const subtask = screen.getByRole('listitem', { name: 'Cambiar tóner' });
    await userEvent.click(within(subtask).getByRole('button', { name: 'Quitar a Luis Martín de Cambiar tóner' }));
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain('PUT /api/subtasks/80/user/8/remove'));
    await userEvent.click(within(subtask).getByRole('button', { name: 'Empezar a trabajar en Cambiar tóner' }));
    expect(await within(subtask).findByRole('button', { name: 'Pausar el trabajo en Cambiar tóner' })).toBeInTheDocument();
  });

  it('changes a tag at once and puts it back with the server’s reason when refused', async () => {
    const api = fakeApi({
      ...boardRoutes(() => [detailed([])]),
      'GET /api/singleTask/11': () => ok(detailed([])),
      'PUT /api/set_tag_task/11/tag/16': () => ({ status: 403, data: { error: 'No puede modificar esta tarea.' } }),
    });
    renderAt('/board/3/slidepanel/11');
    const panel = await screen.findByRole('dialog', { name: 'No funciona la impresora' });
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Etiqueta de Prioridad' }), 'Alta');
    expect(await screen.findByText('No puede modificar esta tarea.')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toContain('PUT /api/set_tag_task/11/tag/16');
    expect(within(panel).getByRole('combobox', { name: 'Etiqueta de Prioridad' })).toHaveValue('');
    expect(within(panel).getByTitle('Prioridad: Paso')).toBeInTheDocument();
  });
});
