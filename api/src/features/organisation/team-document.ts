import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors/api-error.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { asDocument, type JsonObject } from '../../core/json-ld/json-ld.ts';

/** A team as the caller sees it after a write (404 if they never could). */
export async function teamDocument(app: FastifyInstance, caller: Caller, id: number): Promise<JsonObject> {
  const team = await app.organisation.findTeam(caller, id);
  if (!team) throw notFound();
  return asDocument(team);
}
