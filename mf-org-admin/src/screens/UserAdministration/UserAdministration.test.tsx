import type { ImportPreview, User } from '@portal/shared-api';
import { type FakeApi, installFakeLiveFeed } from '@portal/shared-api/testing';
import { collection } from '@portal/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrgScreen, sessionOf, USERS } from '../../testing/fixtures';

const PAGE = 'GET /api/users?administrable=true&page=1&itemsPerPage=20';
const LIVE = `${PAGE}&deleted=false`;
const tecnologia = { '@id': '/api/departments/1', id: 1, name: 'Tecnología', logo: null, deleted: false };
const ana: User = {
  ...USERS.ana,
  departments: [tecnologia],
  teams: [{ '@id': '/api/user_teams/50', id: 50, team: { '@id': '/api/teams/10', id: 10, name: 'Soporte', logo: null, deleted: false, managerOnly: false, incidentVisible: true }, title: null, responsable: null, hidden: false }],
  roles: ['ROLE_USER', 'ROLE_INSPECTOR'],
  banned: false,
  holidayAllowance: 22,
  departmentAccess: [],
};
const luis: User = { ...USERS.luis, banned: true, banReason: 'Uso indebido', departments: [], teams: [] };
type Answer = () => { status: number; data: unknown };
const invalid = (message: string): Answer => () => ({ status: 422, data: { 'hydra:description': message, violations: [{ propertyPath: 'x', message }] } });

let api: FakeApi | undefined;
async function render(routes: Record<string, () => unknown> = {}, session = sessionOf(USERS.admin, ['ROLE_ADMIN'])) {
  const rendered = await renderOrgScreen({ path: '/control_usuarios', session, routes: { [LIVE]: () => collection([ana, luis]), ...routes } as never });
  api = rendered.api;
  await screen.findByRole('heading', { name: 'Control de usuarios' });
  return rendered;
}
const table = () => screen.getByRole('table', { name: 'Usuarios' });
const sentBodies = (key: string) => api?.calls.filter((call) => call.key === key).map((call) => call.body) ?? [];

