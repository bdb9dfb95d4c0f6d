import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql from 'sql-template-tag';
import type { Queryable } from '../../core/db/database.ts';
import { allOf } from '../../core/db/sql-helpers.ts';
import { iri, item, type JsonObject } from '../../core/json-ld/json-ld.ts';

type Named = { id: number; name: string };
type Located = { id: number; nombre: string };

/** Read-only lists every authenticated user may read: locations, tag types, task statuses. */
export function createReferenceDataRepository(db: Queryable) {
  const toProvincia = (row: Located & { comunidad_id: number | null }) =>
    item('Provincia', 'provincias', row.id, { nombre: row.nombre, comunidad: row.comunidad_id === null ? null : iri('comunidad_autonomas', row.comunidad_id) });

  return {
    async comunidades(id?: number): Promise<JsonObject[]> {
      const rows = await db.query<Located>(sql`SELECT id, nombre FROM comunidades_autonomas WHERE ${allOf([id ? sql`id = ${id}` : undefined])} ORDER BY id`);
      return rows.map((row) => item('ComunidadAutonoma', 'comunidad_autonomas', row.id, { nombre: row.nombre }));
    },
    async provincias(filters: { id?: number; comunidad?: number[] | undefined }): Promise<JsonObject[]> {
      const rows = await db.query<Located & { comunidad_id: number | null }>(
        sql`SELECT id, nombre, comunidad_id FROM provincias
            WHERE ${allOf([filters.id ? sql`id = ${filters.id}` : undefined, filters.comunidad ? sql`comunidad_id = ANY(${filters.comunidad})` : undefined])}
            ORDER BY id`,
      );
      return rows.map(toProvincia);
    },
    async municipios(filters: { id?: number; provincia?: number[] | undefined }): Promise<JsonObject[]> {
      const rows = await db.query<Located & { provincia_id: number; provincia_nombre: string; comunidad_id: number | null }>(
        sql`SELECT m.id, m.nombre, p.id AS provincia_id, p.nombre AS provincia_nombre, p.comunidad_id
            FROM municipios m JOIN provincias p ON p.id = m.provincia_id
            WHERE ${allOf([filters.id ? sql`m.id = ${filters.id}` : undefined, filters.provincia ? sql`m.provincia_id = ANY(${filters.provincia})` : undefined])}
            ORDER BY m.nombre, m.id`,
      );
      return rows.map((row) =>
        item('Municipio', 'municipios', row.id, {
          nombre: row.nombre,
          provincia: toProvincia({ id: row.provincia_id, nombre: row.provincia_nombre, comunidad_id: row.comunidad_id }),
        }),
      );
    },
    async tagTypes(id?: number): Promise<JsonObject[]> {
      const rows = await db.query<Named>(sql`SELECT id, name FROM tag_types WHERE ${allOf([id ? sql`id = ${id}` : undefined])} ORDER BY id`);
      return rows.map((row) => item('TagType', 'tag_types', row.id, { name: row.name }));
    },
    async taskStatuses(id?: number): Promise<JsonObject[]> {
      const rows = await db.query<Named>(sql`SELECT id, name FROM task_statuses WHERE ${allOf([id ? sql`id = ${id}` : undefined])} ORDER BY id`);
      return rows.map((row) => item('TaskStatus', 'task_statuses', row.id, { name: row.name }));
    },
  };
}

export type ReferenceDataRepository = ReturnType<typeof createReferenceDataRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    referenceData: ReferenceDataRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('referenceData', createReferenceDataRepository(app.db));
  },
  { name: 'reference-data-repository', dependencies: ['db'] },
);
