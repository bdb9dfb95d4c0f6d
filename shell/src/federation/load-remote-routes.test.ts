import { REMOTE_LOAD_TIMEOUT_MS } from './load-exposed-module';
import { loadRemoteRoutes } from './load-remote-routes';
import type { RemoteConfig } from './remotes-config';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
// The runtime instance the shell fetches on demand (the real one needs the build's shared modules).
jest.mock('./federation-host', () => ({ createFederationHost: () => ({ loadRemote, registerRemotes }) }));

const remote: RemoteConfig = {
  name: 'mf_approvals',
  entry: 'http://127.0.0.1:3101/mf-manifest.json',
  fallbackEntry: 'http://127.0.0.1:3101/previous/mf-manifest.json',
  enabled: true,
  routes: [{ path: '/horarios/autorizar', access: 'maySeePendingRequests', deniedRedirect: '/login' }],
  nav: [],
};
const routesModule = { routes: [{ path: '/horarios/autorizar', handle: { title: 'Cambios', access: 'maySeePendingRequests' }, element: 'screen' }] };

afterEach(() => jest.useRealTimers());

it('switches to the fallback entry when the entry fails', async () => {
  loadRemote.mockRejectedValueOnce(new Error('manifest 502')).mockResolvedValueOnce(routesModule);
  const result = await loadRemoteRoutes(remote);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_approvals', entry: remote.fallbackEntry }], { force: true });
  expect(result).toMatchObject({ ok: true, routes: routesModule.routes });
});

it('gives up on a hung entry in time, then tries the fallback entry', async () => {
  jest.useFakeTimers();
  loadRemote.mockReturnValueOnce(new Promise(() => undefined)).mockReturnValueOnce(new Promise(() => undefined));
  const result = loadRemoteRoutes(remote);
  await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
  expect(loadRemote).toHaveBeenCalledTimes(2);
  await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
  await expect(result).resolves.toEqual({ ok: false, reason: 'El módulo no responde.' });
  // Entry and fallback entry together stay within the 8 s the portal promises.
  expect(2 * REMOTE_LOAD_TIMEOUT_MS).toBeLessThan(8_000);
});

it('reports a remote without fallback entry as not answering', async () => {
  loadRemote.mockRejectedValueOnce(new Error('down'));
  await expect(loadRemoteRoutes({ ...remote, fallbackEntry: undefined })).resolves.toEqual({ ok: false, reason: 'El módulo no responde.' });
  expect(registerRemotes).not.toHaveBeenCalled();
});
