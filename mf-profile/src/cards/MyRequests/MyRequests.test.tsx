import type { SessionUser } from '@portal/shared-api';
import { collection, fakeApi, ok, renderCard, signIn } from '@portal/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { widgets } from '../../cards';

const myRequests = widgets.find((card) => card.id === 'mf_profile.my-requests');
if (!myRequests) throw new Error('no my-requests card');

const ME = 7;
const user = { '@id': `/api/users/${ME}`, id: ME, email: 'ana.garcia@empresa.es', name: 'Ana García', roles: ['ROLE_USER'] } as unknown as SessionUser;
const SCHEDULES = `GET /api/user_schedules?user=${ME}&authorized=false&page=1&itemsPerPage=1`;
const HOLIDAYS = `GET /api/calendar_assignments?user=${ME}&type=1&managed=false&page=1&itemsPerPage=1`;
const INCIDENTS = `GET /api/getIncidents/user/${ME}`;
const incident = (id: number, name: string, status: string, createdAt: string) => ({
  '@id': `/api/tasks/${id}`,
  id,
  name,
  team: '/api/teams/3',
  incident: true,
  status: { '@id': '/api/task_statuses/2', id: 2, name: status },
  createdAt,
});

beforeEach(() => signIn({ user }));

describe('the "Mis solicitudes" card', () => {
  it('counts her pending requests and lists her incidents, newest first, with their state', async () => {
    const api = fakeApi({
      // One-item pages: the counts are the lists' totals, whatever a page holds.
      [SCHEDULES]: () => ok({ 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 1 }),
      [HOLIDAYS]: () => ok({ 'hydra:member': [{ id: 2 }], 'hydra:totalItems': 42 }),
      [INCIDENTS]: () =>
        collection([incident(4, 'Pantalla rota', 'solicitada', '2026-11-02T09:00:00+01:00'), incident(5, 'Sin VPN', 'rechazada', '2026-11-20T09:00:00+01:00')]),
    });
    await renderCard(myRequests);
    const schedules = (await screen.findByText('Cambios de horario pendientes')).closest('li') as HTMLElement;
    expect(within(schedules).getByText('1')).toBeInTheDocument();
    expect(within(screen.getByText('Vacaciones pendientes').closest('li') as HTMLElement).getByText('42')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Sin VPN', 'Pantalla rota']);
    expect(links[0]).toHaveAttribute('href', '/taskDetails/5');
    expect(screen.getByText('Rechazada · 20-11-2026')).toBeInTheDocument();
    expect(api.calls.map((call) => call.key).sort()).toEqual([HOLIDAYS, INCIDENTS, SCHEDULES].sort());
  });

  it('says so when she raised no incident', async () => {
    fakeApi({ [SCHEDULES]: () => collection([]), [HOLIDAYS]: () => collection([]), [INCIDENTS]: () => collection([]) });
    await renderCard(myRequests);
    expect(await screen.findByText('No ha solicitado ninguna incidencia.')).toBeInTheDocument();
  });

  it('fails to the card when her incidents cannot be read', async () => {
    const api = fakeApi({
      [SCHEDULES]: () => collection([]),
      [HOLIDAYS]: () => collection([]),
      [INCIDENTS]: () => ({ status: 500, data: { 'hydra:description': 'Error interno' } }),
    });
    await renderCard(myRequests);
    expect(await screen.findByRole('alert')).toHaveTextContent('Fallo: Error interno');
    expect(api.calls.map((call) => call.key)).toContain(INCIDENTS);
  });
});
