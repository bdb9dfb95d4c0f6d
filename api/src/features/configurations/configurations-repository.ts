import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sql, { empty } from 'sql-template-tag';
import { type Actor, audited, recordAudit, snapshot } from '../../core/audit/audited-writes.ts';
import type { Database } from '../../core/db/database.ts';
import { allOf, isUniqueViolation } from '../../core/db/sql-helpers.ts';
import type { ConfigurationRow } from './configuration-serializer.ts';
import type { Caller } from '../../core/authentication/caller.ts';
import { visibleConfigurationCondition } from './configuration-scope-sql.ts';

export type ConfigurationFilters = { name?: string[] | undefined; data?: string[] | undefined; user?: number[] | undefined };
export type ConfigurationInput = { name: string; data: string | null; value: unknown; userId: number | null };

/** Named configuration rows (docs/api-contract.md K1–K5); write rules live in the routes. */
export function createConfigurationsRepository(db: Database) {
  return {
    list(caller: Caller, filters: ConfigurationFilters, id?: number): Promise<ConfigurationRow[]> {
      return db.query<ConfigurationRow>(
        sql`SELECT c.* FROM configurations c
            WHERE ${allOf([
              visibleConfigurationCondition(caller, 'c'),
              id === undefined ? undefined : sql`c.id = ${id}`,
              filters.name ? sql`c.name = ANY(${filters.name})` : undefined,
              filters.data ? sql`c.data = ANY(${filters.data})` : undefined,
              filters.user ? sql`c.user_id = ANY(${filters.user})` : undefined,
            ])}
            ORDER BY c.id`,
      );
    },
    async row(id: number): Promise<ConfigurationRow | undefined> {
      const [row] = await db.query<ConfigurationRow>(sql`SELECT * FROM configurations WHERE id = ${id}`);
      return row;
    },
    /** Whether a row of `name` exists for `data` (and for `userId` when given). */
    async existsFor(name: string, data: string, userId: number | null = null): Promise<boolean> {
      const rows = await db.query(
        sql`SELECT 1 FROM configurations WHERE name = ${name} AND data = ${data} ${userId === null ? empty : sql`AND user_id = ${userId}`}`,
      );
      return rows.length > 0;
    },
    /** The new row, or undefined when a unique index refused it (a concurrent twin). */
    async create(input: ConfigurationInput, actor: Actor): Promise<ConfigurationRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.query<ConfigurationRow>(
            sql`INSERT INTO configurations (name, data, value, user_id) VALUES (${input.name}, ${input.data}, ${JSON.stringify(input.value)}::jsonb, ${input.userId})
                RETURNING *`,
          );
          if (!row) throw new Error('INSERT returned nothing');
          await recordAudit(tx, actor, { action: 'create', entity: 'Configuration', entityId: row.id, after: await snapshot(tx, 'configurations', row.id) });
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    updateValue(id: number, value: unknown, actor: Actor): Promise<ConfigurationRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await audited(tx, actor, { entity: 'Configuration', table: 'configurations', id }, () =>
          tx.query<ConfigurationRow>(sql`UPDATE configurations SET value = ${JSON.stringify(value)}::jsonb WHERE id = ${id} RETURNING *`),
        );
        return row;
      });
    },
    /** Moves a per-user row (`tags_user`) to another team or requester; undefined when that twin exists. */
    async update(id: number, input: Omit<ConfigurationInput, 'name'>, actor: Actor): Promise<ConfigurationRow | undefined> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await audited(tx, actor, { entity: 'Configuration', table: 'configurations', id }, () =>
            tx.query<ConfigurationRow>(
              sql`UPDATE configurations SET data = ${input.data}, value = ${JSON.stringify(input.value)}::jsonb, user_id = ${input.userId} WHERE id = ${id} RETURNING *`,
            ),
          );
          return row;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },
    remove(id: number, actor: Actor): Promise<void> {
      return db.transaction(async (tx) => {
        await audited(tx, actor, { entity: 'Configuration', table: 'configurations', id }, () => tx.query(sql`DELETE FROM configurations WHERE id = ${id}`));
      });
    },
  };
}

export type ConfigurationsRepository = ReturnType<typeof createConfigurationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    configurations: ConfigurationsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('configurations', createConfigurationsRepository(app.db));
  },
  { name: 'configurations-repository', dependencies: ['db'] },
);
