import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadRemoteRoutes } from '../federation/load-remote-routes';
import { loadPortalRegistry } from '../federation/portal-registry';
import { parseRemotesConfig, type RemoteConfig } from '../federation/remotes-config';
import { ADMIN, fakeRemoteRoutes, logInAs, logOut, MEMBER, renderPortal } from '../testing/portal-under-test';
import { isAllowed } from './access-gate';
import { servedRemotesFile } from '../testing/served-remotes-file';

jest.mock('../federation/portal-registry');
jest.mock('../federation/load-remote-routes');

const { remotes } = parseRemotesConfig(servedRemotesFile());

const urlOf = (routePath: string) => routePath.replace(/\/:[^/?]+\?/g, '').replace(/:[^/]+/g, '3');

beforeEach(() => {
  jest.mocked(loadRemoteRoutes).mockImplementation(async (remote) => ({ ok: true, routes: fakeRemoteRoutes(remote) }));
});
afterEach(logOut);

const guarded = remotes.flatMap((remote) => remote.routes.map((route) => [route.path, route.access, route.deniedRedirect, remote.name] as const));

describe.each([
  ['a member', MEMBER],
  ['an administrator', ADMIN],
])('guards for %s', (_who, user) => {
  it.each(guarded)('%s (%s) shows the screen or sends to %s', async (routePath, access, deniedRedirect, remoteName) => {
    await logInAs(user);
    const router = renderPortal(urlOf(routePath), remotes);
    if (isAllowed(access, user as never)) {
      expect(await screen.findByRole('heading', { name: `Pantalla ${routePath}` })).toBeInTheDocument();
      expect(jest.mocked(loadRemoteRoutes).mock.calls.map(([remote]) => remote.name)).toEqual([remoteName]);
    } else {
      await waitFor(() => expect(router.state.location.pathname).toBe(deniedRedirect === '/' ? '/user' : '/login'));
      // A user who may not enter never downloads the remote.
      expect(loadRemoteRoutes).not.toHaveBeenCalled();
    }
  });
});

it('sends a visitor without a session to /login without loading the remote', async () => {
  const router = renderPortal('/horarios/autorizar', remotes);
  await screen.findByRole('heading', { name: 'Iniciar sesión' });
  expect(router.state.location.pathname).toBe('/login');
  expect(loadRemoteRoutes).not.toHaveBeenCalled();
});

it('reads the remote registry on /login only once someone types there, so the home does not wait for it after signing in', async () => {
  renderPortal('/login', remotes);
  const email = await screen.findByLabelText('Correo electrónico');
  expect(loadPortalRegistry).not.toHaveBeenCalled();
  fireEvent.input(email, { target: { value: 'ana.garcia@empresa.es' } });
  await waitFor(() => expect(loadPortalRegistry).toHaveBeenCalledTimes(1));
  expect(loadRemoteRoutes).not.toHaveBeenCalled();
});

describe('the patcher', () => {
  const approvals = remotes.find((remote) => remote.name === 'mf_approvals') as RemoteConfig;

  it('shows an enabled remote inside the layout, menu included', async () => {
    await logInAs(ADMIN);
    renderPortal('/horarios/autorizar', remotes);
    expect(await screen.findByRole('heading', { name: 'Pantalla /horarios/autorizar' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Menú principal' })).toHaveTextContent('Cambios de horario');
    expect(document.title).toBe('Pantalla /horarios/autorizar · Portal de trabajo');
  });

  it.each(['/horarios/autorizar', '/incidencias', '/incidencias/3/Soporte', '/board/4'])(
    'says a switched-off remote is not available on %s, without loading it',
    async (url) => {
      await logInAs(ADMIN);
      renderPortal(url, remotes.map((remote) => (remote === approvals ? { ...remote, enabled: false } : remote)));
      expect(await screen.findByText('Este módulo no está disponible en este momento.')).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: 'Menú principal' })).not.toHaveTextContent('Cambios de horario');
      expect(loadRemoteRoutes).not.toHaveBeenCalled();
    },
  );

  it('shows the fallback page with a retry inside the layout when the remote is down', async () => {
    jest.mocked(loadRemoteRoutes).mockResolvedValue({ ok: false, reason: 'El módulo no responde.' });
    await logInAs(ADMIN);
    renderPortal('/justificaciones', remotes);
    expect(await screen.findByRole('heading', { name: 'Módulo no disponible' })).toBeInTheDocument();
    expect(screen.getByText(/El módulo no responde\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Menú principal' })).getByRole('link', { name: 'Inicio' })).toBeInTheDocument();
  });

});

it('still shows a remote reached again after the first navigation into it was interrupted', async () => {
  let arrive: () => void = () => undefined;
  jest.mocked(loadRemoteRoutes).mockImplementation(async (remote) => {
    if (remote.name === 'mf_approvals') await new Promise<void>((resolve) => (arrive = resolve));
    return { ok: true, routes: fakeRemoteRoutes(remote) };
  });
  await logInAs(ADMIN);
  const router = renderPortal('/user', remotes);
  await screen.findByRole('heading', { name: /^Hola,/ });
  void router.navigate('/horarios/autorizar');
  await waitFor(() => expect(loadRemoteRoutes).toHaveBeenCalledTimes(1));
  await router.navigate('/profile');
  await screen.findByRole('heading', { name: 'Pantalla /profile' });

  const back = router.navigate('/horarios/autorizar');
  arrive();
  await back;
  expect(await screen.findByRole('heading', { name: 'Pantalla /horarios/autorizar' })).toBeInTheDocument();
  expect(jest.mocked(loadRemoteRoutes).mock.calls.filter(([remote]) => remote.name === 'mf_approvals')).toHaveLength(1);
});
