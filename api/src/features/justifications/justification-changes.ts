import type { FastifyInstance } from 'fastify';
import { medicalAudience } from '../../core/live-updates/audiences.ts';
import { asDocument, iri, type JsonObject } from '../../core/json-ld/json-ld.ts';
import type { JustificationRow } from './justification-serializer.ts';

/** Tells the owner and those who handle their medical absences, live, how a justification now reads; returns that document. */
export async function publishJustification(app: FastifyInstance, row: JustificationRow): Promise<JsonObject> {
  const document = asDocument(await app.justifications.serialise(row));
  await app.publishUpdate(iri('justifications', row.id), document, await medicalAudience(app.db, row.user_id));
  return document;
}

/** The same after a change beside the row itself (a file attached to it). */
export async function publishJustificationChange(app: FastifyInstance, id: number): Promise<void> {
  const row = await app.justifications.findRow(id);
  if (row) await publishJustification(app, row);
}
