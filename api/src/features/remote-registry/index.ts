import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../../core/features.ts';
import { openRoutes } from '../../core/routing/mounts.ts';
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
  async (app: FastifyInstance, { config }: FeatureOptions) => {
    app.decorate('remoteRegistry', createRemoteRegistry(app.db));
    await openRoutes(app, async (api) => {
      await api.register(remotesConfigRoute);
      await api.register(remoteRegistryRoutes, { shellPlatformUrl: config.shellPlatformUrl });
    });
  },
  { name: 'remote-registry', dependencies: ['notifications'] },
);
