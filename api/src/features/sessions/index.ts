import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../../core/features.ts';
import { openRoutes, resourceRoutes } from '../../core/routing/mounts.ts';
import authenticationRoutes from './authentication-routes.ts';
import deviceSessionRoutes from './device-session-routes.ts';
import hubTokenRoutes from './hub-token-routes.ts';
import loginFailuresRepository from './login-failures-repository.ts';
import sessionUserRoutes from './session-user-routes.ts';
import sessionsRepository from './sessions-repository.ts';

/**
 * Sessions: login, logout and refresh come before any session, so they sit
 * outside the session check; the signed-in user's own session (`/user`, its
 * sessions, `/mercureIdentify`) sits behind it.
 */
export default fp(
  async (app: FastifyInstance, { config }: FeatureOptions) => {
    const { secureCookies } = config;
    await app.register(loginFailuresRepository);
    await app.register(sessionsRepository);
    const signInRoutes: FastifyPluginAsyncTypebox = async (scope) => {
      // Signing in and out stays open during maintenance: an admin signs in to end it, and a session row is no data of the portal's.
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, maintenanceCheckedByRoute: true };
      });
      await scope.register(authenticationRoutes, { secureCookies });
    };
    await openRoutes(app, signInRoutes);
    await resourceRoutes(app, async (api) => {
      await api.register(sessionUserRoutes, { prefix: '/user', secureCookies });
      await api.register(deviceSessionRoutes, { prefix: '/user/sessions' });
      await api.register(hubTokenRoutes, { prefix: '/mercureIdentify', secureCookies });
    });
  },
  { name: 'sessions', dependencies: ['app-events'] },
);
