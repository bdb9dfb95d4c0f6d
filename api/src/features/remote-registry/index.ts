import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteRegistry, type RemoteRegistry } from './remote-registry-repository.ts';
import remoteRegistryRoutes from './remote-registry-routes.ts';
import remotesConfigRoute from './remotes-config-route.ts';

declare module 'fastify' {
  interface FastifyInstance {
    remoteRegistry: RemoteRegistry;
  }
}

/**
 * The remote registry as one plugin: its store and its routes under /api. The routes check their
 * own callers (a deploy token or an admin's session; the shell's configuration is public), so the
 * feature mounts beside the session scope rather than inside it.
 */
export default fp(
  async (app: FastifyInstance, { shellPlatformUrl }: { shellPlatformUrl: string }) => {
    app.decorate('remoteRegistry', createRemoteRegistry(app.db));
    await app.register(remotesConfigRoute, { prefix: '/api' });
    await app.register(remoteRegistryRoutes, { prefix: '/api', shellPlatformUrl });
  },
  { name: 'remote-registry', dependencies: ['db', 'authentication', 'live-updates', 'notifications'] },
);
