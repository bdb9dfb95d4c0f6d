import type { FakeApi } from '@portal/shared-api/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderOrgScreen } from '../../testing/fixtures';
import { collection } from '@portal/shared-ui/testing';

let api: FakeApi | undefined;

const NO_CONFIGURATIONS = {
  'GET /api/configurations?name=avisos_solicitante&data=10': () => collection([]),
  'GET /api/configurations?name=team_unlock_tasks&data=10': () => collection([]),
};
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('TeamManagement: logo', () => {
  it('uploads the file for the team, then points the team at it', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: {
        ...NO_CONFIGURATIONS,
        'POST /api/media_objects': ({ body }) => {
          const form = body as FormData;
          return form.get('entity') === 'Team' && form.get('entity_id') === '10'
            ? { status: 201, data: { '@id': '/api/media_objects/77', id: 77, name: 'logo.png', deleted: false } }
            : { status: 400, data: { error: 'Parámetro incorrecto' } };
        },
        'PUT /api/teams/10': () => ({ status: 200, data: {} }),
      },
    });
    api = rendered.api;
    const logo = await screen.findByRole('region', { name: 'Logo' });
    const upload = within(logo).getByRole('button', { name: 'Subir logo' });
    expect(upload).toBeDisabled();
    await userEvent.upload(within(logo).getByLabelText('Nuevo logo'), png());
    await userEvent.click(upload);
    await waitFor(() => expect(api?.calls).toContainEqual({ key: 'PUT /api/teams/10', body: { logo: '/api/media_objects/77' } }));
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
  });

  it('a failed upload is told to the user and the team is not changed', async () => {
    const rendered = await renderOrgScreen({
      path: '/gestion_equipos/10',
      routes: { ...NO_CONFIGURATIONS, 'POST /api/media_objects': () => ({ status: 413, data: { error: 'El archivo supera el tamaño máximo de 2 MB.' } }) },
    });
    api = rendered.api;
    const logo = await screen.findByRole('region', { name: 'Logo' });
    await userEvent.upload(within(logo).getByLabelText('Nuevo logo'), png());
    await userEvent.click(within(logo).getByRole('button', { name: 'Subir logo' }));
    expect(await screen.findByText('No se ha podido subir el logo: El archivo supera el tamaño máximo de 2 MB.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.key === 'PUT /api/teams/10')).toBe(false);
  });
});
