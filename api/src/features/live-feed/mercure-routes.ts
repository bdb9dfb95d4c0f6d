import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, AuthenticationError, badRequest } from '../../core/errors/api-error.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { deviceSessionExists } from '../../core/authentication/device-sessions.ts';
import { SUBSCRIBER_COOKIE } from '../../core/authentication/session-cookies.ts';
import type { LiveUpdate, StreamHandle, Subscriber } from '../../core/live-updates/hub.ts';
import { batchedStream } from './batched-stream.ts';
import { LIVE_FEED_MESSAGES, MAX_SELECTORS_PER_STREAM, MAX_STREAMS_PER_USER } from './stream-limits.ts';
import { subscriberTopics } from './subscriber-topics.ts';
import { MAX } from '../../core/schemas/common.ts';

const RECONNECT_MIN_MS = 1000;
const RECONNECT_SPREAD_MS = 1000;

const SubscribeQuery = Type.Object(
  {
    topic: Type.Optional(Type.Union([Type.String({ maxLength: MAX.NAME }), Type.Array(Type.String({ maxLength: MAX.NAME }), { maxItems: MAX.ITEMS })])),
    match: Type.Optional(Type.Union([Type.String({ maxLength: MAX.NAME }), Type.Array(Type.String({ maxLength: MAX.NAME }), { maxItems: MAX.ITEMS })])),
    matchURLPattern: Type.Optional(Type.Union([Type.String({ maxLength: MAX.NAME }), Type.Array(Type.String({ maxLength: MAX.NAME }), { maxItems: MAX.ITEMS })])),
    lastEventID: Type.Optional(Type.String({ maxLength: MAX.NAME })),
  },
  { additionalProperties: true },
);

/** How long the stream may last and whose audience it carries; the audience itself is read from the database. */
type Grant = { userId: number; tokenVersion: number; sessionId?: number; expiresAt: number };

/** The caller behind a stream while its account and its device session still hold. */
async function callerOfGrant(app: FastifyInstance, grant: Grant): Promise<Caller | undefined> {
  const caller = await app.loadCaller(grant.userId, grant.tokenVersion);
  if (!caller || (grant.sessionId !== undefined && !(await deviceSessionExists(app.db, grant.sessionId, grant.userId)))) return undefined;
  return caller;
}

/**
 * Who subscribes and for how long: from a hub token (cookie or Bearer), or,
 * for scripts holding a session token as Bearer, from the session. Either
 * way the session behind it must still hold.
 */
async function grantOf(app: FastifyInstance, request: FastifyRequest): Promise<Grant> {
  const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const token = header ?? request.cookies[SUBSCRIBER_COOKIE] ?? request.cookies.mercureAccessToken;
  if (!token) throw new AuthenticationError('JWT Token not found');
  try {
    const claims = app.tokens.verifySubscriber(token);
    const grant = { userId: Number(claims.sub), tokenVersion: claims.ver, sessionId: claims.sid, expiresAt: claims.exp * 1000 };
    if (!(await callerOfGrant(app, grant))) throw new AuthenticationError('Invalid JWT Token');
    return grant;
  } catch (error) {
    if (!header) throw error;
    const claims = app.tokens.verifySession(header);
    const caller = await app.authenticate(request);
    return { userId: caller.id, tokenVersion: caller.tokenVersion, sessionId: caller.sessionId, expiresAt: claims.exp * 1000 };
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

/** Mercure-compatible subscription endpoint (docs/api-contract.md §11.2): server-sent events of private updates. */
const mercureRoutes: FastifyPluginAsyncTypebox<{ heartbeatMs: number }> = async (app, { heartbeatMs }) => {
  app.get('/', { schema: { tags: ['mercure'], summary: 'Subscribe (server-sent events)', querystring: SubscribeQuery } }, async (request, reply) => {
    const grant = await grantOf(app, request);
    const selectors = [...list(request.query.topic), ...list(request.query.match), ...list(request.query.matchURLPattern)];
    if (selectors.length === 0) {
      return reply.code(400).type('text/plain; charset=utf-8').send('Missing "topic" parameter');
    }
    if (selectors.length > MAX_SELECTORS_PER_STREAM) throw badRequest(LIVE_FEED_MESSAGES.TOO_MANY_SELECTORS);
    if (app.hub.streamsOf(grant.userId) >= MAX_STREAMS_PER_USER) throw new ApiError(429, LIVE_FEED_MESSAGES.TOO_MANY_STREAMS, 'Too Many Requests');
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    // A dropped stream (an instance gone) comes back within two seconds, through the proxy to another instance;
    // each stream waits a different time, so those of a whole instance do not all come back at once.
    stream.write(`retry: ${RECONNECT_MIN_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS)}\n\n`);
    const events = batchedStream(stream);
    const subscriber: Subscriber = {
      selectors,
      userId: grant.userId,
      // The REST scope rules, read again on every scope change: a token's topics would be as old as the token.
      currentAudience: async () => {
        const caller = await callerOfGrant(app, grant);
        return caller && (await subscriberTopics(app.db, caller)).topics;
      },
      send: (update) => events.write(frame(update)),
      close: () => events.end(),
    };
    const lastEventId = (request.headers['last-event-id'] as string | undefined) ?? request.query.lastEventID;
    let handle: StreamHandle | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    let expiry: NodeJS.Timeout | undefined;
    let gone = false;
    // Listened to before the first await: a client gone while its audience is read must not keep a place.
    request.raw.on('close', () => {
      gone = true;
      clearInterval(heartbeat);
      clearTimeout(expiry);
      handle?.remove();
    });
    // Resumed after the last update the client received, whichever instance sent it.
    handle = await app.hub.add(subscriber, lastEventId);
    if (!handle) return;
    if (gone) return handle.remove();
    heartbeat = setInterval(() => events.write(':\n\n'), heartbeatMs);
    // The stream lives no longer than its token; the client reconnects with a fresh one.
    expiry = setTimeout(() => events.end(), Math.max(0, Math.min(grant.expiresAt - Date.now(), 2 ** 31 - 1)));
  });
};

export default mercureRoutes;
