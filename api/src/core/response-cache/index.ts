import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Caller } from '../authentication/caller.ts';
import { ANY_WORK, type DataGroup } from './data-changes.ts';
import { encoded, encodingFor, type KeptAnswer, keptAnswer, keptBytes } from './kept-answer.ts';

/** Whose a cached route's answer is, and what it depends on besides the URL. */
export type AnswerScope = {
  /** The data groups whose change ends the answer. */
  groups: readonly DataGroup[];
  /**
   * Names what makes callers get the same answer (e.g. seeing the same boards whole): the answer is then kept once
   * for all of them, and the route must have settled the caller's place from the database before `groups` are read.
   * Without it the answer is the caller's own.
   */
  sharedAs?: string;
};

export type CachedAnswer = (request: FastifyRequest, caller: Caller) => AnswerScope | Promise<AnswerScope>;

/** Groups every caller-scoped read depends on: who the caller is, what they may see, and the work of any team. */
const SCOPED_READ_GROUPS: readonly DataGroup[] = ['users', 'organisation', ANY_WORK];
export const SCOPED_READ: CachedAnswer = () => ({ groups: SCOPED_READ_GROUPS });

/** The work of `teams` alone: a change of any other team's work leaves it as it was. */
export const teamsWork = (teams: readonly number[]): DataGroup[] => ['work', ...teams.map((team) => `work:${team}` as const)];

/** A read of the work of `teams` only (all of it when none are named), scoped to the caller. */
export function teamsRead(teams: readonly number[] | undefined): readonly DataGroup[] {
  if (!teams) return SCOPED_READ_GROUPS;
  return ['users', 'organisation', ...teamsWork(teams)];
}

type Slot = { key: string; stamp: string; done: (answer: KeptAnswer | undefined) => void };

/** Memory kept for answers, least recently used dropped first. */
const ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** GET routes whose 200 answers are kept per caller (or shared position) and URL until their data groups change. */
    cachedAnswer?: CachedAnswer;
  }
  interface FastifyRequest {
    answerSlot: Slot | null;
  }
}

/** The answer's bytes in the best encoding the client accepts. */
async function bytesFor(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): Promise<Buffer> {
  reply.header('vary', 'Accept-Encoding');
  const encoding = encodingFor(request.headers['accept-encoding'], answer.body.length);
  if (!encoding) return answer.body;
  reply.header('content-encoding', encoding);
  return encoded(answer, encoding);
}

/** Methods that change nothing (RFC 9110 §9.2.1): their answers need not wait for notices. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Answers of routes marked `cachedAnswer`, kept per caller (or per shared
 * position, see `AnswerScope`) and URL with the
 * stamp of their data groups read before the handler ran: an answer is sent
 * again only while the stamp is unchanged, so no committed change is ever
 * hidden (see data-changes.ts). Requests for an answer already being built
 * wait for it instead of building it again. Answers are kept as bytes and
 * compressed once per encoding a client asks for.
 *
 * A request that may have written is answered only once this instance has
 * heard every notice committed before its answer: a client that reads after
 * its write was answered never gets an answer kept from before it.
 */
export default fp(
  async (app: FastifyInstance) => {
    const changes = app.dataChanges;
    app.decorateRequest('answerSlot', null);
    const answers = new LRUCache<string, KeptAnswer>({ maxSize: ANSWER_CACHE_BYTES, sizeCalculation: keptBytes });
    const building = new Map<string, { stamp: string; answer: Promise<KeptAnswer | undefined> }>();

    app.addHook('preHandler', async (request, reply) => {
      const rule = request.routeOptions.config.cachedAnswer;
      if (!rule || request.method !== 'GET' || !request.caller) return;
      const scope = await rule(request, request.caller);
      const stamp = changes.stamp(scope.groups);
      if (stamp === undefined) return;
      const key = `${scope.sharedAs === undefined ? `caller ${request.caller.id}` : `shared ${scope.sharedAs}`} ${request.url}`;
      const ready = answers.get(key);
      const pending = building.get(key);
      const answer = ready?.stamp === stamp ? ready : pending?.stamp === stamp ? await pending.answer : undefined;
      if (answer) return reply.type(answer.type).send(await bytesFor(request, reply, answer));
      let done: Slot['done'] = () => {};
      building.set(key, { stamp, answer: new Promise((resolve) => (done = resolve)) });
      request.answerSlot = { key, stamp, done };
    });

    const release = (request: FastifyRequest, answer: KeptAnswer | undefined) => {
      const slot = request.answerSlot;
      if (!slot) return;
      request.answerSlot = null;
      if (answer) answers.set(slot.key, answer);
      if (building.get(slot.key)?.stamp === slot.stamp) building.delete(slot.key);
      slot.done(answer);
    };

    app.addHook('onSend', async (request, reply, payload) => {
      const slot = request.answerSlot;
      if (!slot) return payload;
      const type = reply.getHeader('content-type');
      if (reply.statusCode !== 200 || typeof payload !== 'string' || typeof type !== 'string') {
        release(request, undefined);
        return payload;
      }
      const answer = keptAnswer(slot.stamp, type, Buffer.from(payload));
      release(request, answer);
      return bytesFor(request, reply, answer);
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!SAFE_METHODS.has(request.method)) await app.db.caughtUp();
      return payload;
    });
    // Answers that never reached onSend (an aborted request) leave no one waiting.
    app.addHook('onResponse', async (request) => release(request, undefined));
  },
  { name: 'response-cache', dependencies: ['db', 'data-changes'] },
);
