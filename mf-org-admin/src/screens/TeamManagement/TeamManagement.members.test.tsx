import type { FakeApi } from '@portal/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrgScreen, sessionOf, USERS } from '../../testing/fixtures';
import { collection } from '@portal/shared-ui/testing';

let api: FakeApi | undefined;

const NO_CONFIGURATIONS = {
  'GET /api/configurations?name=avisos_solicitante&data=10': () => collection([]),
  'GET /api/configurations?name=team_unlock_tasks&data=10': () => collection([]),
};

async function pick(region: HTMLElement, text: string, option: RegExp) {
  await userEvent.type(within(region).getByRole('combobox'), text);
  await userEvent.click(await within(region).findByRole('option', { name: option }));
}

describe('TeamManagement: manager and members', () => {
  it('adds a member, refuses one already in the team, removes after confirming; the manager cannot be removed', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: {
        ...NO_CONFIGURATIONS,
        'PUT /api/user_team_add': () => ({ status: 200, data: {} }),
        'PUT /api/user_team_del': () => ({ status: 200, data: {} }),
      },
    });
    api = rendered.api;
    const members = await screen.findByRole('region', { name: 'Usuarios del equipo' });
    expect(within(members).queryByRole('button', { name: 'Quitar Carlos Romero' })).not.toBeInTheDocument();
    await pick(members, 'carlos', /Carlos Romero/);
    expect(await screen.findByText('El usuario ya está en el equipo')).toBeInTheDocument();
    expect(api.calls.some((call) => call.key === 'PUT /api/user_team_add')).toBe(false);
    await pick(members, 'ana', /Ana García/);
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/user_team_add', body: { user_id: 5, team_id: 10 } }));
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
  });

  it('a department manager is offered only people of the team’s department, as member and as manager', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      session: sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']),
      routes: { ...NO_CONFIGURATIONS, 'PUT /api/user_team_add': () => ({ status: 200, data: {} }) },
    });
    api = rendered.api;
    const members = await screen.findByRole('region', { name: 'Usuarios del equipo' });
    await userEvent.type(within(members).getByRole('combobox'), 'ana');
    expect(await within(members).findByText('Sin resultados')).toBeInTheDocument();
    expect(api.calls.some((call) => call.key.startsWith('GET /api/users?') && call.key.includes('search=ana') && call.key.includes('department=1'))).toBe(true);
    await userEvent.clear(within(members).getByRole('combobox'));
    await pick(members, 'javier', /Javier Ruiz/);
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/user_team_add', body: { user_id: 3, team_id: 10 } }));

    const manager = screen.getByRole('region', { name: 'Responsable' });
    await userEvent.click(within(manager).getByRole('button', { name: 'Cambiar responsable' }));
    await userEvent.type(within(manager).getByRole('combobox'), 'luis');
    expect(await within(manager).findByText('Sin resultados')).toBeInTheDocument();
  });

  it('removes a member after confirming', async () => {
    const data = (await import('../../testing/fixtures')).organisation();
    const soporte = data.teams.find((team) => team.id === 10);
    soporte?.users.push({ '@id': '/api/user_teams/99', id: 99, user: data.users[4], team: '/api/teams/10', title: null, responsable: null, hidden: false });
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      data,
      routes: { ...NO_CONFIGURATIONS, 'PUT /api/user_team_del': () => ({ status: 404, data: { error: 'El usuario no está en el equipo' } }) },
    });
    api = rendered.api;
    const members = await screen.findByRole('region', { name: 'Usuarios del equipo' });
    await userEvent.click(within(members).getByRole('button', { name: 'Quitar Ana García' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('El usuario no está en el equipo')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ key: 'PUT /api/user_team_del', body: { user_id: 5, team_id: 10 } });
    expect(within(members).getByText(/Ana García/)).toBeInTheDocument();
  });

  it('changes the manager after Sí', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_equipos/10', routes: { ...NO_CONFIGURATIONS, 'PUT /api/teams/10': () => ({ status: 200, data: {} }) } });
    api = rendered.api;
    const manager = await screen.findByRole('region', { name: 'Responsable' });
    expect(await within(manager).findByText('equipo.soporte@empresa.es')).toBeInTheDocument();
    await userEvent.click(within(manager).getByRole('button', { name: 'Cambiar responsable' }));
    await pick(manager, 'luis', /Luis Martín/);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/teams/10', body: { user: '/api/users/6' } }));
  });
});
