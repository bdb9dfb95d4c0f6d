import sql from 'sql-template-tag';
import type { MediaObject } from '@portal/shared-api/entities';
import type { Queryable } from '../../core/db/database.ts';
import type { Serialized } from '../../core/json-ld/json-ld.ts';
import { type MediaObjectRow, toMediaObject } from '../files/media-object-serializer.ts';

/** The live file (a medical certificate) of each justification that has one: the latest, should several have been sent. */
export async function justificationFiles(db: Queryable, justificationIds: number[]): Promise<Map<number, Serialized<MediaObject>>> {
  if (justificationIds.length === 0) return new Map();
  const rows = await db.query<MediaObjectRow>(
    sql`SELECT DISTINCT ON (entity_id) * FROM media_objects
        WHERE entity = 'Justification' AND entity_id = ANY(${justificationIds}) AND NOT deleted
        ORDER BY entity_id, id DESC`,
  );
  return new Map(rows.map((row) => [row.entity_id as number, toMediaObject(row)]));
}
