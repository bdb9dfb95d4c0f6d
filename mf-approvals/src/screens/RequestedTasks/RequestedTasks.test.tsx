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
const HEADING = 'Tareas pendientes de autorizar';

let api: FakeApi;
beforeEach(() => logInAs(MANAGER));

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('RequestedTasks (/pendientes)', () => {
  it('lists the requests oldest first with number, team, requester by name, date, message and attachment, and filters by team', async () => {
    api = fakeApi({
      [PENDING]: () =>
        collection([
          requestedTask(3, { team: '/api/teams/2', name: 'Router caído' }),
          requestedTask(2, {
            name: 'Impresora sin tóner',
            requesterName: 'Ana García Pérez',
            requestMessage: 'La de la planta 2',
            files: [{ '@id': '/api/media_objects/5', id: 5, name: 'foto.jpg' }] as Task['files'],
          }),
        ]),
      [TEAMS]: teams,
    });
    const router = renderAt('/pendientes');
    expect(await screen.findByRole('heading', { level: 1, name: HEADING })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Impresora sin tóner' });
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['decision-2', 'decision-3']);
    const printer = cardOf('Impresora sin tóner');
    expect(within(printer).getByText('nº 2')).toBeInTheDocument();
    expect(within(printer).getByText('Soporte')).toBeInTheDocument();
    expect(within(printer).getByText('Ana García Pérez')).toBeInTheDocument();
    expect(within(printer).getByText('(ana.garcia@empresa.es)')).toBeInTheDocument();
    expect(within(printer).getByText('La de la planta 2')).toBeInTheDocument();
    expect(within(printer).getByRole('link', { name: 'foto.jpg' })).toBeInTheDocument();
    // Only the teams with requests are offered.
    const filter = screen.getByRole('combobox', { name: 'Equipo' });
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['Todos los equipos', 'Soporte', 'Redes']);

    await userEvent.selectOptions(filter, 'Redes');
    expect(router.state.location.search).toBe('?equipo=2');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Impresora sin tóner' })).not.toBeInTheDocument());
    expect(cardOf('Router caído')).toBeInTheDocument();
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
    await userEvent.click(within(await screen.findByRole('article', { name: 'Solicitud 2' })).getByRole('button', { name: 'Autorizar' }));
    expect(await screen.findByText('Ok!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Solicitud 2' })).not.toBeInTheDocument());
    expect(cardOf('Solicitud 3')).toBeInTheDocument();
  });

  it('rejects with the reason typed once the rejection is asked for', async () => {
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
    const card = await screen.findByRole('article', { name: 'Solicitud 4' });
    await userEvent.click(within(card).getByRole('button', { name: 'Rechazar' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Motivo de rechazo' }), 'Ya está resuelto');
    await userEvent.click(within(card).getByRole('button', { name: 'Rechazar' }));
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
    expect(await screen.findByRole('button', { name: 'Autorizar seleccionadas' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Solicitud 2' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Solicitud 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Autorizar seleccionadas (2)' }));
    expect(await screen.findByText('La tarea no está pendiente de autorización')).toBeInTheDocument();
    expect(screen.getByText('Ok!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Solicitud 3' })).not.toBeInTheDocument());
    expect(cardOf('Solicitud 4')).toBeInTheDocument();
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
    const card = await screen.findByRole('article', { name: 'Solicitud 6' });
    expect(router.state.location.search).toBe('?rechazadas=1');
    expect(screen.getByRole('link', { name: 'Rechazadas' })).toHaveAttribute('aria-current', 'page');
    expect(within(card).getByRole('button', { name: 'Autorizar' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
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
  expect(await screen.findByRole('article', { name: 'Solicitud 2' })).toBeInTheDocument();
  pending = [requestedTask(2), requestedTask(5)];
  await feed.send(requestedTask(5));
  expect(await screen.findByRole('article', { name: 'Solicitud 5' })).toBeInTheDocument();
  expect(api.calls.filter((call) => call.key === PENDING)).toHaveLength(2);
  feed.restore();
});
