import type { User, UserSchedule } from '@portal/shared-api';
import type { FakeApi, FakeRoutes } from '@portal/shared-api/testing';
import { notify } from '@portal/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AFTERNOONS, baseRoutes, ME, ok, ownUser, pendingRequest, RETIRED, renderProfile } from '../../../testing/profile-fixtures';

let api: FakeApi;

/** A server that keeps the user between calls, as the real one does. */
function profileServer(initial: User, extra: FakeRoutes = {}) {
  let user = initial;
  const routes: FakeRoutes = {
    ...baseRoutes(initial),
    [`GET /api/users/${ME}`]: () => ok(user),
    [`PUT /api/users/${ME}`]: ({ body }) => {
      user = { ...user, ...(body as Partial<User>) } as User;
      return ok(user);
    },
    'POST /api/user_schedules': ({ body }) => {
      const { type, schedule } = body as { type: 1 | 2; schedule: string | null };
      const request = pendingRequest(50, type, schedule === AFTERNOONS['@id'] ? AFTERNOONS : null);
      user = { ...user, userSchedules: [...(user.userSchedules ?? []), request] };
      return { status: 201, data: request };
    },
    'DELETE /api/user_schedules/50': () => {
      user = { ...user, userSchedules: (user.userSchedules ?? []).filter((request: UserSchedule) => request.id !== 50) };
      return { status: 204 };
    },
    ...extra,
  };
  return routes;
}

async function openOwnProfile(user: User = ownUser(), extra: FakeRoutes = {}) {
  ({ api } = renderProfile('/profile', profileServer(user, extra)));
  await screen.findByRole('heading', { name: 'Mi perfil' });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Alcalá de Henares' })).toBeInTheDocument());
}

const section = (name: string) => screen.getByRole('region', { name });

