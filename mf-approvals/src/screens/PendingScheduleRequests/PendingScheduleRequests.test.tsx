import type { UserSchedule, WorkSchedule } from '@portal/shared-api';
import { type FakeApi, installFakeLiveFeed } from '@portal/shared-api/testing';
import { notify } from '@portal/shared-ui';
import { collection, fakeApi } from '@portal/shared-ui/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, MANAGER, renderAt } from '../../testing/fixtures';

const mornings: WorkSchedule = {
  '@id': '/api/work_schedules/1',
  id: 1,
  name: 'Mañanas',
  deleted: false,
  units: [1, 2, 3, 4, 5].map((day) => ({
    '@id': `/api/work_schedule_units/${day}`,
    id: day,
    week_day: day,
    start: '1970-01-01T08:00:00+01:00',
    end: '1970-01-01T15:00:00+01:00',
  })),
} as WorkSchedule;

function request(id: number, overrides: Partial<UserSchedule> = {}): UserSchedule {
  return {
    '@id': `/api/user_schedules/${id}`,
    id,
    type: 1,
    start: '2026-11-20T09:30:00+01:00',
    authorized: false,
    schedule: mornings,
    user: {
      '@id': '/api/users/7',
      id: 7,
      name: 'Ana García',
      email: 'ana.garcia@empresa.es',
      image: null,
      deleted: false,
      workSchedule: null,
      dutySchedule: null,
    },
    ...overrides,
  } as UserSchedule;
}

const PENDING = 'GET /api/user_schedules?authorized=false&decidable=true';

let api: FakeApi;
beforeEach(() => logInAs(MANAGER));
afterEach(() => jest.restoreAllMocks());

const renderScreen = () => renderAt('/horarios/autorizar');

