import type { User } from '@portal/shared-api';
import type { FakeApi, FakeRoutes } from '@portal/shared-api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { baseRoutes, ME, ok, ownUser, renderProfile } from '../../../testing/profile-fixtures';

let api: FakeApi;

async function openOwnProfile(extra: FakeRoutes = {}) {
  let user: User = ownUser();
  ({ api } = renderProfile('/profile', {
    ...baseRoutes(user),
    [`GET /api/users/${ME}`]: () => ok(user),
    [`PUT /api/users/${ME}`]: ({ body }) => {
      user = { ...user, ...(body as Partial<User>) } as User;
      return ok(user);
    },
    ...extra,
  }));
  await screen.findByRole('heading', { name: 'Mi perfil' });
}

const picture = (type: string, bytes = 100) => new File([new Uint8Array(bytes)], 'foto.png', { type });
// `applyAccept: false` lets a wrong type reach the screen's own check, as a drag or an old browser would.
const choose = (file: File) => userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Foto de perfil'), file);

describe('the avatar upload', () => {
  it('shows the default picture at 7rem, uploads a new one for the user and sets it', async () => {
    await openOwnProfile({ 'POST /api/media_objects': () => ({ status: 201, data: { '@id': '/api/media_objects/14', id: 14, name: 'foto.png', deleted: false } }) });
    const avatar = screen.getByRole('img', { name: 'Foto de Ana García' });
    expect(avatar).toHaveStyle({ '--avatar-size': '7rem' });
    expect(avatar.getAttribute('src')).not.toContain('/api/files/');

    await choose(picture('image/png'));
    expect(await screen.findByText('¡Guardado!')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.key === 'POST /api/media_objects')?.body as FormData;
    expect(sent.get('entity')).toBe('User');
    expect(sent.get('entity_id')).toBe(String(ME));
    expect(api.calls.find((call) => call.key === `PUT /api/users/${ME}`)?.body).toEqual({ image: '/api/media_objects/14' });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Foto de Ana García' })).toHaveAttribute('src', '/api/files/14'));
  });

  it('refuses a file of the wrong type or over 2 MB before sending it', async () => {
    await openOwnProfile();
    await choose(picture('image/svg+xml'));
    expect(screen.getByRole('alert')).toHaveTextContent('La imagen debe ser PNG, JPEG, GIF o WEBP.');
    await choose(picture('image/png', 2 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('La imagen no puede superar los 2 MB.');
    expect(api.calls.some((call) => call.key === 'POST /api/media_objects')).toBe(false);
  });

  it('says why when the server refuses the upload, and keeps the old picture', async () => {
    await openOwnProfile({ 'POST /api/media_objects': () => ({ status: 415, data: { error: 'Formato de imagen no permitido' } }) });
    await choose(picture('image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido subir la imagen: Formato de imagen no permitido');
    expect(api.calls.some((call) => call.key === `PUT /api/users/${ME}`)).toBe(false);
  });
});
