import { installFakeApi } from '@portal/shared-api/testing';
import { signIn } from '@portal/shared-ui/testing';
import { waitFor } from '@testing-library/react';
import { onCandidateSide } from './gradual-release';
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

describe('a gradual release', () => {
  const person = { '@id': '/api/users/41', id: 41, email: 'ana.garcia@empresa.es', name: 'Ana', timezone: 'Europe/Madrid', roles: ['ROLE_USER'] };
  const gradual = (name: string, share: number): RemoteConfig => ({
    ...remote,
    name,
    fallbackEntry: undefined,
    release: { id: 7, version: '1.1.0' },
    candidate: { entry: `http://127.0.0.1:3101/releases/1.2.0-abcdef2/mf-manifest.json`, release: { id: 8, version: '1.2.0' }, share },
  });

  beforeEach(() => {
    registerRemotes.mockClear();
    loadRemote.mockClear();
  });

  it('loads the candidate for a person in its share, registered before any of its modules, and tells the registry it loaded', async () => {
    await signIn({ user: person as never });
    const api = installFakeApi({ 'POST /api/remote_release_reports': () => ({ status: 202, data: { received: true } }) });
    try {
      expect(onCandidateSide(41, 'mf_gradual_in', 99)).toBe(true);
      loadRemote.mockResolvedValueOnce(routesModule);
      await expect(loadRemoteRoutes(gradual('mf_gradual_in', 99))).resolves.toMatchObject({ ok: true });
      expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_gradual_in', entry: 'http://127.0.0.1:3101/releases/1.2.0-abcdef2/mf-manifest.json' }], { force: true });
      expect(registerRemotes.mock.invocationCallOrder[0]).toBeLessThan(loadRemote.mock.invocationCallOrder[0] ?? 0);
      await waitFor(() => expect(api.calls.map((call) => [call.key, call.body])).toEqual([['POST /api/remote_release_reports', { release: 8, kind: 'loaded' }]]));
    } finally {
      api.restore();
    }
  });

  it('keeps the live release for a person outside its share', async () => {
    await signIn({ user: person as never });
    const api = installFakeApi({ 'POST /api/remote_release_reports': () => ({ status: 202, data: { received: true } }) });
    try {
      expect(onCandidateSide(41, 'mf_gradual_out', 1)).toBe(false);
      loadRemote.mockResolvedValueOnce(routesModule);
      await expect(loadRemoteRoutes(gradual('mf_gradual_out', 1))).resolves.toMatchObject({ ok: true });
      expect(registerRemotes).not.toHaveBeenCalled();
      await waitFor(() => expect(api.calls.map((call) => call.body)).toEqual([{ release: 7, kind: 'loaded' }]));
    } finally {
      api.restore();
    }
  });
});
