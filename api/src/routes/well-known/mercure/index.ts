import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthenticationError } from '../../../errors/api-error.ts';
import { SUBSCRIBER_COOKIE } from '../../../plugins/app/authentication/session-cookies.ts';
import type { LiveUpdate, Subscriber } from '../../../plugins/app/live-updates/hub.ts';
import { subscriberTopics } from '../../../plugins/app/live-updates/audiences.ts';

const HEARTBEAT_MS = 15_000;

const SubscribeQuery = Type.Object(
  {
    topic: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
    match: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
    matchURLPattern: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
    lastEventID: Type.Optional(Type.String()),
  },
  { additionalProperties: true },
);

/**
 * Topics the subscriber may receive: from a hub token (cookie or Bearer), or,
 * for scripts holding a session token as Bearer, computed from the session.
 */
async function allowedTopics(app: FastifyInstance, request: FastifyRequest): Promise<string[]> {
  const header = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const token = header ?? request.cookies[SUBSCRIBER_COOKIE] ?? request.cookies.mercureAccessToken;
  if (!token) throw new AuthenticationError('JWT Token not found');
  try {
    return app.tokens.verifySubscriber(token).mercure.subscribe;
  } catch (error) {
    if (!header) throw error;
    return subscriberTopics(app.db, await app.authenticate(request));
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
    const allowed = await allowedTopics(app, request);
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
      allowed,
      send: (update) => stream.write(frame(update)),
      close: () => stream.end(),
    };
    const lastEventId = (request.headers['last-event-id'] as string | undefined) ?? request.query.lastEventID;
    const remove = app.hub.add(subscriber);
    if (lastEventId) for (const update of await app.hub.missedSince(subscriber, lastEventId)) subscriber.send(update);
    const heartbeat = setInterval(() => stream.write(':\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      remove();
    });
  });
};

export default mercureRoutes;
