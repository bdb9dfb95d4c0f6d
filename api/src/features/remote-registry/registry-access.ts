/**
 * Who is asking the registry: a deploy token (`Authorization: Bearer rdt_…`), valid for its own
 * remote only and acting as the admin who made it, or a session. Checked on every request before
 * its body is read, so a stranger gets a 401 whatever they send; what each caller may do is
 * `registryCaller`'s, in the route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdmin } from '../../core/authorization/roles.ts';
import { ApiError, forbidden } from '../../core/errors/api-error.ts';
import { deployTokenOf, hashOfDeployToken } from './deploy-tokens.ts';
import type { RegistryActor } from './remote-registry-repository.ts';
import { REGISTRY_MESSAGES } from './registry-messages.ts';

type DeployToken = { id: number; remote: string; created_by: number };

declare module 'fastify' {
  interface FastifyRequest {
    deployToken: DeployToken | null;
  }
}

export function authenticateRegistryCallers(app: FastifyInstance): void {
  app.decorateRequest('deployToken', null);
  app.addHook('onRequest', async (request) => {
    const token = deployTokenOf(request.headers.authorization);
    if (token === undefined) {
      request.caller = await app.authenticate(request);
      return;
    }
    const found = await app.remoteRegistry.deployToken(hashOfDeployToken(token));
    if (!found) throw new ApiError(401, REGISTRY_MESSAGES.BAD_TOKEN);
    request.deployToken = found;
  });
}

/** The actor of a registry change to `remote` (null: a change no token may make), or a 403. */
export function registryCaller(request: FastifyRequest, remote: string | null): RegistryActor {
  const token = request.deployToken;
  if (token) {
    if (remote === null) throw forbidden(REGISTRY_MESSAGES.TOKEN_NOT_FOR_THIS);
    if (token.remote !== remote) throw forbidden(REGISTRY_MESSAGES.TOKEN_OF_OTHER_REMOTE);
    return { id: token.created_by, ip: request.ip, tokenId: token.id };
  }
  if (!request.caller || !isAdmin(request.caller)) throw forbidden();
  return { id: request.caller.id, ip: request.ip, tokenId: null };
}

/** The session's caller, for what only a person may do (reports, making tokens). */
export function sessionCaller(request: FastifyRequest) {
  if (!request.caller) throw forbidden(REGISTRY_MESSAGES.TOKEN_NOT_FOR_THIS);
  return request.caller;
}
