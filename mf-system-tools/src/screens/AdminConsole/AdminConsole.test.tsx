import type { FakeRoutes } from '@portal/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, logInAs, renderAt } from '../../testing/fixtures';

const flag = (data: '1' | '0') => ({ '@id': '/api/configurations/1', '@type': 'Configuration', id: 1, name: 'client_maintenance', data, value: [], user: null });
const page = (members: unknown[], total = members.length) => ({ status: 200, data: { 'hydra:member': members, 'hydra:totalItems': total } });
const appEvent = (id: number, name: string, userName: string) => ({
  '@id': `/api/app_events/${id}`,
  '@type': 'AppEvent',
  id,
  name,
  user: '/api/users/7',
  userName,
  ip: '10.0.0.7',
  createdAt: '2026-11-20T09:15:00+01:00',
});
const auditEntry = {
  '@id': '/api/audit_logs/4',
  '@type': 'AuditLog',
  id: 4,
  createdAt: '2026-11-21T10:00:00+01:00',
  actor: '/api/users/1',
  actorName: 'Administración',
  actorIp: '10.0.0.1',
  action: 'update',
  entity: 'Team',
  entityId: 3,
  entityLabel: 'Soporte técnico',
  before: { name: 'Soporte', deleted: false },
  after: { name: 'Soporte técnico', deleted: false },
};

const FIRST_PAGE = 'page=1&itemsPerPage=30';
const routes = (overrides: FakeRoutes = {}): FakeRoutes => ({
  'GET /api/configurations/1': () => ({ status: 200, data: flag('0') }),
  [`GET /api/app_events?${FIRST_PAGE}`]: () => page([appEvent(9, 'login fallido', 'Luis Martín'), appEvent(8, 'ver tablero Soporte', 'Ana García')], 31),
  [`GET /api/audit_logs?${FIRST_PAGE}`]: () => page([auditEntry]),
  'GET /api/remote_modules': () => page([]),
  'GET /config/remotes.json': () => ({ status: 200, data: { remotes: [] } }),
  ...overrides,
});
const sectionNamed = (name: string) => screen.getByRole('region', { name });

beforeEach(() => logInAs(ADMIN));

