import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import emailChangeRoutes from './email-change-routes.ts';

/** `/api/email_change/*`: public, like the password links. */
const emailChange: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(emailChangeRoutes, { prefix: '/email_change' });
};
export default emailChange;
