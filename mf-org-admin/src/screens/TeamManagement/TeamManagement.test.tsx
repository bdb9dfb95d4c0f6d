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

describe('TeamManagement: choosing a team', () => {
  it('department then team; the team id goes into the route and an id in the route preselects both', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_equipos', routes: NO_CONFIGURATIONS });
    api = rendered.api;
    await userEvent.selectOptions(await screen.findByLabelText('Departamento'), '1');
    expect(screen.queryByRole('option', { name: 'Seguridad (eliminado)' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Equipo'), '10');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/gestion_equipos/10'));
    expect(await screen.findByRole('region', { name: 'Nombre del equipo' })).toHaveTextContent('Soporte');
    expect(screen.getByLabelText('Departamento')).toHaveValue('1');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar eliminados' }));
    expect(screen.getByRole('option', { name: 'Seguridad (eliminado)' })).toBeInTheDocument();
  });

  it('a sub-department manager is offered only the teams of their sub-departments, and their only team opens at once', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos',
      session: sessionOf(USERS.redesManager, ['ROLE_SUBDEPARTMENT_MANAGER']),
      routes: NO_CONFIGURATIONS,
    });
    api = rendered.api;
    expect(await screen.findByRole('region', { name: 'Nombre del equipo' })).toHaveTextContent('Soporte');
    expect(rendered.router.state.location.pathname).toBe('/gestion_equipos/10');
    expect(screen.getByLabelText('Departamento')).toHaveValue('1');
    const teams = within(screen.getByLabelText('Equipo')).getAllByRole('option').map((option) => option.textContent);
    expect(teams).toEqual(['Seleccione...', 'Soporte']);
    const subdepartment = await screen.findByLabelText('Subdepartamento');
    expect(within(subdepartment).getAllByRole('option').map((option) => option.textContent)).toEqual(['Redes']);
  });

  it('a team that is not there, or not the person’s to administer, says so with the way home and no retry', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/11',
      session: sessionOf(USERS.redesManager, ['ROLE_SUBDEPARTMENT_MANAGER']),
      routes: NO_CONFIGURATIONS,
    });
    api = rendered.api;
    expect(await screen.findByRole('alert')).toHaveTextContent('Este equipo no existe o no tiene acceso a él.');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/user');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/gestion_equipos/11');
  });

  it('rename: unchanged closes, empty refused with the spec text, a failure keeps what was typed', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: { ...NO_CONFIGURATIONS, 'PUT /api/teams/10': () => ({ status: 422, data: { error: 'El nombre de equipo no puede estar vacío' } }) },
    });
    api = rendered.api;
    const name = await screen.findByRole('region', { name: 'Nombre del equipo' });
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar nombre del equipo' }));
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar' }));
    expect(within(name).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar nombre del equipo' }));
    const input = within(name).getByPlaceholderText('introduzca nuevo nombre');
    await userEvent.clear(input);
    await userEvent.type(input, '   ');
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar' }));
    expect(within(name).getByRole('alert')).toHaveTextContent('El nombre de equipo no puede estar vacío');
    expect(api.calls.some((call) => call.key === 'PUT /api/teams/10')).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, 'Soporte Nivel 2');
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findAllByText('El nombre de equipo no puede estar vacío')).not.toHaveLength(0);
    expect(within(name).getByPlaceholderText('introduzca nuevo nombre')).toHaveValue('Soporte Nivel 2');
  });

  it('incident description follows the same empty rule and saves; the incident-visible box saves on click', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: { ...NO_CONFIGURATIONS, 'PUT /api/teams/10': () => ({ status: 200, data: {} }) },
    });
    api = rendered.api;
    const incidents = await screen.findByRole('region', { name: 'Incidencias' });
    await userEvent.click(within(incidents).getByRole('button', { name: 'Cambiar descripción de incidencias' }));
    const field = within(incidents).getByRole('textbox');
    await userEvent.clear(field);
    await userEvent.click(within(incidents).getByRole('button', { name: 'Cambiar' }));
    expect(within(incidents).getByRole('alert')).toHaveTextContent('El nombre de equipo no puede estar vacío');
    await userEvent.type(field, 'Solo incidencias urgentes');
    await userEvent.click(within(incidents).getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ key: 'PUT /api/teams/10', body: { incidentDescription: 'Solo incidencias urgentes' } });
    await userEvent.click(within(incidents).getByRole('checkbox', { name: 'Visible al crear incidencias' }));
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/teams/10', body: { incidentVisible: false } }));
  });

  it('sub-department: Ninguno or one of the department’s', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: { ...NO_CONFIGURATIONS, 'PUT /api/teams/10': () => ({ status: 200, data: {} }) },
    });
    api = rendered.api;
    const select = await screen.findByLabelText('Subdepartamento');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ninguno', 'Redes', 'Desarrollo']);
    await userEvent.selectOptions(select, 'Ninguno');
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/teams/10', body: { subdepartment: null } }));
    await userEvent.selectOptions(select, 'Desarrollo');
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/teams/10', body: { subdepartment: '/api/subdepartments/21' } }));
  });

  it('sub-department: a refused change goes back to what it was and says why, like every other setting', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: { ...NO_CONFIGURATIONS, 'PUT /api/teams/10': () => ({ status: 403, data: { error: 'No tiene permiso para realizar esta acción.' } }) },
    });
    api = rendered.api;
    const select = await screen.findByLabelText('Subdepartamento');
    expect(select).toHaveValue('/api/subdepartments/20');
    await userEvent.selectOptions(select, 'Desarrollo');
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('/api/subdepartments/20'));
  });

  it('tools: each box saves; a refused save puts it back and says why', async () => {
    let status = 200;
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: { ...NO_CONFIGURATIONS, 'PUT /api/teams/10': () => ({ status, data: { error: 'No tiene permiso para realizar esta acción.' } }) },
    });
    api = rendered.api;
    const tools = await screen.findByRole('region', { name: 'Herramientas' });
    await userEvent.click(within(tools).getByRole('checkbox', { name: 'Informe semanal' }));
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ key: 'PUT /api/teams/10', body: { weekReport: true } });
    status = 403;
    const managerOnly = within(tools).getByRole('checkbox', { name: 'Solo para responsables' });
    await userEvent.click(managerOnly);
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    expect(managerOnly).not.toBeChecked();
  });

  it('reads as headed sections, each saving its changes at once, with the deletion alone at the end', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_equipos/10', routes: NO_CONFIGURATIONS });
    api = rendered.api;
    await screen.findByRole('region', { name: 'Nombre del equipo' });
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Datos del equipo', 'Personas', 'Solicitudes e incidencias', 'Herramientas y permisos', 'Zona de peligro']);
    expect(screen.getByText(/Cada cambio se guarda en el momento/)).toBeInTheDocument();
    // The settings are parts of those sections, not cards of their own.
    expect(within(screen.getByRole('region', { name: 'Herramientas y permisos' })).getByRole('heading', { level: 3, name: 'Herramientas' })).toBeInTheDocument();
  });

  it('delete and restore from the danger zone, after a yes/no question that names the team', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: { ...NO_CONFIGURATIONS, 'PUT /api/team_delete/10': () => ({ status: 200, data: {} }) },
    });
    api = rendered.api;
    const zone = await screen.findByRole('region', { name: 'Zona de peligro' });
    expect(screen.getAllByRole('button', { name: 'Eliminar equipo' })).toEqual([within(zone).getByRole('button', { name: 'Eliminar equipo' })]);
    expect(zone).toHaveTextContent('Podrá recuperarlo después marcando «Mostrar eliminados».');
    await userEvent.click(within(zone).getByRole('button', { name: 'Eliminar equipo' }));
    expect(screen.getByRole('dialog', { name: 'Eliminar equipo' })).toHaveTextContent('¿Eliminar el equipo «Soporte»?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(api.calls.some((call) => call.key === 'PUT /api/team_delete/10')).toBe(false);
    await userEvent.click(within(zone).getByRole('button', { name: 'Eliminar equipo' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Eliminado !')).toBeInTheDocument();
  });
});
