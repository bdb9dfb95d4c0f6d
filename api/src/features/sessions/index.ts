import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import authenticationRoutes from './authentication-routes.ts';
import deviceSessionRoutes from './device-session-routes.ts';
import hubTokenRoutes from './hub-token-routes.ts';
import sessionUserRoutes from './session-user-routes.ts';

type CookieOptions = { secureCookies: boolean };

/** Login, logout and session refresh: they come before any session, so they sit outside the session check. */
export const signInRoutes: FastifyPluginAsyncTypebox<CookieOptions> = async (scope, { secureCookies }) => {
  // Signing in and out stays open during maintenance: an admin signs in to end it, and a session row is no data of the portal's.
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, maintenanceCheckedByRoute: true };
  });
  await scope.register(authenticationRoutes, { secureCookies });
};

/** The signed-in user's own session (`/user`, its sessions, `/mercureIdentify`), behind the session check. */
const sessionUser: FastifyPluginAsyncTypebox<CookieOptions> = async (api, { secureCookies }) => {
  await api.register(sessionUserRoutes, { prefix: '/user', secureCookies });
  await api.register(deviceSessionRoutes, { prefix: '/user/sessions' });
  await api.register(hubTokenRoutes, { prefix: '/mercureIdentify', secureCookies });
};
export default sessionUser;
