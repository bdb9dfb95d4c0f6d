import type { FakeApi } from '@portal/shared-api/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organisation, renderOrgScreen, sessionOf, USERS } from '../../testing/fixtures';

let api: FakeApi | undefined;

const panel = (name: string) => screen.getByRole('region', { name });

describe('SubdepartmentManagement', () => {
  it('preselects department and sub-department from the URL and follows the selection in the route', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_subdepartamentos/20' });
    api = rendered.api;
    expect(await screen.findByRole('heading', { name: 'Gestión de Subdepartamentos' })).toBeInTheDocument();
    expect(screen.getByLabelText('Departamento')).toHaveValue('1');
    expect(screen.getByLabelText('Subdepartamento')).toHaveValue('20');
    expect(within(panel('Nombre')).getByText('Redes')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Subdepartamento'), '21');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/gestion_subdepartamentos/21'));
  });

  it('deleted sub-departments are listed only with Mostrar eliminados; opening one switches it on', async () => {
    const data = organisation();
    data.subdepartments = data.subdepartments.map((sub) => (sub.id === 21 ? { ...sub, deleted: true } : sub));
    await renderOrgScreen({ path: '/gestion_subdepartamentos/20', data });
    expect(await screen.findByRole('option', { name: 'Redes' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Desarrollo (eliminado)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar eliminados' }));
    expect(screen.getByRole('option', { name: 'Desarrollo (eliminado)' })).toBeInTheDocument();
    cleanup();

    const rendered = await renderOrgScreen({ path: '/gestion_subdepartamentos/21', data });
    api = rendered.api;
    expect(await screen.findByRole('button', { name: 'Recuperar subdepartamento' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Mostrar eliminados' })).toBeChecked();
  });

  it('rename: unchanged closes without a call, empty is refused, a new name is saved', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_subdepartamentos/20',
      routes: { 'PUT /api/subdepartments/20': ({ body }) => ({ status: 200, data: body }) },
    });
    api = rendered.api;
    const name = await screen.findByRole('region', { name: 'Nombre' });
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar nombre' }));
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar' }));
    expect(within(name).queryByPlaceholderText('introduzca nuevo nombre')).not.toBeInTheDocument();
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar nombre' }));
    const input = within(name).getByPlaceholderText('introduzca nuevo nombre');
    await userEvent.clear(input);
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar' }));
    expect(within(name).getByRole('alert')).toHaveTextContent('El nombre de equipo no puede estar vacío');
    expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
    await userEvent.type(input, 'Redes y Sistemas');
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar' }));
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ key: 'PUT /api/subdepartments/20', body: { name: 'Redes y Sistemas' } });
  });

  it('manager options: Un momento... while saving, saved on success, reverted with the reason on failure', async () => {
    let answer: (reply: { status: number; data?: unknown }) => void = () => undefined;
    const rendered = await renderOrgScreen({
      path: '/gestion_subdepartamentos/20',
      routes: { 'PUT /api/subdepartments/20': () => new Promise((resolve) => (answer = resolve)) },
    });
    api = rendered.api;
    const options = await screen.findByRole('region', { name: 'Opciones para el responsable de subdepartamento' });
    const medical = within(options).getByRole('checkbox', { name: 'Permitir autorización/rechazo de ausencias con motivo de baja' });
    await userEvent.click(medical);
    expect(within(options).getByText('Un momento...')).toBeInTheDocument();
    answer({ status: 200, data: {} });
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(medical).toBeChecked();
    expect(api.calls).toContainEqual({ key: 'PUT /api/subdepartments/20', body: { managerMedical: true } });

    const calendar = within(options).getByRole('checkbox', { name: 'Permitir gestión de calendario (autorizar vacaciones, cambios de horario, guardias)' });
    expect(calendar).toBeChecked();
    await userEvent.click(calendar);
    answer({ status: 403, data: { error: 'No tiene permiso para realizar esta acción.' } });
    expect(await screen.findByText('No tiene permiso para realizar esta acción.')).toBeInTheDocument();
    expect(calendar).toBeChecked();
  });

  it('manager change asks for confirmation first', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_subdepartamentos/20',
      routes: { 'PUT /api/subdepartments/20': () => ({ status: 200, data: {} }) },
    });
    api = rendered.api;
    const manager = await screen.findByRole('region', { name: 'Responsable' });
    expect(await within(manager).findByText('subdpto.redes@empresa.es')).toBeInTheDocument();
    await userEvent.click(within(manager).getByRole('button', { name: 'Cambiar responsable' }));
    await userEvent.type(within(manager).getByRole('combobox'), 'ana');
    await userEvent.click(await within(manager).findByRole('option', { name: /Ana García/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('¿Está seguro de que desea cambiar al responsable del subdepartamento?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls.some((call) => call.key.startsWith('PUT'))).toBe(false);
    await userEvent.type(within(manager).getByRole('combobox'), 'ana');
    await userEvent.click(await within(manager).findByRole('option', { name: /Ana García/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ key: 'PUT /api/subdepartments/20', body: { user: '/api/users/5' } });
  });

  it('teams: Administrar links, add after confirming, the two refusals, and Quitar removes the team', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_subdepartamentos/20',
      routes: {
        'PUT /api/teams/11': () => ({ status: 200, data: {} }),
        'PUT /api/teams/10': () => ({ status: 200, data: {} }),
      },
    });
    api = rendered.api;
    const teams = await screen.findByRole('region', { name: 'Equipos' });
    expect(within(teams).getByRole('link', { name: 'Administrar Soporte' })).toHaveAttribute('href', '/gestion_equipos/10');
    await userEvent.click(within(teams).getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Se ha producido un error con el equipo que ha seleccionado.')).toBeInTheDocument();
    await userEvent.type(within(teams).getByLabelText('Buscar equipo'), 'sop');
    await userEvent.click(within(teams).getByRole('button', { name: 'Soporte' }));
    await userEvent.click(within(teams).getByRole('button', { name: 'Añadir' }));
    expect(await screen.findByText('Este equipo ya está asociado al subdepartamento.')).toBeInTheDocument();
    const search = within(teams).getByLabelText('Buscar equipo');
    await userEvent.clear(search);
    await userEvent.type(search, 'seg');
    expect(within(teams).queryByRole('button', { name: 'Seguridad' })).not.toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'apli');
    await userEvent.click(within(teams).getByRole('button', { name: 'Aplicaciones' }));
    await userEvent.click(within(teams).getByRole('button', { name: 'Añadir' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Seguro que desea agregar este equipo?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/teams/11', body: { subdepartment: '/api/subdepartments/20' } }));

    await userEvent.click(within(teams).getByRole('button', { name: 'Quitar Soporte' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/teams/10', body: { subdepartment: null } }));
  });

  it('delete after confirming says Eliminado !', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_subdepartamentos/21',
      session: sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']),
      routes: { 'PUT /api/subdepartments/21': () => ({ status: 200, data: {} }) },
    });
    api = rendered.api;
    const zone = await screen.findByRole('region', { name: 'Zona de peligro' });
    await userEvent.click(within(zone).getByRole('button', { name: 'Eliminar subdepartamento' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Eliminar el subdepartamento «Desarrollo»?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Eliminado !')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ key: 'PUT /api/subdepartments/21', body: { deleted: true } });
  });

  it('a load failure shows the spec text and retries', async () => {
    let fail = true;
    const rendered = await renderOrgScreen({
      path: '/gestion_subdepartamentos',
      routes: { 'GET /api/subdepartments': () => (fail ? { status: 500, data: { error: 'Error interno' } } : { status: 200, data: { 'hydra:member': [] } }) },
    });
    api = rendered.api;
    expect(await screen.findByText('Ha ocurrido un error cargando los subdepartamentos: Error interno')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Seleccione un departamento y un subdepartamento para administrarlo.')).toBeInTheDocument();
  });

  it('a sub-department id that is not there says so, without the load-failure toast or a retry', async () => {
    api = (await renderOrgScreen({ path: '/gestion_subdepartamentos/99' })).api;
    expect(await screen.findByRole('alert')).toHaveTextContent('Este subdepartamento no existe o no tiene acceso a él.');
    expect(screen.queryByText('Ha ocurrido un error cargando los subdepartamentos')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('a department manager may name as sub-department manager only people of the department', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_subdepartamentos/20',
      session: sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']),
      routes: { 'PUT /api/subdepartments/20': () => ({ status: 200, data: {} }) },
    });
    api = rendered.api;
    const manager = await screen.findByRole('region', { name: 'Responsable' });
    await userEvent.click(within(manager).getByRole('button', { name: 'Cambiar responsable' }));
    await userEvent.type(within(manager).getByRole('combobox'), 'ana');
    expect(await within(manager).findByText('Sin resultados')).toBeInTheDocument();
    await userEvent.clear(within(manager).getByRole('combobox'));
    await userEvent.type(within(manager).getByRole('combobox'), 'carlos');
    await userEvent.click(await within(manager).findByRole('option', { name: /Carlos Romero/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/subdepartments/20', body: { user: '/api/users/4' } }));
  });

  it('never offers a department manager an admin of the department, whom the API refuses them', async () => {
    const data = organisation();
    const [tecnologia] = data.departments;
    tecnologia?.users.push(USERS.admin['@id']);
    data.users = data.users.map((user) => (user.id === USERS.admin.id ? { ...user, roles: ['ROLE_USER', 'ROLE_ADMIN'] } : user));
    const rendered = await renderOrgScreen({ path: '/gestion_subdepartamentos/20', session: sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']), data });
    api = rendered.api;
    const manager = await screen.findByRole('region', { name: 'Responsable' });
    await userEvent.click(within(manager).getByRole('button', { name: 'Cambiar responsable' }));
    await userEvent.type(within(manager).getByRole('combobox'), 'admin');
    expect(await within(manager).findByText('Sin resultados')).toBeInTheDocument();
    const searches = api.calls.filter((call) => call.key.startsWith('GET /api/users?search=admin'));
    expect(searches.map((call) => new URLSearchParams(call.key.split('?')[1]).get('enrollable'))).toEqual(['1']);
  });
});
