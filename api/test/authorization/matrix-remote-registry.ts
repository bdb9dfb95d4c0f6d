/** Rows of the remote registry; its rules (deploy tokens, the gate, promotions) are tested in features/remote-registry. */
import { ADMIN, any, get, type Matrix, post } from './matrix-cases.ts';
import { everyone, only } from './roles.ts';

const patch = (url: string, payload: unknown) => ({ method: 'PATCH' as const, url, payload: payload as never });

export const REMOTE_REGISTRY_MATRIX: Matrix = {
  'GET /api/remotes_config': any(() => get('/api/remotes_config'), everyone(200)),
  'GET /api/remote_modules': any(() => get('/api/remote_modules'), only(ADMIN, 200, 403)),
  'GET /api/remote_modules/:name': any((f) => get(`/api/remote_modules/${f.remoteRelease.remote}`), only(ADMIN, 200, 403)),
  // An old revision: the admin's change is refused as out of date, and nothing moves.
  'PATCH /api/remote_modules/:name': any((f) => patch(`/api/remote_modules/${f.remoteRelease.remote}`, { enabled: false, revision: 999 }), only(ADMIN, 409, 403)),
  'POST /api/remote_releases': any(({ remoteRelease: { id: _id, ...sent } }) => post('/api/remote_releases', sent), only(ADMIN, 409, 403)),
  'POST /api/remote_modules/:name/promotion': any((f) => post(`/api/remote_modules/${f.remoteRelease.remote}/promotion`, { version: '9.9.9', revision: 1 }), only(ADMIN, 404, 403)),
  'POST /api/remote_modules/:name/rollback': any((f) => post(`/api/remote_modules/${f.remoteRelease.remote}/rollback`, { revision: 999 }), only(ADMIN, 409, 403)),
  'POST /api/remote_deploy_tokens': any(() => post('/api/remote_deploy_tokens', { remote: 'mf_matriz' }), only(ADMIN, 201, 403)),
  // Any signed-in tab reports; an unknown release is refused for everyone.
  'POST /api/remote_release_reports': any(() => post('/api/remote_release_reports', { release: 999_999, kind: 'loaded' }), everyone(400)),
};
