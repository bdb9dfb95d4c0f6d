import type { FakeApi } from '@portal/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrgScreen } from '../../testing/fixtures';
import { collection } from '@portal/shared-ui/testing';

let api: FakeApi | undefined;

const NOTICES = 'GET /api/configurations?name=avisos_solicitante&data=10';
const UNLOCK = 'GET /api/configurations?name=team_unlock_tasks&data=10';
const row = (id: number, name: string, value: unknown) => ({ '@id': `/api/configurations/${id}`, id, name, data: '10', value, user: null });

describe('TeamManagement: requester notices (avisos_solicitante)', () => {
  it('adds the first requester by creating the configuration, refuses a duplicate, removes the last by deleting it', async () => {
    let rows: unknown[] = [];
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: {
        [NOTICES]: () => collection(rows),
        [UNLOCK]: () => collection([]),
        'POST /api/configurations': ({ body }) => {
          rows = [row(50, 'avisos_solicitante', (body as { value: unknown }).value)];
          return { status: 201, data: rows[0] };
        },
        'DELETE /api/configurations/50': () => {
          rows = [];
          return { status: 204 };
        },
      },
    });
    api = rendered.api;
    const notices = await screen.findByRole('region', { name: 'Avisos a solicitantes' });
    await userEvent.type(await within(notices).findByRole('combobox'), 'ana');
    await userEvent.click(await within(notices).findByRole('option', { name: /Ana García/ }));
    expect(await within(notices).findByText(/Ana García/)).toBeInTheDocument();
    expect(api.calls).toContainEqual({ key: 'POST /api/configurations', body: { name: 'avisos_solicitante', data: '10', value: [5] } });
    await userEvent.type(within(notices).getByRole('combobox'), 'ana');
    await userEvent.click(await within(notices).findByRole('option', { name: /Ana García/ }));
    expect(await screen.findByText('Este solicitante ya está agregado')).toBeInTheDocument();
    await userEvent.click(within(notices).getByRole('button', { name: 'Quitar Ana García' }));
    expect(await screen.findByText('Eliminado !')).toBeInTheDocument();
    await waitFor(() => expect(within(notices).queryByText(/Ana García/)).not.toBeInTheDocument());
  });

  it('a second pick while the first is still saving sends nothing built on the old list', async () => {
    let rows: unknown[] = [];
    let releaseReload: () => void = () => undefined;
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: {
        [NOTICES]: () =>
          rows.length === 0 ? collection(rows) : new Promise((resolve) => (releaseReload = () => resolve(collection(rows)))),
        [UNLOCK]: () => collection([]),
        'POST /api/configurations': ({ body }) => {
          rows = [row(50, 'avisos_solicitante', (body as { value: unknown }).value)];
          return { status: 201, data: rows[0] };
        },
      },
    });
    api = rendered.api;
    const notices = await screen.findByRole('region', { name: 'Avisos a solicitantes' });
    await userEvent.type(await within(notices).findByRole('combobox'), 'ana');
    await userEvent.click(await within(notices).findByRole('option', { name: /Ana García/ }));
    await waitFor(() => expect(api?.calls.filter((call) => call.key === NOTICES)).toHaveLength(2));
    await userEvent.type(within(notices).getByRole('combobox'), 'luis');
    await userEvent.click(await within(notices).findByRole('option', { name: /Luis Martín/ }));
    releaseReload();
    expect(await within(notices).findByText(/Ana García/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.key.startsWith('POST') || call.key.startsWith('PUT'))).toEqual([
      { key: 'POST /api/configurations', body: { name: 'avisos_solicitante', data: '10', value: [5] } },
    ]);
  });

  it('a failed change says Error! with the spec sentence and keeps the list', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: {
        [NOTICES]: () => collection([row(50, 'avisos_solicitante', [5])]),
        [UNLOCK]: () => collection([]),
        'PUT /api/configurations/50': () => ({ status: 403, data: { error: 'No tiene permiso para realizar esta acción.' } }),
      },
    });
    api = rendered.api;
    const notices = await screen.findByRole('region', { name: 'Avisos a solicitantes' });
    await userEvent.type(await within(notices).findByRole('combobox'), 'luis');
    await userEvent.click(await within(notices).findByRole('option', { name: /Luis Martín/ }));
    expect(await screen.findByText(/^Error! Ha ocurrido un error al cambiar la configuración\./)).toBeInTheDocument();
    expect(within(notices).queryByText(/Luis Martín/)).not.toBeInTheDocument();
  });
});

describe('TeamManagement: manager options (team_unlock_tasks)', () => {
  it('creates the flag, then changes it; a failed change reverts the box', async () => {
    let rows: unknown[] = [];
    let fail = false;
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: {
        [NOTICES]: () => collection([]),
        [UNLOCK]: () => collection(rows),
        'POST /api/configurations': ({ body }) => {
          rows = [row(60, 'team_unlock_tasks', (body as { value: unknown }).value)];
          return { status: 201, data: rows[0] };
        },
        'PUT /api/configurations/60': ({ body }) =>
          fail ? { status: 500, data: { error: 'Error interno' } } : { status: 200, data: row(60, 'team_unlock_tasks', (body as { value: unknown }).value) },
      },
    });
    api = rendered.api;
    const unlock = await screen.findByRole('checkbox', { name: 'Permitir desbloquear tareas solicitadas y rechazadas' });
    await userEvent.click(unlock);
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'POST /api/configurations', body: { name: 'team_unlock_tasks', data: '10', value: ['1'] } }));
    fail = true;
    const box = await screen.findByRole('checkbox', { name: 'Permitir desbloquear tareas solicitadas y rechazadas', checked: true });
    await userEvent.click(box);
    expect(await screen.findByText('Error! Ha ocurrido un error al cambiar la configuración. Error interno')).toBeInTheDocument();
    expect(box).toBeChecked();
  });
});
