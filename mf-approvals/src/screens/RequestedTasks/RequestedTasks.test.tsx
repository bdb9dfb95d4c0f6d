import type { Task } from '@portal/shared-api';
import { type FakeApi, installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection, fakeApi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { task } from '../../testing/board-fixtures';
import { logInAs, MANAGER, renderAt } from '../../testing/fixtures';

/** A requested task of team 1, dated by its id (a lower id is older). */
const requestedTask = (id: number, overrides: Partial<Task> & { statusId?: number } = {}): Task =>
  task(id, `Solicitud ${id}`, `2026-11-0${id}T09:00:00+01:00`, { team: '/api/teams/1', ...overrides });

const PENDING = 'GET /api/getAdminTasks';
const REJECTED = 'GET /api/getAdminTasks?status=3';
const TEAMS = 'GET /api/teams';
const teams = () =>
  collection([
    { '@id': '/api/teams/1', id: 1, name: 'Soporte' },
    { '@id': '/api/teams/2', id: 2, name: 'Redes' },
    { '@id': '/api/teams/3', id: 3, name: 'Sin solicitudes' },
  ]);
const REQUEST_TABLE = 'Tareas pendientes de autorizar';

let api: FakeApi;
beforeEach(() => logInAs(MANAGER));

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('RequestedTasks (/pendientes)', () => {
  it('lists the requests oldest first with team, requester, date, message and attachment, and filters by team', async () => {
    api = fakeApi({
      [PENDING]: () =>
        collection([
          requestedTask(3, { team: '/api/teams/2', name: 'Router caído' }),
          requestedTask(2, {
            name: 'Impresora sin tóner',
            messages: ['/api/task_messages/41'],
            files: [{ '@id': '/api/media_objects/5', id: 5, name: 'foto.jpg' }] as Task['files'],
          }),
        ]),
      [TEAMS]: teams,
      'GET /api/task_messages/41': () => ({ status: 200, data: { '@id': '/api/task_messages/41', id: 41, message: 'La de la planta 2' } }),
    });
    const router = renderAt('/pendientes');
    expect(await screen.findByRole('heading', { level: 1, name: REQUEST_TABLE })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: REQUEST_TABLE });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['Impresora sin tóner', 'Router caído']);
    const printer = rowOf('Impresora sin tóner');
    expect(within(printer).getByText('Soporte')).toBeInTheDocument();
    expect(within(printer).getByText('ana.garcia@empresa.es')).toBeInTheDocument();
    expect(within(printer).getByText('La de la planta 2')).toBeInTheDocument();
    expect(within(printer).getByRole('link', { name: 'foto.jpg' })).toBeInTheDocument();
    // Only the teams with requests are offered.
    const filter = screen.getByRole('combobox', { name: 'Equipo' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todos los equipos', 'Soporte', 'Redes']);

    await userEvent.selectOptions(filter, 'Redes');
    expect(router.state.location.search).toBe('?equipo=2');
    // The filter is a navigation: the list follows once it has settled.
    await waitFor(() => expect(screen.queryByRole('row', { name: /Impresora sin tóner/ })).not.toBeInTheDocument());
    expect(rowOf('Router caído')).toBeInTheDocument();
  });

  it('authorises one, says Ok! and reloads the list, from which the task leaves', async () => {
    let pending = [requestedTask(2), requestedTask(3)];
    api = fakeApi({
      [PENDING]: () => collection(pending),
      [TEAMS]: teams,
      'POST /api/admin/authorize/2': () => {
        pending = [requestedTask(3)];
        return { status: 200, data: requestedTask(2, { statusId: 1 }) };
      },
    });
    renderAt('/pendientes');
    await userEvent.click(await screen.findByRole('button', { name: 'Autorizar Solicitud 2' }));
    expect(await screen.findByText('Ok!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Solicitud 2/ })).not.toBeInTheDocument());
    expect(rowOf('Solicitud 3')).toBeInTheDocument();
  });

  it('rejects with the reason typed in the dialog', async () => {
    let pending = [requestedTask(4)];
    api = fakeApi({
      [PENDING]: () => collection(pending),
      [TEAMS]: teams,
      'POST /api/admin/reject/4': () => {
        pending = [];
        return { status: 200, data: requestedTask(4) };
      },
    });
    renderAt('/pendientes');
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar Solicitud 4' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar «Solicitud 4»' });
    await userEvent.type(within(dialog).getByLabelText('Motivo de rechazo'), 'Ya está resuelto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('No hay tareas pendientes de autorizar')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/admin/reject/4')?.body).toEqual({ reason: 'Ya está resuelto' });
  });

  it('authorises a selection; a task decided elsewhere meanwhile gets the API’s 409 message and leaves the list', async () => {
    let pending = [requestedTask(2), requestedTask(3), requestedTask(4)];
    api = fakeApi({
      [PENDING]: () => collection(pending),
      [TEAMS]: teams,
      'POST /api/admin/authorize/2': () => ({ status: 200, data: requestedTask(2) }),
      'POST /api/admin/authorize/3': () => {
        pending = [requestedTask(4)];
        return { status: 409, data: { error: 'La tarea no está pendiente de autorización' } };
      },
    });
    renderAt('/pendientes');
    const selectAll = await screen.findByRole('button', { name: 'Autorizar seleccionadas' });
    expect(selectAll).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Solicitud 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Solicitud 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Autorizar seleccionadas (2)' }));
    expect(await screen.findByText('La tarea no está pendiente de autorización')).toBeInTheDocument();
    expect(screen.getByText('Ok!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Solicitud 3/ })).not.toBeInTheDocument());
    expect(rowOf('Solicitud 4')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key).filter((key) => key.startsWith('POST'))).toEqual(['POST /api/admin/authorize/2', 'POST /api/admin/authorize/3']);
  });

  it('shows the rejected ones in their tab, where they can only be authorised', async () => {
    api = fakeApi({
      [PENDING]: () => collection([]),
      [REJECTED]: () => collection([requestedTask(6, { statusId: 3 })]),
      [TEAMS]: teams,
    });
    const router = renderAt('/pendientes');
    expect(await screen.findByText('No hay tareas pendientes de autorizar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Rechazadas' }));
    expect(await screen.findByRole('row', { name: /Solicitud 6/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?rechazadas=1');
    expect(screen.getByRole('link', { name: 'Rechazadas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Autorizar Solicitud 6' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar Solicitud 6' })).not.toBeInTheDocument();
  });

  it('shows a load failure inside the screen and retries', async () => {
    let fail = true;
    api = fakeApi({ [PENDING]: () => (fail ? { status: 500, data: { error: 'Error interno' } } : collection([])), [TEAMS]: teams });
    renderAt('/pendientes');
    expect(await screen.findByText(/No se han podido cargar las tareas pendientes: Error interno/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('No hay tareas pendientes de autorizar')).toBeInTheDocument();
  });
});

it('shows a new request as soon as the live feed announces it, without a reload of the page', async () => {
  const feed = installFakeLiveFeed();
  let pending = [requestedTask(2)];
  api = fakeApi({ [PENDING]: () => collection(pending), [TEAMS]: teams });
  renderAt('/pendientes');
  expect(await screen.findByRole('row', { name: /Solicitud 2/ })).toBeInTheDocument();
  pending = [requestedTask(2), requestedTask(5)];
  await feed.send(requestedTask(5));
  expect(await screen.findByRole('row', { name: /Solicitud 5/ })).toBeInTheDocument();
  expect(api.calls.filter((call) => call.key === PENDING)).toHaveLength(2);
  feed.restore();
});
