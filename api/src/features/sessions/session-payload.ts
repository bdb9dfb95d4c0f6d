import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Caller } from '../../core/authentication/caller.ts';
import { setSessionCookie, setSubscriberCookie } from '../../core/authentication/session-cookies.ts';
import { type SubscriberTopics, subscriberTopics } from '../live-feed/subscriber-topics.ts';

/** The session payload of docs/api-contract.md §4.23: the self view of the user plus the time figures. */
export async function sessionPayload(app: FastifyInstance, caller: Caller) {
  const [user, figures] = await Promise.all([app.users.find(caller, caller.id), app.sessions.timeFigures(caller.id)]);
  return { user, ...figures };
}

/** Sets the hub cookie, whose topics follow the caller's current rights; answers those topics and the feed's. */
export async function refreshSubscriberCookie(app: FastifyInstance, reply: FastifyReply, caller: Caller, secure: boolean): Promise<SubscriberTopics> {
  const topics = await subscriberTopics(app.db, caller);
  setSubscriberCookie(reply, app.tokens.issueSubscriber(caller.id, caller.tokenVersion, topics.topics, caller.sessionId), secure, app.tokens.subscriberTtlSeconds);
  return topics;
}

export function issueSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  session: { userId: number; tokenVersion: number; sessionId: number },
  secure: boolean,
): void {
  setSessionCookie(reply, app.tokens.issueSession(session.userId, session.tokenVersion, session.sessionId), secure, app.tokens.ttlSeconds);
}
