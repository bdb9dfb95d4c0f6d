import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticationError } from '../../core/errors/api-error.ts';
import { SUBSCRIBER_COOKIE } from '../../core/authentication/session-cookies.ts';
import type { LiveUpdate, Subscriber } from '../../core/live-updates/hub.ts';
import { subscriberTopics } from '../../core/live-updates/audiences.ts';
import { MAX } from '../../core/schemas/common.ts';

const HEARTBEAT_MS = 15_000;

const SubscribeQuery = Type.Object(
  {
    topic: Type.Optional(Type.Union([Type.String({ maxLength: MAX.NAME }), Type.Array(Type.String({ maxLength: MAX.NAME }), { maxItems: MAX.ITEMS })])),
    match: Type.Optional(Type.Union([Type.String({ maxLength: MAX.NAME }), Type.Array(Type.String({ maxLength: MAX.NAME }), { maxItems: MAX.ITEMS })])),
    matchURLPattern: Type.Optional(Type.Union([Type.String({ maxLength: MAX.NAME }), Type.Array(Type.String({ maxLength: MAX.NAME }), { maxItems: MAX.ITEMS })])),
    lastEventID: Type.Optional(Type.String({ maxLength: MAX.NAME })),
  },
  { additionalProperties: true },
);

type Grant = { topics: string[]; userId: number; tokenVersion: number; expiresAt: number };

/**
 * What the subscriber may receive and for how long: from a hub token (cookie
 * or Bearer), or, for scripts holding a session token as Bearer, computed from
 * the session. Either way the session behind it must still hold.
 */
async function grantOf(app: FastifyInstance, request: FastifyRequest): Promise<Grant> {
  const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const token = header ?? request.cookies[SUBSCRIBER_COOKIE] ?? request.cookies.mercureAccessToken;
  if (!token) throw new AuthenticationError('JWT Token not found');
  try {
    const claims = app.tokens.verifySubscriber(token);
    const caller = await app.loadCaller(Number(claims.sub), claims.ver);
    if (!caller) throw new AuthenticationError('Invalid JWT Token');
    return { topics: claims.mercure.subscribe, userId: caller.id, tokenVersion: claims.ver, expiresAt: claims.exp * 1000 };
  } catch (error) {
    if (!header) throw error;
    const claims = app.tokens.verifySession(header);
    const caller = await app.authenticate(request);
    return { topics: await subscriberTopics(app.db, caller), userId: caller.id, tokenVersion: caller.tokenVersion, expiresAt: claims.exp * 1000 };
  }
}

function frame(update: LiveUpdate): string {
  const data = update.data
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\n');
  return `id: ${update.id}\n${update.type ? `event: ${update.type}\n` : ''}${data}\n\n`;
}

const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Mercure-compatible subscription endpoint (contract §11.2): server-sent events of private updates. */
const mercureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { tags: ['mercure'], summary: 'Subscribe (server-sent events)', querystring: SubscribeQuery } }, async (request, reply) => {
    const grant = await grantOf(app, request);
    const selectors = [...list(request.query.topic), ...list(request.query.match), ...list(request.query.matchURLPattern)];
    if (selectors.length === 0) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Missing "topic" parameter');
    }
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    stream.write(':\n\n');
    const subscriber: Subscriber = {
      selectors,
      allowed: grant.topics,
      userId: grant.userId,
      stillValid: async () => (await app.loadCaller(grant.userId, grant.tokenVersion)) !== undefined,
      send: (update) => stream.write(frame(update)),
      close: () => stream.end(),
    };
    const lastEventId = (request.headers['last-event-id'] as string | undefined) ?? request.query.lastEventID;
    const remove = app.hub.add(subscriber);
    if (lastEventId) for (const update of await app.hub.missedSince(subscriber, lastEventId)) subscriber.send(update);
    const heartbeat = setInterval(() => stream.write(':\n\n'), HEARTBEAT_MS);
    // The stream lives no longer than its token; the client reconnects with a fresh one.
    const expiry = setTimeout(() => stream.end(), Math.max(0, Math.min(grant.expiresAt - Date.now(), 2 ** 31 - 1)));
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      remove();
    });
  });
};

export default mercureRoutes;