describe('AdminConsole', () => {
  it('switches maintenance mode on by writing the flag’s data, and shows it on', async () => {
    let stored = flag('0');
    const written: unknown[] = [];
    renderAt('/admin', {
      ...routes(),
      'GET /api/configurations/1': () => ({ status: 200, data: stored }),
      'PUT /api/configurations/1': ({ body }) => {
        written.push(body);
        stored = flag('1');
        return { status: 200, data: stored };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Administración', level: 1 })).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Modo mantenimiento' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/solo los administradores pueden usar el portal/);

    await userEvent.click(toggle);

    expect(written).toEqual([{ data: '1', value: [] }]);
    expect(await screen.findByText('Modo mantenimiento activado')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Modo mantenimiento', checked: true })).toBeInTheDocument();
  });

  it('a refused maintenance change says why and puts the switch back', async () => {
    renderAt('/admin', routes({ 'PUT /api/configurations/1': () => ({ status: 403, data: { 'hydra:description': 'No tiene permiso para realizar esta acción.' } }) }));
    const toggle = await screen.findByRole('switch', { name: 'Modo mantenimiento' });
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(screen.queryByRole('checkbox', { name: 'Modo mantenimiento' })).not.toBeInTheDocument();
  });

  it('an entry whose record nothing names any more shows its id', async () => {
    renderAt('/admin', routes({ [`GET /api/audit_logs?${FIRST_PAGE}`]: () => page([{ ...auditEntry, entity: 'User', entityId: 41, entityLabel: null }]) }));
    const audit = await screen.findByRole('region', { name: 'Registro de auditoría' });
    expect(within(audit).getAllByRole('row')[1]).toHaveTextContent('PersonasEliminado (#41)');
  });

  it('lists the activity newest first, filters it by kind and days, and pages it', async () => {
    renderAt('/admin', {
      ...routes(),
      'GET /api/app_events?kind=login+fallido&page=1&itemsPerPage=30': () => page([appEvent(9, 'login fallido', 'Luis Martín')]),
      'GET /api/app_events?createdAt%5Bafter%5D=2026-11-20&kind=login+fallido&page=1&itemsPerPage=30': () => page([]),
      'GET /api/app_events?page=2&itemsPerPage=30': () => page([appEvent(1, 'login', 'Laura Díaz')], 31),
    });
    const activity = await screen.findByRole('region', { name: 'Actividad' });
    const rows = within(activity).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('20-11-2026 09:15Luis MartínInicio de sesión fallido10.0.0.7');
    expect(rows[2]).toHaveTextContent('Ana Garcíaver tablero Soporte');

    await userEvent.click(within(activity).getByRole('button', { name: 'Siguiente' }));
    expect(await within(sectionNamed('Actividad')).findByText('Laura Díaz')).toBeInTheDocument();
    expect(within(sectionNamed('Actividad')).getByText('Página 2 de 2')).toBeInTheDocument();

    await userEvent.selectOptions(within(sectionNamed('Actividad')).getByLabelText('Tipo'), 'Inicio de sesión fallido');
    expect(await within(sectionNamed('Actividad')).findByText('Luis Martín')).toBeInTheDocument();
    expect(within(sectionNamed('Actividad')).queryByText('Laura Díaz')).not.toBeInTheDocument();

    const from = within(sectionNamed('Actividad')).getByLabelText('Desde');
    await userEvent.type(from, '2026-11-20');
    expect(await within(sectionNamed('Actividad')).findByText('No hay actividad con estos filtros.')).toBeInTheDocument();
  });

  it('shows the audit log with who, from where, what and the row before and after, and downloads what is filtered', async () => {
    renderAt('/admin', {
      ...routes(),
      'GET /api/audit_logs?entity=Team&page=1&itemsPerPage=30': () => page([auditEntry]),
    });
    const audit = await screen.findByRole('region', { name: 'Registro de auditoría' });
    const [, row] = within(audit).getAllByRole('row');
    // The record by the name people know, never as 'Equipos #3'.
    expect(row).toHaveTextContent('21-11-2026 10:00Administración10.0.0.1ModificaciónEquiposSoporte técnico');
    expect(row).not.toHaveTextContent('#3');
    await userEvent.click(within(audit).getByText('Ver después'));
    // An update shows the fields it changed, not the whole row.
    expect(within(audit).getByText(/"Soporte técnico"/)).toBeVisible();
    expect(within(audit).getByText(/"Soporte técnico"/)).not.toHaveTextContent('deleted');
    expect(within(audit).getByRole('link', { name: 'Descargar' })).toHaveAttribute('href', expect.stringMatching(/audit_logs\/export$/));

    await userEvent.selectOptions(within(audit).getByLabelText('Entidad'), 'Equipos');
    await waitFor(() =>
      expect(within(sectionNamed('Registro de auditoría')).getByRole('link', { name: 'Descargar' })).toHaveAttribute(
        'href',
        expect.stringMatching(/audit_logs\/export\?entity=Team$/),
      ),
    );
  });

  it('a log that cannot be read shows why and a retry, while the rest of the console works', async () => {
    let failing = true;
    renderAt('/admin', {
      ...routes(),
      [`GET /api/app_events?${FIRST_PAGE}`]: () =>
        failing ? { status: 500, data: { 'hydra:description': 'Error del servidor' } } : page([appEvent(9, 'login', 'Luis Martín')]),
    });
    const activity = await screen.findByRole('region', { name: 'Actividad' });
    expect(within(activity).getByRole('alert')).toHaveTextContent('Error del servidor');
    expect(within(sectionNamed('Registro de auditoría')).getByText('Administración')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Modo mantenimiento' })).toBeInTheDocument();

    failing = false;
    await userEvent.click(within(activity).getByRole('button', { name: 'Reintentar' }));
    expect(await within(sectionNamed('Actividad')).findByText('Luis Martín')).toBeInTheDocument();
  });

  it('an empty log says so', async () => {
    renderAt('/admin', routes({ [`GET /api/audit_logs?${FIRST_PAGE}`]: () => page([]) }));
    expect(await screen.findByText('No hay cambios registrados con estos filtros.')).toBeInTheDocument();
  });
});