async function confirmSave(answer: 'SÍ' | 'NO' = 'SÍ') {
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  const dialog = screen.getByRole('dialog', { name: 'Guardar perfil' });
  expect(within(dialog).getByText('¿Desea guardar los cambios de su perfil?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
}

const putBodies = () => api.calls.filter((call) => call.key === `PUT /api/users/${ME}`).map((call) => call.body as Record<string, unknown>);

describe('the own profile', () => {
  it('shows its four sections with the current values', async () => {
    await openOwnProfile();
    for (const name of ['Información general', 'Información laboral', 'Gestión de la cuenta', 'Notificaciones']) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana García');
    // Nothing longer than the server takes can be typed.
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('maxLength', '255');
    expect(screen.getByLabelText('Correo alternativo')).toHaveAttribute('maxLength', '255');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('maxLength', '32');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveValue('1990-05-10');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAttribute('max', '2010-01-25');
    expect(screen.getByLabelText('Provincia')).toHaveValue('28');
    expect(screen.getByLabelText('Municipio')).toHaveValue('28079');
    expect(screen.getByLabelText('Zona horaria')).toHaveValue('Europe/Madrid');
    expect(within(screen.getByLabelText('Zona horaria')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Canarias',
      'Península',
      'UTC',
    ]);
    expect(screen.getByLabelText('Horario normal')).toHaveValue('/api/work_schedules/1');
    // Deleted schedules are not offered.
    expect(within(screen.getByLabelText('Horario normal')).queryByRole('option', { name: 'Horario de verano 2023' })).not.toBeInTheDocument();
    expect(within(section('Información laboral')).getByText('Soporte')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto de Ana García' })).toHaveStyle({ '--avatar-size': '7rem' });
  });

  it('saves the edited fields after the confirmation, with the birthday at 08:00:00', async () => {
    await openOwnProfile();
    await userEvent.clear(screen.getByLabelText('Nombre'));
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana G. López');
    await userEvent.type(screen.getByLabelText('Correo alternativo'), 'ana@correo.es');
    await userEvent.clear(screen.getByLabelText('Fecha de nacimiento'));
    await userEvent.type(screen.getByLabelText('Fecha de nacimiento'), '1991-02-03');
    await userEvent.selectOptions(screen.getByLabelText('Zona horaria'), 'Canarias');
    await userEvent.click(screen.getByRole('radio', { name: 'Casa' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Guardia' })).getByRole('radio', { name: 'Sí' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Recibir avisos por correo electrónico' }));

    await confirmSave('NO');
    expect(putBodies()).toEqual([]);
    await confirmSave('SÍ');
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(putBodies()).toEqual([
      {
        name: 'Ana G. López',
        alternativeEmail: 'ana@correo.es',
        phone: '600111222',
        birthday: '1991-02-03T08:00:00',
        provincia: '/api/provincias/28',
        municipio: '/api/municipios/28079',
        timezone: 'Europe/London',
        duty: true,
        situation: 0,
        mails: false,
      },
    ]);
    expect(api.calls.some((call) => call.key === 'POST /api/user_schedules')).toBe(false);
  });

  it('offers the municipios of the chosen province and clears one of another province', async () => {
    await openOwnProfile();
    await userEvent.selectOptions(screen.getByLabelText('Provincia'), 'Barcelona');
    expect(screen.getByLabelText('Municipio')).toHaveValue('');
    const municipio = screen.getByLabelText('Municipio');
    await waitFor(() => expect(within(municipio).getByRole('option', { name: 'Barcelona' })).toBeInTheDocument());
    const municipios = within(screen.getByLabelText('Municipio')).getAllByRole('option').map((option) => option.textContent);
    expect(municipios).toEqual(['Sin municipio', 'Barcelona']);
  });

  it('keeps what was typed when the save fails, and shows the server’s reason', async () => {
    await openOwnProfile(ownUser(), {
      [`PUT /api/users/${ME}`]: () => ({
        status: 422,
        data: {
          error: 'El teléfono no es válido',
          violations: [
            { propertyPath: 'phone', message: 'El teléfono no es válido', code: 'invalid' },
            { propertyPath: 'birthday', message: 'La fecha de nacimiento debe estar entre el 01-01-1900 y el 25-01-2010', code: 'invalid' },
          ],
        },
      }),
    });
    await userEvent.clear(screen.getByLabelText('Teléfono'));
    await userEvent.type(screen.getByLabelText('Teléfono'), '12ab');
    await confirmSave();
    expect(await screen.findByText('El teléfono no es válido', { selector: '.form-error' })).toBeInTheDocument();
    // Each message is read out with its field.
    expect(screen.getByLabelText('Teléfono')).toHaveAccessibleDescription('El teléfono no es válido');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAccessibleDescription(
      'La fecha de nacimiento debe estar entre el 01-01-1900 y el 25-01-2010',
    );
    expect(screen.queryByText('¡Guardado!')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Teléfono')).toHaveValue('12ab');
  });

  it('keeps a server failure from losing the edits, and saves them on the next try', async () => {
    let failures = 1;
    await openOwnProfile(ownUser(), {
      [`PUT /api/users/${ME}`]: ({ body }) => (failures-- > 0 ? { status: 500, data: { error: 'Error interno del servidor' } } : ok({ ...ownUser(), ...(body as object) })),
    });
    await userEvent.clear(screen.getByLabelText('Nombre'));
    await userEvent.type(screen.getByLabelText('Nombre'), 'Ana G. López');
    await confirmSave();
    expect(await screen.findByText('Error interno del servidor')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana G. López');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    await confirmSave();
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(putBodies().map((body) => body.name)).toEqual(['Ana G. López', 'Ana G. López']);
  });

  it('still shows a current schedule that has since been deleted, without offering other deleted ones', async () => {
    await openOwnProfile(ownUser({ workSchedule: RETIRED }));
    expect(screen.getByLabelText('Horario normal')).toHaveDisplayValue('Horario de verano 2023');
    expect(within(screen.getByLabelText('Horario de guardia')).queryByRole('option', { name: 'Horario de verano 2023' })).not.toBeInTheDocument();
    await confirmSave();
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls.some((call) => call.key === 'POST /api/user_schedules')).toBe(false);
  });

  it('asks for a schedule change, then disables the selector under a banner until the request is cancelled', async () => {
    await openOwnProfile();
    await userEvent.selectOptions(screen.getByLabelText('Horario normal'), 'Tardes');
    await confirmSave();
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/user_schedules')?.body).toEqual({
      user: `/api/users/${ME}`,
      type: 1,
      schedule: '/api/work_schedules/2',
      authorized: false,
    });

    const banner = await screen.findByText(/Tiene un horario en espera de aprobación/);
    expect(within(banner).getByText('Tardes')).toBeInTheDocument();
    // A member's selector goes back to the current schedule and is disabled while the request waits.
    expect(screen.getByLabelText('Horario normal')).toBeDisabled();
    await waitFor(() => expect(screen.getByLabelText('Horario normal')).toHaveValue('/api/work_schedules/1'));

    await userEvent.click(within(banner).getByRole('button', { name: 'cancele' }));
    const dialog = screen.getByRole('dialog', { name: 'Borrar solicitud de horario' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);

    await userEvent.click(within(screen.getByText(/Tiene un horario en espera/)).getByRole('button', { name: 'cancele' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, borrar' }));
    await waitFor(() => expect(screen.queryByText(/Tiene un horario en espera de aprobación/)).not.toBeInTheDocument());
    expect(api.calls.map((call) => call.key)).toContain('DELETE /api/user_schedules/50');
    expect(screen.getByLabelText('Horario normal')).toBeEnabled();
    // The keyboard stays where it was: on the freed selector, not at the top of the page.
    expect(screen.getByLabelText('Horario normal')).toHaveFocus();
  });

  it('shows a pending request of the duty type on the duty selector only', async () => {
    await openOwnProfile(ownUser({ userSchedules: [pendingRequest(61, 2, null)] }));
    expect(screen.getByLabelText('Horario de guardia')).toBeDisabled();
    expect(screen.getByLabelText('Horario normal')).toBeEnabled();
    expect(screen.getByText(/Tiene un horario en espera de aprobación/)).toHaveTextContent('Sin horario');
  });

  it('lets an admin keep the chosen schedule, applied at once', async () => {
    await openOwnProfile(ownUser({ roles: ['ROLE_USER', 'ROLE_ADMIN'] }), {
      'POST /api/user_schedules': () => ({ status: 201, data: { ...pendingRequest(70, 1, AFTERNOONS), authorized: true } }),
    });
    await userEvent.selectOptions(screen.getByLabelText('Horario normal'), 'Tardes');
    await confirmSave();
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'POST /api/user_schedules')?.body).toMatchObject({ authorized: true });
    expect(screen.getByLabelText('Horario normal')).toHaveValue('/api/work_schedules/2');
  });

  it('saves the compact menu option at once and says ¡Ok!', async () => {
    await openOwnProfile();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Menú compacto al iniciar' }));
    expect(await screen.findByText('¡Ok!')).toBeInTheDocument();
    expect(putBodies()).toEqual([{ options: { compactSidebar: true } }]);
    expect(screen.getByRole('checkbox', { name: 'Menú compacto al iniciar' })).toBeChecked();
  });

  it('shows the spec’s messages when provinces or municipios cannot be loaded', async () => {
    ({ api } = renderProfile(
      '/profile',
      profileServer(ownUser(), {
        'GET /api/provincias': () => ({ status: 500, data: { error: 'Error interno' } }),
        'GET /api/municipios?provincia=28': () => ({ status: 500, data: { error: 'Error interno' } }),
      }),
    ));
    expect(
      await screen.findByText(
        'Ha habido un error cargando las provincias. Por favor, contacte con administrador si el problema persiste al recargar la página.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ha habido algun error cargando municipios. recargue la pagina')).toBeInTheDocument();
    expect(await screen.findByText('Ha ocurrido un error al cargar los municipios.')).toBeInTheDocument();
  });
});

describe('the password panel', () => {
  async function openPanel(extra: FakeRoutes = {}) {
    await openOwnProfile(ownUser(), extra);
    const toggle = screen.getByRole('button', { name: 'Cambiar contraseña' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  const fill = async (current: string, next: string, repeat: string) => {
    if (current) await userEvent.type(screen.getByLabelText('Contraseña actual'), current);
    if (next) await userEvent.type(screen.getByLabelText('Nueva contraseña'), next);
    if (repeat) await userEvent.type(screen.getByLabelText('Repita la nueva contraseña'), repeat);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
  };
  const passwordCalls = () => api.calls.filter((call) => call.key === 'PATCH /api/user/changePassword');

  it('blocks a short or mismatched new password with clear messages', async () => {
    await openPanel();
    await fill('Portal2026!', 'corta', 'corta');
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Nueva contraseña'));
    await userEvent.clear(screen.getByLabelText('Repita la nueva contraseña'));
    await fill('', 'Nueva-clave-1', 'Nueva-clave-2');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(passwordCalls()).toEqual([]);
  });

  it('sends id, old and new password and closes on success', async () => {
    await openPanel({ 'PATCH /api/user/changePassword': () => ok({ message: 'ok' }) });
    await fill('Portal2026!', 'Nueva-clave-1', 'Nueva-clave-1');
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    expect(passwordCalls().map((call) => call.body)).toEqual([{ id: ME, oldPassword: 'Portal2026!', newPassword: 'Nueva-clave-1' }]);
    await waitFor(() => expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument());
  });

  it('shows the spec’s error and the server’s reason when the current password is wrong', async () => {
    await openPanel({
      'PATCH /api/user/changePassword': () => ({
        status: 422,
        data: {
          error: 'La contraseña actual no es correcta',
          violations: [{ propertyPath: 'oldPassword', message: 'La contraseña actual no es correcta', code: 'invalid' }],
        },
      }),
    });
    const errorToast = jest.spyOn(notify, 'error');
    await fill('equivocada', 'Nueva-clave-1', 'Nueva-clave-1');
    expect(await screen.findByText('Se ha producido un error al cambiar la contraseña.')).toBeInTheDocument();
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('equivocada');
    // Spec 02 §8: this failure stays 2 s, not the 5 s of other errors.
    expect(errorToast).toHaveBeenCalledWith('Se ha producido un error al cambiar la contraseña.', 2000);
  });
});
