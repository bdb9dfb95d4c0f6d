import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { allOf } from '../../core/db/sql-helpers.ts';
import { iri, item, type JsonObject } from '../../core/json-ld/json-ld.ts';

type TagRow = { id: number; name: string; color: string; text_color: string; description: string | null; type_id: number; hidden: boolean };

export type TagFields = { name: string; description: string | null; color: string; textColor: string; typeId: number; hidden: boolean };

const toTag = (row: TagRow): JsonObject =>
  item('Tag', 'tags', row.id, {
    name: row.name,
    color: row.color,
    text_color: row.text_color,
    description: row.description,
    type: iri('tag_types', row.type_id),
    hidden: row.hidden,
  });

/** The tag catalogue; hidden tags stay on their tasks but are listed only when asked for. */
export function createTagsRepository(db: Queryable) {
  return {
    async list(filters: { type?: number[] | undefined; withHidden: boolean }): Promise<JsonObject[]> {
      const rows = await db.query<TagRow>(
        sql`SELECT id, name, color, text_color, description, type_id, hidden FROM tags
            WHERE ${allOf([filters.type ? sql`type_id = ANY(${filters.type})` : undefined, filters.withHidden ? undefined : sql`NOT hidden`])}
            ORDER BY type_id, id`,
      );
      return rows.map(toTag);
    },
    async find(id: number): Promise<JsonObject | undefined> {
      const rows = await db.query<TagRow>(sql`SELECT id, name, color, text_color, description, type_id, hidden FROM tags WHERE id = ${id}`);
      return rows[0] && toTag(rows[0]);
    },
    async create(fields: TagFields): Promise<JsonObject> {
      const [row] = await db.query<TagRow>(
        sql`INSERT INTO tags (name, description, color, text_color, type_id, hidden)
            VALUES (${fields.name}, ${fields.description}, ${fields.color}, ${fields.textColor}, ${fields.typeId}, ${fields.hidden})
            RETURNING id, name, color, text_color, description, type_id, hidden`,
      );
      return toTag(row as TagRow);
    },
    /** The live teams, whose boards hear of every tag change. */
    async liveTeamIds(): Promise<number[]> {
      const rows = await db.query<{ id: number }>(sql`SELECT id FROM teams WHERE NOT deleted`);
      return rows.map((row) => row.id);
    },
    async update(id: number, fields: TagFields): Promise<JsonObject> {
      const [row] = await db.query<TagRow>(
        sql`UPDATE tags SET name = ${fields.name}, description = ${fields.description}, color = ${fields.color},
              text_color = ${fields.textColor}, type_id = ${fields.typeId}, hidden = ${fields.hidden}
            WHERE id = ${id} RETURNING id, name, color, text_color, description, type_id, hidden`,
      );
      return toTag(row as TagRow);
    },
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tagCatalogue: TagsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('tagCatalogue', createTagsRepository(app.db));
  },
  { name: 'tags-repository', dependencies: ['db'] },
);
