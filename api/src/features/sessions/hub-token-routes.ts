import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../core/authentication/caller.ts';
import { refreshSubscriberCookie } from './session-payload.ts';

/**
 * `GET /api/mercureIdentify` (docs/api-contract.md A8): a fresh hub token in the
 * `mercureAuthorization` cookie. Hub tokens live minutes, so the portal's live
 * feed asks for a new one before `expiresIn` seconds have passed.
 */
const hubTokenRoutes: FastifyPluginAsyncTypebox<{ secureCookies: boolean }> = async (app, { secureCookies }) => {
  app.get('/', { schema: { tags: ['session'], summary: 'Renew the live-feed hub token: { hub, topics, feed, expiresIn }' } }, async (request, reply) => {
    const { topics, feed } = await refreshSubscriberCookie(app, reply, callerOf(request), secureCookies);
    return { hub: '/.well-known/mercure', topics, feed, expiresIn: app.tokens.subscriberTtlSeconds };
  });
};

export default hubTokenRoutes;