describe('PendingScheduleRequests', () => {
  it('says so when nothing is pending', async () => {
    api = fakeApi({ [PENDING]: () => collection([]) });
    renderScreen();
    expect(await screen.findByText('No hay ningún elemento pendiente')).toBeInTheDocument();
  });

  it('shows each request with its requester, type, date and both schedules', async () => {
    api = fakeApi({
      [PENDING]: () => collection([request(3), request(4, { type: 2, schedule: null })]),
    });
    renderScreen();
    const first = await screen.findByRole('article', { name: 'Solicitud nº 3' });
    expect(within(first).getByText('NORMAL')).toBeInTheDocument();
    expect(within(first).getByText(/Ana García/)).toBeInTheDocument();
    expect(within(first).getByText(/^vie 20 nov( 2026)?, 09:30$/)).toBeInTheDocument();
    expect(within(first).getByText('AG')).toBeInTheDocument();
    const week = within(first).getByRole('table', { name: 'Horario solicitado' });
    expect(within(week).getByRole('columnheader', { name: 'Solicitado: Mañanas' })).toBeInTheDocument();
    // Days with the same hours share a row.
    expect(within(week).getAllByRole('rowheader').map((days) => days.textContent)).toEqual(['L–V', 'S–D']);
    expect(within(week).getByTitle('Lunes a viernes')).toBeInTheDocument();
    expect(within(week).getAllByText('08:00 - 15:00')).toHaveLength(1);
    expect(within(first).getByText('Sin horario asignado')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Solicitud nº 4' });
    expect(within(second).getByText('GUARDIA')).toBeInTheDocument();
    expect(within(second).getByText('Quiere quedarse sin ningún horario asignado')).toBeInTheDocument();
  });

  it('marks the days the change moves beside the current week', async () => {
    const afternoons = { ...mornings, '@id': '/api/work_schedules/2', id: 2, name: 'Tardes', units: mornings.units.slice(0, 4) } as WorkSchedule;
    const user = { ...request(3).user, workSchedule: mornings };
    api = fakeApi({ [PENDING]: () => collection([request(3, { schedule: afternoons, user })]) });
    renderScreen();
    const week = await screen.findByRole('table', { name: 'Horario solicitado' });
    expect(within(week).getByRole('columnheader', { name: 'Actual: Mañanas' })).toBeInTheDocument();
    const changed = within(week).getAllByRole('row').filter((row) => row.classList.contains('schedule-changed'));
    expect(within(week).getAllByRole('rowheader').map((days) => days.textContent)).toEqual(['L–J', 'V', 'S–D']);
    expect(changed.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['V']);
  });

  it('accepts a request, says ¡Ok! and reloads the list', async () => {
    let pending = [request(3)];
    api = fakeApi({
      [PENDING]: () => collection(pending),
      'PUT /api/user_schedules/3': () => {
        pending = [];
        return { status: 200, data: { ...request(3), authorized: true } };
      },
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('¡Ok!')).toBeInTheDocument();
    expect(await screen.findByText('No hay ningún elemento pendiente')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ key: 'PUT /api/user_schedules/3', body: { authorized: true } });
  });

  it('rejects a request only after confirmation', async () => {
    let pending = [request(3)];
    api = fakeApi({
      [PENDING]: () => collection(pending),
      'DELETE /api/user_schedules/3': () => {
        pending = [];
        return { status: 204 };
      },
    });
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('No hay ningún elemento pendiente')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key)).toContain('DELETE /api/user_schedules/3');
  });

  it('shows a failed decision as an error with the server reason and keeps the request', async () => {
    api = fakeApi({
      [PENDING]: () => collection([request(3)]),
      'PUT /api/user_schedules/3': () => ({ status: 409, data: { error: 'La solicitud ya ha sido gestionada' } }),
    });
    const errorToast = jest.spyOn(notify, 'error');
    const successToast = jest.spyOn(notify, 'success');
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    // The card keeps the server's reason too, so a refusal among several accepted at once is not lost.
    const card = await screen.findByRole('article', { name: 'Solicitud nº 3' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('¡Error! La solicitud ya ha sido gestionada');
    // The legacy screen showed '¡Error!' in a success toast: it must be an error toast.
    expect(errorToast).toHaveBeenCalledWith('¡Error! La solicitud ya ha sido gestionada');
    expect(successToast).not.toHaveBeenCalled();
    expect(screen.queryByText('¡Ok!')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Solicitud nº 3' })).toBeInTheDocument();
  });

  it('shows a load failure inside the screen and retries', async () => {
    let fail = true;
    api = fakeApi({
      [PENDING]: () => (fail ? { status: 500, data: { error: 'Error interno' } } : collection([])),
    });
    renderScreen();
    expect(await screen.findByText(/No se han podido cargar las solicitudes: Error interno/)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByText('No hay ningún elemento pendiente')).toBeInTheDocument());
  });

  it("does not offer a manager their own request, which someone else decides", async () => {
    const own = request(5, { user: { ...request(5).user, '@id': '/api/users/2', id: 2, name: 'Marta Ruiz' } });
    api = fakeApi({ [PENDING]: () => collection([own, request(3)]) });
    renderScreen();
    expect(await screen.findByRole('article', { name: 'Solicitud nº 3' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Solicitud nº 5' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('cancels the list request when the user navigates away before it answers', async () => {
    let signal: AbortSignal | undefined;
    api = fakeApi({
      [PENDING]: ({ config }) => {
        signal = config.signal as AbortSignal;
        return new Promise(() => {});
      },
      'GET /api/justifications?status=false&decidable=true': () => collection([]),
    });
    const router = renderScreen();
    await waitFor(() => expect(signal).toBeDefined());
    expect(signal?.aborted).toBe(false);
    await act(() => router.navigate('/justificaciones'));
    expect(signal?.aborted).toBe(true);
  });
});

it('drops a request another manager decided as soon as the live feed says so, without a reload of the page', async () => {
  const feed = installFakeLiveFeed();
  let pending = [request(3), request(4)];
  api = fakeApi({ [PENDING]: () => collection(pending) });
  renderScreen();
  expect(await screen.findByRole('article', { name: 'Solicitud nº 3' })).toBeInTheDocument();

  pending = [request(4)];
  await feed.send({ '@id': '/api/user_schedules/3', '@type': 'UserSchedule', id: 3, authorized: true });

  await waitFor(() => expect(screen.queryByRole('article', { name: 'Solicitud nº 3' })).not.toBeInTheDocument());
  expect(screen.getByRole('article', { name: 'Solicitud nº 4' })).toBeInTheDocument();
  expect(api.calls.filter((call) => call.key === PENDING)).toHaveLength(2);
  feed.restore();
});