describe('UserAdministration', () => {
  it('lists name, e-mail, departments, teams, roles and state; deleted people only with Mostrar eliminados', async () => {
    await render({ [PAGE]: () => collection([ana, luis, USERS.gone]) });
    const row = within(table()).getByRole('button', { name: 'Ana García' }).closest('tr') as HTMLElement;
    const [nameCell, ...others] = within(row).getAllByRole('cell');
    // The name's cell also holds the e-mail, shown under the name only on a phone, where the e-mail column gives way.
    expect(within(nameCell as HTMLElement).getByRole('button').textContent).toBe('Ana García');
    expect(within(nameCell as HTMLElement).getByText('ana.garcia@empresa.es')).toHaveClass('user-admin-email-under-name');
    expect(others.map((cell) => cell.textContent)).toEqual(['ana.garcia@empresa.es', 'Tecnología', 'Soporte', 'Inspector', 'Activo']);
    expect(within(table()).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(table()).queryByText('Antonio Gil')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mostrar eliminados' }));
    expect(await within(table()).findByText('Eliminado')).toBeInTheDocument();
  });

  it('searches only from three characters and filters by state', async () => {
    await render({ [`${PAGE}&search=gar&deleted=false`]: () => collection([ana]), [`${PAGE}&state=Bloqueado`]: () => collection([luis]) });
    await userEvent.type(screen.getByLabelText('Buscar por nombre o correo'), 'ga');
    expect(api?.calls.some((call) => call.key.includes('search='))).toBe(false);
    await userEvent.type(screen.getByLabelText('Buscar por nombre o correo'), 'r');
    await waitFor(() => expect(within(table()).queryByText('Luis Martín')).not.toBeInTheDocument());
    await userEvent.clear(screen.getByLabelText('Buscar por nombre o correo'));
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Bloqueado');
    await waitFor(() => expect(within(table()).queryByText('Ana García')).not.toBeInTheDocument());
    expect(within(table()).getByText('Luis Martín')).toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    await render({ [LIVE]: () => collection([]) });
    expect(screen.getByText('No hay usuarios que coincidan con la búsqueda')).toBeInTheDocument();
  });

  it('saves an edit, and keeps what was typed when the server refuses the e-mail', async () => {
    let answer = invalid('Ya existe un usuario con ese correo');
    await render({ 'PUT /api/users/5/account': () => answer() });
    await userEvent.click(within(table()).getByRole('button', { name: 'Ana García' }));
    const form = screen.getByRole('form', { name: 'Editar' });
    const email = within(form).getByLabelText('Correo electrónico');
    await userEvent.clear(email);
    await userEvent.type(email, 'luis.martin@empresa.es');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Administrador' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un usuario con ese correo')).toBeInTheDocument();
    expect(email).toHaveValue('luis.martin@empresa.es');
    answer = () => ({ status: 200, data: { ...ana, pendingEmail: 'ana.g@empresa.es' } });
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.g@empresa.es');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('¡Guardado! Se ha enviado a ana.g@empresa.es un enlace para confirmar la nueva dirección; hasta entonces la cuenta sigue usando ana.garcia@empresa.es.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('ana.g@empresa.es está pendiente de confirmar desde esa dirección; la cuenta sigue usando ana.garcia@empresa.es.')).toBeInTheDocument();
    expect(sentBodies('PUT /api/users/5/account').at(-1)).toEqual({
      name: 'Ana García',
      email: 'ana.g@empresa.es',
      departments: ['/api/departments/1'],
      teams: ['/api/teams/10'],
      departmentAccess: [],
      roles: ['ROLE_ADMIN', 'ROLE_INSPECTOR'],
    });
  });

  it('a department manager edits no role and sends only their own departments', async () => {
    await render({ 'PUT /api/users/5/account': () => ({ status: 200, data: ana }) }, sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']));
    await userEvent.click(within(table()).getByRole('button', { name: 'Ana García' }));
    const form = screen.getByRole('form', { name: 'Editar' });
    expect(within(form).queryByRole('checkbox', { name: 'Administrador' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('checkbox', { name: 'Operaciones' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sentBodies('PUT /api/users/5/account')).toHaveLength(1));
    expect(sentBodies('PUT /api/users/5/account')[0]).not.toHaveProperty('roles');
  });

  it('bans only with a reason, shows the refusal of the last admin, and unbans', async () => {
    let ban = invalid('Debe quedar al menos un administrador');
    await render({ 'PUT /api/users/5/banUser': () => ban(), 'PUT /api/users/6/banUser': () => ({ status: 200, data: { ...luis, banned: false } }) });
    await userEvent.click(within(table()).getByRole('button', { name: 'Ana García' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    const form = screen.getByRole('form', { name: 'Bloquear' });
    await userEvent.click(within(form).getByRole('button', { name: 'Bloquear' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Debe indicar el motivo');
    expect(sentBodies('PUT /api/users/5/banUser')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Motivo del bloqueo'), 'Uso indebido');
    await userEvent.click(within(form).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Debe quedar al menos un administrador')).toBeInTheDocument();
    expect(within(form).getByLabelText('Motivo del bloqueo')).toHaveValue('Uso indebido');
    ban = () => ({ status: 200, data: { ...ana, banned: true } });
    await userEvent.click(within(form).getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(sentBodies('PUT /api/users/5/banUser').at(-1)).toEqual({ banned: true, reason: 'Uso indebido' }));

    await userEvent.click(within(table()).getByRole('button', { name: 'Luis Martín' }));
    await userEvent.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(sentBodies('PUT /api/users/6/banUser')).toEqual([{ banned: false }]));
  });

  it('resends the invitation, and shows the reason when the person has already set a password', async () => {
    await render({
      'POST /api/users/5/resendInvitation': () => ({ status: 202, data: { message: 'Invitación enviada' } }),
      'POST /api/users/6/resendInvitation': () => ({ status: 409, data: { '@type': 'hydra:Error', 'hydra:description': 'Esta persona ya ha establecido su contraseña' } }),
      [LIVE]: () => collection([ana, { ...luis, banned: false }]),
    });
    await userEvent.click(within(table()).getByRole('button', { name: 'Ana García' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar invitación' }));
    expect(await screen.findByText('Invitación enviada')).toBeInTheDocument();
    expect(sentBodies('POST /api/users/5/resendInvitation')).toHaveLength(1);

    await userEvent.click(within(table()).getByRole('button', { name: 'Luis Martín' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar invitación' }));
    expect(await screen.findByText('Esta persona ya ha establecido su contraseña')).toBeInTheDocument();
    expect(sentBodies('POST /api/users/6/resendInvitation')).toHaveLength(1);
  });

  it('deletes after a confirmation', async () => {
    await render({ 'PUT /api/users/5/account': () => ({ status: 200, data: { ...ana, deleted: true } }) });
    await userEvent.click(within(table()).getByRole('button', { name: 'Ana García' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(sentBodies('PUT /api/users/5/account')).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Sí|Aceptar|Confirmar/ }));
    await waitFor(() => expect(sentBodies('PUT /api/users/5/account')).toEqual([{ deleted: true }]));
  });

  it('creates a user from Nuevo usuario, checking the e-mail first and keeping the form when refused', async () => {
    let create = invalid('Ya existe un usuario con ese correo');
    await render({ 'POST /api/userCreate': () => create() });
    expect(screen.queryByRole('form', { name: 'Nuevo usuario' })).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Nuevo usuario' }));
    const form = screen.getByRole('form', { name: 'Nuevo usuario' });
    await userEvent.type(within(form).getByLabelText('Correo electrónico'), 'nuevo');
    await userEvent.type(within(form).getByLabelText('Nombre'), 'Nuevo Usuario');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(within(form).getByRole('alert')).toBeInTheDocument();
    expect(sentBodies('POST /api/userCreate')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Correo electrónico'), '@empresa.es');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Tecnología' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Ya existe un usuario con ese correo')).toBeInTheDocument();
    expect(within(form).getByLabelText('Nombre')).toHaveValue('Nuevo Usuario');
    create = () => ({ status: 201, data: { ...USERS.ana, id: 9, email: 'nuevo@empresa.es' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Crear usuario' }));
    expect(await screen.findByText('Usuario creado. Recibirá un correo para establecer su contraseña.')).toBeInTheDocument();
    expect(sentBodies('POST /api/userCreate').at(-1)).toEqual({
      email: 'nuevo@empresa.es',
      name: 'Nuevo Usuario',
      departments: ['/api/departments/1'],
      teams: [],
      holidayAllowance: 22,
    });
    expect(within(form).getByLabelText('Nombre')).toHaveValue('');
  });

  it("shows another admin's change without a reload", async () => {
    const feed = installFakeLiveFeed();
    let people = [ana, luis];
    await render({ [LIVE]: () => collection(people) });
    expect(within(table()).getByText('Bloqueado')).toBeInTheDocument();
    people = [ana, { ...luis, banned: false }];
    await feed.send({ '@id': '/api/users/6', '@type': 'User', id: 6, banned: false });
    await waitFor(() => expect(within(table()).queryByText('Bloqueado')).not.toBeInTheDocument());
    feed.restore();
  });

  it('previews an import file row by row, and says why a file is refused', async () => {
    let answer: Answer = invalid('El archivo no tiene filas');
    await render({ 'POST /api/users/import_preview': () => answer() });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Importar usuarios' }));
    const panel = screen.getByRole('region', { name: 'Importar usuarios' });
    const file = within(panel).getByLabelText(/Archivo CSV/);
    await userEvent.upload(file, new File([''], 'vacio.csv', { type: 'text/csv' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('El archivo no tiene filas');
    answer = () => ({
      status: 200,
      data: {
        rows: [
          { line: 1, email: 'nueva@empresa.es', name: 'Nueva', department: 'Tecnología', teams: ['Soporte'], status: 'create', reason: null },
          { line: 2, email: 'x', name: 'X', department: null, teams: [], status: 'error', reason: 'El correo no es válido' },
        ],
        toCreate: 1,
        existing: 0,
        errors: 1,
      },
    });
    await userEvent.upload(file, new File(['nueva@empresa.es,Nueva,Tecnología,Soporte\nx,X,,'], 'personas.csv', { type: 'text/csv' }));
    const rows = within(await within(panel).findByRole('table', { name: 'Vista previa de la importación' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.lastElementChild?.textContent)).toEqual(['Se creará', 'Error: El correo no es válido']);
    expect(within(panel).getByText('Se crearán: 1 · Ya existen: 0 · Con errores: 1')).toBeInTheDocument();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('creates the previewed rows on confirmation, sums up each refused row, and reloads the list', async () => {
    const previewRow = { email: 'nueva@empresa.es', name: 'Nueva', department: 'Tecnología', teams: [] as string[], reason: null };
    let preview: ImportPreview = { rows: [{ ...previewRow, line: 1, status: 'error', reason: 'Falta el nombre' }], toCreate: 0, existing: 0, errors: 1 };
    let people = [ana, luis];
    await render({
      [LIVE]: () => collection(people),
      'POST /api/users/import_preview': () => ({ status: 200, data: preview }),
      'POST /api/users/import': () => {
        people = [ana, luis, { ...USERS.ana, id: 9, name: 'Nueva Importada', email: 'nueva@empresa.es' }];
        return {
          status: 200,
          data: {
            rows: [
              { line: 1, email: 'nueva@empresa.es', status: 'created', reason: null, id: 9 },
              { line: 2, email: 'tarde@empresa.es', status: 'existing', reason: 'Ya existe un usuario con ese correo', id: null },
            ],
            created: 1,
            existing: 1,
            errors: 0,
          },
        };
      },
    });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Importar usuarios' }));
    const panel = screen.getByRole('region', { name: 'Importar usuarios' });
    const file = within(panel).getByLabelText(/Archivo CSV/);
    await userEvent.upload(file, new File(['nueva@empresa.es,,Tecnología,'], 'personas.csv', { type: 'text/csv' }));
    expect(await within(panel).findByRole('button', { name: 'Crear usuarios' })).toBeDisabled();

    preview = { rows: [{ ...previewRow, line: 1, status: 'create' }, { ...previewRow, line: 2, email: 'tarde@empresa.es', status: 'create' }], toCreate: 2, existing: 0, errors: 0 };
    await userEvent.upload(file, new File(['nueva@empresa.es,Nueva,Tecnología,\ntarde@empresa.es,Tarde,Tecnología,'], 'personas.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Crear usuarios' })).toBeEnabled());
    await userEvent.click(within(panel).getByRole('button', { name: 'Crear usuarios' }));
    expect(sentBodies('POST /api/users/import')).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Sí|Aceptar|Confirmar/ }));
    expect(await within(panel).findByText('Usuarios creados: 1 · Ya existen: 1 · Con errores: 0')).toBeInTheDocument();
    expect(within(within(panel).getByRole('list', { name: 'Filas no creadas' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Línea 2 (tarde@empresa.es): Ya existe un usuario con ese correo',
    ]);
    expect(sentBodies('POST /api/users/import')).toHaveLength(1);
    expect(await within(table()).findByText('Nueva Importada')).toBeInTheDocument();
  });
});
