import type { CalendarAssignment } from '@portal/shared-api';
import { type FakeApi, installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection, fakeApi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, MANAGER, renderAt } from '../../testing/fixtures';

function holiday(id: number, overrides: Partial<CalendarAssignment> = {}): CalendarAssignment {
  return {
    '@id': `/api/calendar_assignments/${id}`,
    id,
    type: 1,
    start: '2026-12-01T00:00:00+01:00',
    end: '2026-12-05T23:59:59+01:00',
    startDay: '2026-12-01',
    endDay: '2026-12-05',
    managed: false,
    authorized: false,
    rejectReason: null,
    rejectReasonRequired: false,
    user: { '@id': '/api/users/7', id: 7, name: 'Ana García', email: 'ana.garcia@empresa.es', image: null, deleted: false },
    ...overrides,
  } as CalendarAssignment;
}

const PENDING = 'GET /api/calendar_assignments?type=1&managed=false&decidable=true';

let api: FakeApi;
beforeEach(() => logInAs(MANAGER));

const renderScreen = () => renderAt('/calendario/autorizar');

describe('PendingHolidayRequests', () => {
  it('says so when nothing is pending', async () => {
    api = fakeApi({ [PENDING]: () => collection([]) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Vacaciones pendientes' })).toBeInTheDocument();
    expect(screen.getByText('No hay ningún elemento pendiente')).toBeInTheDocument();
  });

  it('shows each request with its own number, the requester’s full name, type, dates, days, balance, who else is away and the note', async () => {
    api = fakeApi({
      [PENDING]: () =>
        collection([
          holiday(4),
          holiday(3, {
            user: { ...holiday(3).user, name: 'Luis Martín Gómez', email: 'luis.martin@empresa.es' },
            workingDays: 5,
            balanceAfter: 12,
            othersOff: ['Pablo Hernández Soto', 'Laura Díaz Serrano'],
            note: 'Viaje familiar',
          } as Partial<CalendarAssignment>),
        ]),
    });
    renderScreen();
    const first = await screen.findByRole('article', { name: 'Solicitud nº 3' });
    expect(within(first).getByText('VACACIONES')).toBeInTheDocument();
    expect(within(first).getByText('Luis Martín Gómez')).toBeInTheDocument();
    expect(within(first).getByText('LM')).toBeInTheDocument();
    expect(within(first).getByText('(luis.martin@empresa.es)')).toBeInTheDocument();
    expect(within(first).getByText('01-12-2026')).toBeInTheDocument();
    expect(within(first).getByText('05-12-2026')).toBeInTheDocument();
    expect(within(first).getByText('5 días')).toBeInTheDocument();
    expect(within(first).getByText('12 días')).toBeInTheDocument();
    expect(within(first).getByText('Pablo Hernández Soto, Laura Díaz Serrano')).toBeInTheDocument();
    expect(within(first).getByText('Viaje familiar')).toBeInTheDocument();
    // The reason opens on a rejection only.
    expect(within(first).queryByRole('textbox', { name: 'Motivo de rechazo' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Solicitud nº 4' })).queryByText('Nota del solicitante')).not.toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby'))).toEqual(['decision-3', 'decision-4']);
  });

  it('accepts several selected at once; one refused keeps its card and its reason while the others leave', async () => {
    let pending = [holiday(3), holiday(4), holiday(5)];
    api = fakeApi({
      [PENDING]: () => collection(pending),
      'PUT /api/calendar_assignments/3': () => {
        pending = pending.filter((request) => request.id !== 3);
        return { status: 200, data: { ...holiday(3), managed: true, authorized: true } };
      },
      'PUT /api/calendar_assignments/4': () => ({ status: 422, data: { error: 'No tiene días suficientes' } }),
      'PUT /api/calendar_assignments/5': () => {
        pending = pending.filter((request) => request.id !== 5);
        return { status: 200, data: { ...holiday(5), managed: true, authorized: true } };
      },
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Seleccionar todas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar seleccionadas (3)' }));
    expect(await screen.findByText('2 solicitudes aceptadas')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    const refused = screen.getByRole('article', { name: 'Solicitud nº 4' });
    expect(within(refused).getByRole('alert')).toHaveTextContent('No tiene días suficientes');
    expect(api.calls.filter((call) => call.key.startsWith('PUT')).map((call) => call.key)).toEqual([
      'PUT /api/calendar_assignments/3',
      'PUT /api/calendar_assignments/4',
      'PUT /api/calendar_assignments/5',
    ]);
  });

  it('accepts a request, says Ok! and reloads the list', async () => {
    let pending = [holiday(3)];
    api = fakeApi({
      [PENDING]: () => collection(pending),
      'PUT /api/calendar_assignments/3': () => {
        pending = [];
        return { status: 200, data: { ...holiday(3), managed: true, authorized: true } };
      },
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Ok!')).toBeInTheDocument();
    expect(await screen.findByText('No hay ningún elemento pendiente')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ key: 'PUT /api/calendar_assignments/3', body: { authorized: true, managed: true } });
  });

  it('rejects with the typed reason', async () => {
    let pending = [holiday(3)];
    api = fakeApi({
      [PENDING]: () => collection(pending),
      'PUT /api/calendar_assignments/3': () => {
        pending = [];
        return { status: 200, data: { ...holiday(3), managed: true } };
      },
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Motivo de rechazo' }), 'Cierre trimestral');
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Ok!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({
      key: 'PUT /api/calendar_assignments/3',
      body: { authorized: false, managed: true, rejectReason: 'Cierre trimestral' },
    });
  });

  it('does not send a rejection without a reason when the department requires one', async () => {
    api = fakeApi({ [PENDING]: () => collection([holiday(3, { rejectReasonRequired: true })]) });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const reason = screen.getByRole('textbox', { name: 'Motivo de rechazo' });
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Debe indicar el motivo del rechazo');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
    await userEvent.type(reason, 'x');
    expect(screen.queryByText('Debe indicar el motivo del rechazo')).not.toBeInTheDocument();
  });

  it('shows the server’s reason as an error, not a success, and keeps the typed reason', async () => {
    api = fakeApi({
      [PENDING]: () => collection([holiday(3)]),
      'PUT /api/calendar_assignments/3': () => ({ status: 422, data: { error: 'Debe indicar el motivo del rechazo' } }),
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Motivo de rechazo' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    // In a toast and on the card.
    expect(await screen.findAllByText('Debe indicar el motivo del rechazo')).toHaveLength(2);
    expect(screen.queryByText('Ok!')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Solicitud nº 3' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Motivo de rechazo' })).toHaveValue('   ');
  });

  it('shows a load failure inside the screen and retries', async () => {
    let fail = true;
    api = fakeApi({ [PENDING]: () => (fail ? { status: 500, data: { error: 'Error interno' } } : collection([])) });
    renderScreen();
    expect(await screen.findByText(/No se han podido cargar las solicitudes: Error interno/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText('No hay ningún elemento pendiente')).toBeInTheDocument());
  });

  it("does not offer a manager their own request, which someone else decides", async () => {
    const own = holiday(5, { user: { ...holiday(5).user, '@id': '/api/users/2', id: 2, name: 'Marta Ruiz' } });
    api = fakeApi({ [PENDING]: () => collection([own, holiday(3)]) });
    renderScreen();
    expect(await screen.findByRole('article', { name: 'Solicitud nº 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

it('drops a request another manager decided as soon as the live feed says so, without a reload of the page', async () => {
  const feed = installFakeLiveFeed();
  let pending = [holiday(3), holiday(4)];
  api = fakeApi({ [PENDING]: () => collection(pending) });
  renderScreen();
  expect(await screen.findByRole('article', { name: 'Solicitud nº 3' })).toBeInTheDocument();

  pending = [holiday(4)];
  await feed.send({ '@id': '/api/calendar_assignments/3', '@type': 'CalendarAssignment', id: 3, managed: true });

  await waitFor(() => expect(screen.queryByRole('article', { name: 'Solicitud nº 3' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Solicitud nº 4' })).toBeInTheDocument();
  expect(api.calls.filter((call) => call.key === PENDING)).toHaveLength(2);
  feed.restore();
});
