import type { FakeApi } from '@portal/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mailboxState, organisation, renderOrgScreen, sessionOf, USERS } from '../../testing/fixtures';
import { collection } from '@portal/shared-ui/testing';

let api: FakeApi | undefined;

const routesFor = (teamId: number, put: () => { status: number; data?: unknown }) => ({
  [`GET /api/configurations?name=avisos_solicitante&data=${teamId}`]: () => collection([]),
  [`GET /api/configurations?name=team_unlock_tasks&data=${teamId}`]: () => collection([]),
  [`PUT /api/teams/${teamId}`]: put,
});

async function fill(region: HTMLElement, values: { email?: string; password: string; again: string }) {
  if (values.email !== undefined) {
    const email = within(region).getByLabelText('Correo del buzón');
    await userEvent.clear(email);
    if (values.email) await userEvent.type(email, values.email);
  }
  if (values.password) await userEvent.type(within(region).getByLabelText('Contraseña'), values.password);
  if (values.again) await userEvent.type(within(region).getByLabelText('Repita la contraseña'), values.again);
}

describe('TeamManagement: incoming-task mailbox', () => {
  it('a department manager sees the mailbox and its state but gives it no credentials, which only admins do', async () => {
    const session = sessionOf(USERS.techManager, ['ROLE_DEPARTMENT_MANAGER']);
    const rendered = await renderOrgScreen({ path: '/gestion_equipos/11', session, routes: routesFor(11, () => ({ status: 200, data: {} })) });
    api = rendered.api;
    const mailbox = await screen.findByRole('region', { name: 'Buzón de entrada de tareas' });
    expect(within(mailbox).getByText('El equipo no tiene buzón de entrada.')).toBeInTheDocument();
    expect(within(mailbox).getByText('Solo un administrador puede cambiar las credenciales del buzón de tareas')).toBeInTheDocument();
    expect(within(mailbox).queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(within(mailbox).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a team without a mailbox gets the creation form, validated before anything is sent', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_equipos/11', routes: routesFor(11, () => ({ status: 200, data: {} })) });
    api = rendered.api;
    const mailbox = await screen.findByRole('region', { name: 'Buzón de entrada de tareas' });
    await fill(mailbox, { email: 'no-es-correo', password: 'secreto', again: 'secreto' });
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Crear buzón' }));
    expect(within(mailbox).getByRole('alert')).toHaveTextContent('El correo no es válido');
    await fill(mailbox, { email: 'apps@empresa.es', password: '', again: '' });
    const password = within(mailbox).getByLabelText('Contraseña');
    const again = within(mailbox).getByLabelText('Repita la contraseña');
    await userEvent.clear(password);
    await userEvent.clear(again);
    await userEvent.type(password, '12345');
    await userEvent.type(again, '12345');
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Crear buzón' }));
    expect(within(mailbox).getByRole('alert')).toHaveTextContent('La contraseña debe tener al menos 6 caracteres');
    await userEvent.type(password, '6');
    await userEvent.type(again, '7');
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Crear buzón' }));
    expect(within(mailbox).getByRole('alert')).toHaveTextContent('Las contraseñas no coinciden');
    expect(api.calls.some((call) => call.key === 'PUT /api/teams/11')).toBe(false);
    await userEvent.clear(again);
    await userEvent.type(again, '123456');
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Crear buzón' }));
    await waitFor(() =>
      expect(api?.calls).toContainEqual({ key: 'PUT /api/teams/11', body: { taskInboxUsername: 'apps@empresa.es', taskInboxPassword: '123456' } }),
    );
    // Four rounds of typing: slow on a busy machine.
  }, 15_000);

  it('once created, the mailbox is shown by its address, not as a form', async () => {
    const data = organisation();
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/11',
      data,
      routes: {
        ...routesFor(11, () => {
          data.teams = data.teams.map((team) => (team.id === 11 ? { ...team, taskInboxUsername: 'apps@empresa.es', taskInboxConfigured: true } : team));
          return { status: 200, data: {} };
        }),
        'GET /api/teams': () => collection(data.teams),
      },
    });
    api = rendered.api;
    const mailbox = await screen.findByRole('region', { name: 'Buzón de entrada de tareas' });
    await fill(mailbox, { email: 'apps@empresa.es', password: 'secreto', again: 'secreto' });
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Crear buzón' }));
    expect(await within(mailbox).findByText('apps@empresa.es')).toBeInTheDocument();
    expect(within(mailbox).queryByLabelText('Contraseña')).not.toBeInTheDocument();
    expect(within(mailbox).getByRole('button', { name: 'Cambiar contraseña' })).toBeInTheDocument();
  });

  it('an existing mailbox shows its address only, and changes just the password in that mode', async () => {
    const rendered = await renderOrgScreen({ path: '/gestion_equipos/10', routes: routesFor(10, () => ({ status: 200, data: {} })) });
    api = rendered.api;
    const mailbox = await screen.findByRole('region', { name: 'Buzón de entrada de tareas' });
    expect(within(mailbox).getByText('soporte@empresa.es')).toBeInTheDocument();
    expect(within(mailbox).queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(within(mailbox).queryByLabelText('Correo del buzón')).not.toBeInTheDocument();
    await fill(mailbox, { password: 'nueva-clave', again: 'nueva-clave' });
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/teams/10', body: { taskInboxPassword: 'nueva-clave' } }));
  });

  it('a refused change keeps the form as typed and shows the server’s reason', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      data: organisation(),
      routes: routesFor(10, () => ({ status: 422, data: { error: 'El correo no es válido' } })),
    });
    api = rendered.api;
    const mailbox = await screen.findByRole('region', { name: 'Buzón de entrada de tareas' });
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Cambiar buzón' }));
    await fill(mailbox, { email: 'nuevo@empresa.es', password: 'clave-123', again: 'clave-123' });
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El correo no es válido')).toBeInTheDocument();
    expect(within(mailbox).getByLabelText('Correo del buzón')).toHaveValue('nuevo@empresa.es');
  });

  it('the panel shows how reading goes, and "Probar conexión" answers with the server’s words', async () => {
    let answer = { ok: false, message: 'Authentication failed.' };
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: {
        ...routesFor(10, () => ({ status: 200, data: {} })),
        'GET /api/task_mailboxes/10': () =>
          mailboxState(10, {
            status: 'error',
            lastError: 'Error: no se pudo iniciar sesión en el buzón',
            log: [{ at: '2026-11-26T10:14:00+01:00', outcome: 'rejected', sender: 'x@otra.com', subject: 'Hola', reason: 'Remitente no permitido: x@otra.com', task: null }],
          }),
        'POST /api/task_mailboxes/10/test': () => ({ status: 200, data: answer }),
      },
    });
    api = rendered.api;
    const mailbox = await screen.findByRole('region', { name: 'Buzón de entrada de tareas' });
    expect(await within(mailbox).findByText('Con errores')).toBeInTheDocument();
    expect(within(mailbox).getByText(/^Último acceso: 26-11-2026 \d\d:15$/)).toBeInTheDocument();
    expect(within(mailbox).getByRole('alert')).toHaveTextContent('Error: no se pudo iniciar sesión en el buzón');
    expect(within(mailbox).getByText('3')).toBeInTheDocument();
    expect(within(mailbox).getByRole('list', { name: 'Últimos correos' })).toHaveTextContent('rechazado: Remitente no permitido: x@otra.com');

    await userEvent.click(within(mailbox).getByRole('button', { name: 'Probar conexión' }));
    expect(await within(mailbox).findByText('Authentication failed.')).toBeInTheDocument();
    answer = { ok: true, message: 'Conexión correcta' };
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Probar conexión' }));
    expect(await within(mailbox).findByText('Conexión correcta')).toBeInTheDocument();
  });

  it('a panel whose state cannot be read says so and offers to try again', async () => {
    let fail = true;
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: {
        ...routesFor(10, () => ({ status: 200, data: {} })),
        'GET /api/task_mailboxes/10': () => (fail ? { status: 500, data: { error: 'Error interno' } } : mailboxState(10, { status: 'pending', lastReadAt: null })),
      },
    });
    api = rendered.api;
    const mailbox = await screen.findByRole('region', { name: 'Buzón de entrada de tareas' });
    const retry = await within(mailbox).findByRole('button', { name: 'Reintentar' });
    fail = false;
    await userEvent.click(retry);
    expect(await within(mailbox).findByText('Aún no leído')).toBeInTheDocument();
    expect(within(mailbox).getByText('Último acceso: nunca')).toBeInTheDocument();
    expect(within(mailbox).getByText('Aún no ha llegado ningún correo.')).toBeInTheDocument();
  });
});
