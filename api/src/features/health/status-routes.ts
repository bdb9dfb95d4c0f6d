import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { LRUCache } from 'lru-cache';
import { ApiError } from '../../core/errors/api-error.ts';
import { pingDatabase } from './database-probe.ts';

export type PartState = 'up' | 'down';

const PartStatus = Type.Union([Type.Literal('up'), Type.Literal('down')]);
const StatusAnswer = Type.Object({ database: PartStatus, mail: PartStatus }, { additionalProperties: false });

/** Probes are answered from one measurement for this long, so visitors cannot make the API hammer its own parts. */
const PROBE_TTL_MS = 5_000;
const PROBE_TIMEOUT_MS = 3_000;
/** Requests per client address and minute; the page asks once per visit. */
const REQUESTS_PER_MINUTE = 30;

function withinTimeout(work: Promise<unknown>): Promise<PartState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<PartState>((resolve) => {
    timer = setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work.then((): PartState => 'up', (): PartState => 'down'), timeout]).finally(() => clearTimeout(timer));
}

const TOO_MANY = 'Demasiadas consultas del estado. Inténtelo de nuevo en un minuto.';
const tooManyRequests = () => new ApiError(429, TOO_MANY, TOO_MANY, { 'retry-after': '60' });

/**
 * The state of the parts behind the API for the public status page: only
 * 'up' or 'down' per part, never hosts, versions or settings. The count per
 * address is kept per instance: several instances each hold their own limit,
 * which still bounds what one visitor can ask of each.
 */
const statusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requestsByAddress = new LRUCache<string, number>({ max: 10_000, ttl: 60_000 });
  let measured: { at: number; answer: Promise<{ database: PartState; mail: PartState }> } | undefined;

  const measure = async () => {
    const [database, mail] = await Promise.all([withinTimeout(pingDatabase(app.db)), withinTimeout(app.mailer.verify())]);
    return { database, mail };
  };

  app.get(
    '/',
    { schema: { tags: ['health'], summary: 'State of the database and the mail server (public, rate-limited)', response: { 200: StatusAnswer } } },
    async (request, reply) => {
      const count = (requestsByAddress.get(request.ip) ?? 0) + 1;
      requestsByAddress.set(request.ip, count, { noUpdateTTL: count > 1 });
      if (count > REQUESTS_PER_MINUTE) throw tooManyRequests();
      if (!measured || Date.now() - measured.at > PROBE_TTL_MS) measured = { at: Date.now(), answer: measure() };
      return reply.header('cache-control', 'no-store').send(await measured.answer);
    },
  );
};

export default statusRoutes;
