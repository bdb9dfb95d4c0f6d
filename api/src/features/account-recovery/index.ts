import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import accountRecoveryRoutes from './account-recovery-routes.ts';

/** `/api/password_reset/*`: public, like the sign-in routes. */
const accountRecovery: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(accountRecoveryRoutes, { prefix: '/password_reset' });
};
export default accountRecovery;
