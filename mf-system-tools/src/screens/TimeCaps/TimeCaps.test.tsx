import { collection } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs, renderAt, TECH_MANAGER } from '../../testing/fixtures';

const ANA = { '@id': '/api/users/7', id: 7, name: 'Ana García', email: 'ana.garcia@empresa.es', image: null, deleted: false };
const cap = (id: number, time: number, usedTime: number, workTimeHistories: unknown[] = []) => ({
  '@id': `/api/time_caps/${id}`,
  id,
  user: ANA,
  name: 'Bolsa de soporte',
  time,
  usedTime,
  workTimeHistories,
});
// The server answers only the people the caller may grant caps to.
const SEARCH = { 'GET /api/users?search=Ana&summary=1&page=1&itemsPerPage=10&timeCapGrantable=1': () => collection([ANA]) };

async function pickAna() {
  await userEvent.type(await screen.findByRole('combobox', { name: 'Solicitante' }), 'Ana');
  await userEvent.click(await screen.findByRole('option', { name: /Ana García/ }));
}

beforeEach(() => logInAs(TECH_MANAGER));

describe('TimeCaps', () => {
  it('grants hours as seconds to the chosen requester and lists the new cap as hh:mm:ss', async () => {
    let caps: unknown[] = [];
    const { api } = renderAt('/timecaps', {
      ...SEARCH,
      'GET /api/time_caps': () => collection(caps),
      'POST /api/time_caps': () => {
        caps = [cap(9, 36000, 0)];
        return { status: 201, data: caps[0] };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Conceder timecaps' })).toBeInTheDocument();
    await pickAna();
    await userEvent.type(screen.getByLabelText('Descripción'), 'Bolsa de soporte');
    await userEvent.type(screen.getByLabelText('Horas'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/time_caps')?.body).toEqual({ user: '/api/users/7', name: 'Bolsa de soporte', time: 36000 });
    const row = (await screen.findByRole('cell', { name: '10:00:00' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['9', 'Ana García', 'Bolsa de soporte', '10:00:00', '00:00:00', 'Ver uso Eliminar']);
    await waitFor(() => expect(screen.getByLabelText('Descripción')).toHaveValue(''));
  });

  it('offers as requesters only the people the server lets the caller grant caps to', async () => {
    const { api } = renderAt('/timecaps', { ...SEARCH, 'GET /api/time_caps': () => collection([]) });
    await userEvent.type(await screen.findByRole('combobox', { name: 'Solicitante' }), 'Ana');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([expect.stringContaining('Ana García')]);
    expect(api.calls.filter((call) => call.key.startsWith('GET /api/users')).map((call) => call.key)).toEqual([
      'GET /api/users?search=Ana&summary=1&page=1&itemsPerPage=10&timeCapGrantable=1',
    ]);
  });

  it.each([
    ['', '3', 'Descripción no válida'],
    ['Bolsa', '0.5', 'El número de horas debe ser mayor que 1'],
    ['Bolsa', '', 'El número de horas debe ser mayor que 1'],
  ])('refuses description %j with hours %j before sending: %s', async (description, hours, message) => {
    const { api } = renderAt('/timecaps', { ...SEARCH, 'GET /api/time_caps': () => collection([]) });
    await pickAna();
    if (description) await userEvent.type(screen.getByLabelText('Descripción'), description);
    if (hours) await userEvent.type(screen.getByLabelText('Horas'), hours);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls.some((call) => call.key === 'POST /api/time_caps')).toBe(false);
  });

  it("says 'Error al guardar' when the API refuses and keeps what was typed", async () => {
    const { api } = renderAt('/timecaps', {
      ...SEARCH,
      'GET /api/time_caps': () => collection([]),
      'POST /api/time_caps': () => ({ status: 403, data: { 'hydra:description': 'Acceso denegado' } }),
    });
    await pickAna();
    await userEvent.type(screen.getByLabelText('Descripción'), 'Bolsa');
    await userEvent.type(screen.getByLabelText('Horas'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al guardar')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'POST /api/time_caps')).toHaveLength(1);
    expect(screen.getByLabelText('Descripción')).toHaveValue('Bolsa');
    expect(screen.getByText('No hay timecaps concedidos.')).toBeInTheDocument();
  });

  it('expands a cap to the periods charged to it and deletes it after a confirmation', async () => {
    let caps = [cap(9, 7200, 5400, [{ startedAt: '2024-05-06T08:00:00+02:00', endedAt: '2024-05-06T09:30:00+02:00', timeCapTime: 5400 }])];
    const { api } = renderAt('/timecaps', {
      'GET /api/time_caps': () => collection(caps),
      'DELETE /api/time_caps/9': () => {
        caps = [];
        return { status: 204 };
      },
    });
    expect(await screen.findByRole('cell', { name: '01:30:00' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver uso' }));
    const usage = screen.getByRole('table', { name: 'Uso del timecap 9' });
    expect(within(usage).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Desde', 'Hasta', 'Tiempo usado']);
    expect(within(usage).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^06-05-2024 \d\d:00:00$/),
      expect.stringMatching(/^06-05-2024 \d\d:30:00$/),
      '01:30:00',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('¿Eliminar el timecap 9 de Ana García (02:00:00)?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Eliminado !')).toBeInTheDocument();
    expect(await screen.findByText('No hay timecaps concedidos.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'DELETE /api/time_caps/9')).toHaveLength(1);
  });

  it('keeps the cap when the deletion fails and shows why', async () => {
    renderAt('/timecaps', {
      'GET /api/time_caps': () => collection([cap(9, 7200, 0)]),
      'DELETE /api/time_caps/9': () => ({ status: 403, data: { 'hydra:description': 'Acceso denegado' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Acceso denegado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Bolsa de soporte' })).toBeInTheDocument();
  });
});
