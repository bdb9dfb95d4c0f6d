import type { Team } from '@portal/shared-api';
import { type FakeApi, teamBody } from '@portal/shared-api/testing';
import { collection, fakeApi } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANA, logInAs, logOut, renderAt } from '../../testing/fixtures';

const team = (id: number, name: string, extra: Partial<Team> = {}) => teamBody(id, name, { incidentDescription: null, ...extra }) as Team;

const TECH_TEAMS = 'GET /api/teams?department=1&deleted=false';
const OPS_TEAMS = 'GET /api/teams?department=2&deleted=false';

let api: FakeApi;

describe('IncidentTeamPicker', () => {
  it('shows the department’s teams with their description or the default question, hiding those not offered', async () => {
    await logInAs(ANA);
    api = fakeApi({
      [TECH_TEAMS]: () =>
        collection([
          team(3, 'Soporte', { incidentDescription: 'Incidencias de soporte a usuarios', logo: '/api/media_objects/9' }),
          team(4, 'Infraestructura'),
          team(5, 'Dirección Técnica', { managerOnly: true }),
          team(6, 'Aplicaciones', { incidentVisible: false }),
        ]),
    });
    renderAt('/incidencias');
    const list = await screen.findByRole('list', { name: 'Equipos de Tecnología' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'SoporteIncidencias de soporte a usuarios',
      'InfraestructuraQuieres crear una incidencia en Infraestructura?',
    ]);
    // The form also receives the team's department (spec 01 §2.4).
    expect(links[0]).toHaveAttribute('href', '/incidencias/3/Soporte?departmentID=1&departmentName=Tecnolog%C3%ADa');
    expect(within(links[0] as HTMLElement).getByRole('presentation')).toHaveAttribute('src', '/api/files/9');
  });

  it('lets admins and the department’s managers see every live team', async () => {
    await logInAs({ ...ANA, roles: ['ROLE_USER', 'ROLE_DEPARTMENT_MANAGER'], encargadoDepartments: ANA.departments?.slice(0, 1) ?? [] });
    api = fakeApi({
      [TECH_TEAMS]: () => collection([team(4, 'Infraestructura'), team(5, 'Dirección Técnica', { managerOnly: true }), team(6, 'Aplicaciones', { incidentVisible: false })]),
    });
    renderAt('/incidencias');
    const list = await screen.findByRole('list', { name: 'Equipos de Tecnología' });
    expect(within(list).getAllByRole('link')).toHaveLength(3);
  });

  it('changes department, says so when it has no teams, and opens the form of a chosen team', async () => {
    await logInAs(ANA);
    api = fakeApi({ [TECH_TEAMS]: () => collection([team(3, 'Soporte')]), [OPS_TEAMS]: () => collection([]) });
    const router = renderAt('/incidencias');
    await userEvent.selectOptions(await screen.findByLabelText('Departamento'), 'Operaciones');
    expect(await screen.findByText('Este departamento no tiene equipos que admitan incidencias.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?departamento=2');
    await userEvent.selectOptions(screen.getByLabelText('Departamento'), 'Tecnología');
    await userEvent.click(await screen.findByRole('link', { name: /Soporte/ }));
    expect(await screen.findByRole('heading', { name: 'Solicitud de tareas' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/incidencias/3/Soporte');
  });

  it('tells a user without departments, and shows a failed load with a retry', async () => {
    await logInAs({ ...ANA, departments: [] });
    api = fakeApi({});
    renderAt('/incidencias');
    expect(await screen.findByText('No pertenece a ningún departamento en el que pueda crear incidencias.')).toBeInTheDocument();
    await logOut();
    api.restore();

    await logInAs(ANA);
    let fail = true;
    api = fakeApi({ [TECH_TEAMS]: () => (fail ? { status: 500, data: { error: 'Error interno' } } : collection([team(3, 'Soporte')])) });
    renderAt('/incidencias');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se han podido cargar los equipos: Error interno');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Soporte/ })).toBeInTheDocument());
  });
});
