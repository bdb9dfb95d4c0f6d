import { badRequest, notFound } from '../../core/errors/api-error.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import type { FastifyInstance } from 'fastify';
import { TIME_MESSAGES } from './time-tracking-messages.ts';

/** The user whose time is read (P4, P5): the caller, or someone a manager link of theirs covers; 404 otherwise. */
export async function readableTimeOwner(app: FastifyInstance, caller: Caller, userId: string | undefined): Promise<number> {
  if (userId === undefined) return caller.id;
  const id = Number(userId);
  if (id === caller.id) return id;
  if (!(await app.loadCaller(id)) || !(await app.authorization.managerCovers(caller, id))) throw notFound();
  return id;
}

/** A real calendar date `YYYY-MM-DD`, or a 400 `Fecha no válida`. */
export function calendarDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value || date.getUTCFullYear() < 1000) throw badRequest(TIME_MESSAGES.BAD_DATE);
  return value;
}
