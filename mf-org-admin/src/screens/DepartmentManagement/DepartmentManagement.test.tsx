import type { FakeApi } from '@portal/shared-api/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organisation, renderOrgScreen, sessionOf, USERS } from '../../testing/fixtures';

let api: FakeApi | undefined;

const ok = () => ({ status: 200, data: {} });

async function pick(region: HTMLElement, label: string, text: string, option: RegExp) {
  await userEvent.type(within(region).getByRole('combobox', { name: label }), text);
  await userEvent.click(await within(region).findByRole('option', { name: option }));
}

describe('DepartmentManagement', () => {
  it('a department manager of one department has it opened at once, through the route', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_departamentos', session: sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']) });
    api = rendered.api;
    expect(await screen.findByRole('link', { name: 'Administrar Soporte' })).toBeInTheDocument();
    expect(rendered.router.state.location.pathname).toBe('/gestion_departamentos/1');
    const select = screen.getByLabelText('Departamento');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Seleccione...', 'Tecnología']);
    expect(select).toHaveValue('1');
  });

  it('an admin chooses among the departments; the route follows', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_departamentos' });
    api = rendered.api;
    const select = await screen.findByLabelText('Departamento');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Seleccione...', 'Tecnología', 'Operaciones']);
    expect(rendered.router.state.location.pathname).toBe('/gestion_departamentos');
    await userEvent.selectOptions(select, '1');
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/gestion_departamentos/1'));
    expect(await screen.findByRole('link', { name: 'Administrar Soporte' })).toHaveAttribute('href', '/gestion_equipos/10');
    expect(screen.getByRole('link', { name: 'Administrar Redes' })).toHaveAttribute('href', '/gestion_subdepartamentos/20');
  });

  it('a department id that is not there says so, with no retry', async () => {
    api = (await renderOrgScreen({ path: '/gestion_departamentos/99' })).api;
    expect(await screen.findByRole('alert')).toHaveTextContent('Este departamento no existe o no tiene acceso a él.');
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('rename refuses an empty name with the department text', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_departamentos/1', routes: { 'PUT /api/departments/1': ok } });
    api = rendered.api;
    const name = await screen.findByRole('region', { name: 'Nombre del departamento' });
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar nombre del departamento' }));
    await userEvent.clear(within(name).getByRole('textbox'));
    await userEvent.click(within(name).getByRole('button', { name: 'Cambiar' }));
    expect(within(name).getByRole('alert')).toHaveTextContent('El nombre para el departamento no puede estar vacío');
    expect(api.calls.some((call) => call.key === 'PUT /api/departments/1')).toBe(false);
  });

  it('flags: requireTime is the 77 % rule; each saves and reverts on failure', async () => {
    let status = 200;
    const rendered = await renderOrgScreen({ path: '/gestion_departamentos/1', routes: { 'PUT /api/departments/1': () => ({ status, data: { error: 'Error interno' } }) } });
    api = rendered.api;
    const requireTime = await screen.findByRole('checkbox', { name: 'Obligar a los usuarios a registrar al menos el 77% de su jornada' });
    await userEvent.click(requireTime);
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/departments/1', body: { requireTime: true } }));
    status = 500;
    const multitask = screen.getByRole('checkbox', { name: 'Permitir trabajar en varias tareas a la vez' });
    await userEvent.click(multitask);
    expect(await screen.findByText('Error interno')).toBeInTheDocument();
    expect(multitask).toBeChecked();
  });

  it('users: adds through the member list, refuses a duplicate', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_departamentos/1', routes: { 'PUT /api/departments/1': ok } });
    api = rendered.api;
    const users = await screen.findByRole('region', { name: 'Usuarios del departamento' });
    await pick(users, 'Añadir a usuarios del departamento', 'elena', /Elena Torres/);
    expect(await screen.findByText('El usuario ya está en el departamento')).toBeInTheDocument();
    await pick(users, 'Añadir a usuarios del departamento', 'ana', /Ana García/);
    await waitFor(() =>
      expect(api?.calls).toContainEqual({ key: 'PUT /api/departments/1', body: { users: ['/api/users/2', '/api/users/3', '/api/users/5'] } }),
    );
  });

  it('users: a second pick while the first is saving sends nothing built on the old list', async () => {
    let answer: (reply: { status: number; data?: unknown }) => void = () => undefined;
    const rendered = await renderOrgScreen({
      path: '/gestion_departamentos/1',
      routes: { 'PUT /api/departments/1': () => new Promise((resolve) => (answer = resolve)) },
    });
    api = rendered.api;
    const users = await screen.findByRole('region', { name: 'Usuarios del departamento' });
    await pick(users, 'Añadir a usuarios del departamento', 'ana', /Ana García/);
    await pick(users, 'Añadir a usuarios del departamento', 'luis', /Luis Martín/);
    answer({ status: 200, data: {} });
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key === 'PUT /api/departments/1')).toEqual([
      { key: 'PUT /api/departments/1', body: { users: ['/api/users/2', '/api/users/3', '/api/users/5'] } },
    ]);
  });

  it('create team: an invalid form creates nothing; a valid one creates an incident-visible team with its manager', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_departamentos/1', routes: { 'POST /api/teams': () => ({ status: 201, data: {} }) } });
    api = rendered.api;
    const form = await screen.findByRole('form', { name: 'Nuevo equipo' });
    await userEvent.click(within(form).getByRole('button', { name: 'Crear' }));
    expect(within(form).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'El nombre de equipo no puede estar vacío',
      'El nuevo equipo debe tener un responsable',
    ]);
    expect(api.calls.some((call) => call.key === 'POST /api/teams')).toBe(false);
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Redes Wifi');
    await pick(form, 'Responsable', 'luis', /Luis Martín/);
    await userEvent.click(within(form).getByRole('button', { name: 'Crear' }));
    await waitFor(() =>
      expect(api?.calls).toContainEqual({
        key: 'POST /api/teams',
        body: { department: '/api/departments/1', name: 'Redes Wifi', user: '/api/users/6', incidentVisible: true },
      }),
    );
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
  });

  it('create sub-department: the server’s refusal is shown and the form keeps its values', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_departamentos/1',
      routes: { 'POST /api/subdepartments': () => ({ status: 422, data: { error: 'Se ha producido un error con el responsable que ha seleccionado' } }) },
    });
    api = rendered.api;
    const form = await screen.findByRole('form', { name: 'Nuevo subdepartamento' });
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Sistemas');
    await pick(form, 'Responsable', 'ana', /Ana García/);
    await userEvent.click(within(form).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Se ha producido un error con el responsable que ha seleccionado')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nombre')).toHaveValue('Sistemas');
    expect(api.calls).toContainEqual({ key: 'POST /api/subdepartments', body: { department: '/api/departments/1', name: 'Sistemas', user: '/api/users/5' } });
  });

  it('a department manager sees the members but gets no control to change them (only admins may)', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_departamentos/1', session: sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']) });
    api = rendered.api;
    const users = await screen.findByRole('region', { name: 'Usuarios del departamento' });
    expect(await within(users).findByText(/Javier Ruiz/)).toBeInTheDocument();
    expect(within(users).queryByRole('button', { name: /^Quitar/ })).not.toBeInTheDocument();
    expect(within(users).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('the department manager is shown to its manager without Cambiar; an admin may change it, and a refusal shows the server’s reason', async () => {
    let rendered = await renderOrgScreen({ path: '/gestion_departamentos/1', session: sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']) });
    api = rendered.api;
    let manager = await screen.findByRole('region', { name: 'Responsable' });
    expect(await within(manager).findByText('dpto.tecnologia@empresa.es')).toBeInTheDocument();
    expect(within(manager).queryByRole('button', { name: 'Cambiar responsable' })).not.toBeInTheDocument();
    cleanup();

    const refused = { status: 403, data: { error: 'Solo un administrador puede cambiar el responsable del departamento' } };
    rendered = await renderOrgScreen({ path: '/gestion_departamentos/1', routes: { 'PUT /api/departments/1': () => refused } });
    api = rendered.api;
    manager = await screen.findByRole('region', { name: 'Responsable' });
    await userEvent.click(within(manager).getByRole('button', { name: 'Cambiar responsable' }));
    await pick(manager, 'Nuevo responsable', 'luis', /Luis Martín/);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Solo un administrador puede cambiar el responsable del departamento')).toBeInTheDocument();
  });

  it('a department manager creating a team is offered people of the department as its manager', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_departamentos/1', session: sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']) });
    api = rendered.api;
    const form = await screen.findByRole('form', { name: 'Nuevo equipo' });
    await userEvent.type(within(form).getByRole('combobox', { name: 'Responsable' }), 'luis');
    expect(await within(form).findByText('Sin resultados')).toBeInTheDocument();
    expect(api.calls.some((call) => call.key.includes('search=luis') && call.key.includes('department=1'))).toBe(true);
  });

  it('a deleted department: admins get Recuperar departamento, its manager does not', async () => {
    const data = organisation();
    data.departments = data.departments.map((department) => (department.id === 1 ? { ...department, deleted: true } : department));
    const manager = await renderOrgScreen({ path: '/gestion_departamentos/1', data, session: sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']) });
    api = manager.api;
    expect(await screen.findByRole('region', { name: 'Usuarios del departamento' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recuperar departamento' })).not.toBeInTheDocument();
    cleanup();
    const admin = await renderOrgScreen({ path: '/gestion_departamentos/1', data, routes: { 'PUT /api/departments/1': ok } });
    api = admin.api;
    await userEvent.click(await screen.findByRole('button', { name: 'Recuperar departamento' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/departments/1', body: { deleted: false } }));
  });

  it('delete from the danger zone at the end, after confirming a question that names the department', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_departamentos/2', routes: { 'PUT /api/departments/2': ok } });
    api = rendered.api;
    const zone = await screen.findByRole('region', { name: 'Zona de peligro' });
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('Zona de peligro');
    await userEvent.click(within(zone).getByRole('button', { name: 'Eliminar departamento' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('¿Eliminar el departamento «Operaciones»?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí' }));
    expect(await screen.findByText('Eliminado !')).toBeInTheDocument();
    expect(api.calls).toContainEqual({ key: 'PUT /api/departments/2', body: { deleted: true } });
  });
});
