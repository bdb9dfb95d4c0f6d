import type { FakeApi } from '@portal/shared-api/testing';
import { collection } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organisation, renderOrgScreen, sessionOf, USERS } from '../../testing/fixtures';

let api: FakeApi | undefined;

const NO_CONFIGURATIONS = {
  'GET /api/configurations?name=avisos_solicitante&data=10': () => collection([]),
  'GET /api/configurations?name=team_unlock_tasks&data=10': () => collection([]),
};

const REFUSED = { status: 403, data: { error: 'No tiene permiso para añadir a esta persona al equipo' } };

/** Aplicaciones joins Redes with Luis as a member, so Redes' people are Carlos (Soporte) and Luis. */
function redesWithTwoTeams() {
  const data = organisation();
  const aplicaciones = data.teams.find((team) => team.id === 11);
  if (aplicaciones) {
    aplicaciones.subdepartment = '/api/subdepartments/20';
    aplicaciones.users = [{ '@id': '/api/user_teams/111', id: 111, user: USERS.luis, team: '/api/teams/11', title: null, responsable: null, hidden: false }];
  }
  return data;
}

const searched = (text: string) => api?.calls.filter((call) => call.key.startsWith('GET /api/users?') && call.key.includes(`search=${text}`)) ?? [];

describe('TeamManagement: whom each role may enrol', () => {
  it('an admin searches everyone, as member and as manager', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_equipos/10', routes: NO_CONFIGURATIONS });
    api = rendered.api;
    const members = await screen.findByRole('region', { name: 'Usuarios del equipo' });
    await userEvent.type(within(members).getByRole('combobox'), 'ana');
    expect(await within(members).findByRole('option', { name: /Ana García/ })).toBeInTheDocument();
    expect(searched('ana').every((call) => !call.key.includes('department='))).toBe(true);
    const manager = screen.getByRole('region', { name: 'Responsable' });
    expect(within(manager).getByRole('button', { name: 'Cambiar responsable' })).toBeInTheDocument();
  });

  it('a department manager searches the people of the department', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_equipos/10', session: sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']), routes: NO_CONFIGURATIONS });
    api = rendered.api;
    const members = await screen.findByRole('region', { name: 'Usuarios del equipo' });
    await userEvent.type(within(members).getByRole('combobox'), 'javier');
    expect(await within(members).findByRole('option', { name: /Javier Ruiz/ })).toBeInTheDocument();
    expect(searched('javier').every((call) => call.key.includes('department=1'))).toBe(true);
  });

  it('a sub-department manager is offered only the people of the sub-department’s teams; a refusal shows the server’s reason', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      session: sessionOf(USERS.redesManager, ['ROLE_SUBDEPARTMENT_MANAGER']),
      data: redesWithTwoTeams(),
      routes: { ...NO_CONFIGURATIONS, 'PUT /api/user_team_add': () => REFUSED },
    });
    api = rendered.api;
    const members = await screen.findByRole('region', { name: 'Usuarios del equipo' });
    const picker = within(members).getByLabelText('Añadir a usuarios del equipo');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Seleccione...',
      'Carlos Romero (equipo.soporte@empresa.es)',
      'Luis Martín (luis.martin@empresa.es)',
    ]);
    await userEvent.selectOptions(picker, '6');
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/user_team_add', body: { user_id: 6, team_id: 10 } }));
    expect(await screen.findByText('No tiene permiso para añadir a esta persona al equipo')).toBeInTheDocument();

    const manager = screen.getByRole('region', { name: 'Responsable' });
    await userEvent.click(within(manager).getByRole('button', { name: 'Cambiar responsable' }));
    const managerPicker = within(manager).getByLabelText('Nuevo responsable');
    expect(within(managerPicker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Seleccione...', 'Luis Martín (luis.martin@empresa.es)']);
  });

  it('a team manager gets no team administration, so nobody to add', async () => {
    await renderOrgScreen({ path: '/gestion_equipos/10', session: sessionOf(USERS.supportManager, ['ROLE_TEAM_MANAGER']), routes: NO_CONFIGURATIONS });
    await waitFor(() => expect(screen.queryByText('Un momento...')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Usuarios del equipo' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Añadir a usuarios del equipo')).not.toBeInTheDocument();
  });
});
