/** Rows of their own for the time-tracking tests, made straight in the test's database copy. */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';

export const PABLO = 'pablo.hernandez@empresa.es';
/** A member of Contabilidad, in the only department with requireTime (Administración y Finanzas). */
export const RUBEN = 'ruben.medina@empresa.es';

export function timeFixtures(app: FastifyInstance) {
  const one = async <T>(text: string, values: unknown[]): Promise<T> => {
    const [row] = await app.db.query<T>(text, values);
    assert.ok(row, `nothing for ${text} ${JSON.stringify(values)}`);
    return row;
  };
  const userId = async (email: string) => (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).id;
  const teamId = async (name: string) => (await one<{ id: number }>('SELECT id FROM teams WHERE name = $1', [name])).id;
  return {
    userId,
    teamId,
    async task(team: string, name: string, fields: { deleted?: boolean; store?: boolean; createdBy?: string } = {}): Promise<number> {
      const creator = fields.createdBy ? await userId(fields.createdBy) : null;
      return (
        await one<{ id: number }>('INSERT INTO tasks (name, team_id, status_id, deleted, store, created_by_id) VALUES ($1, $2, 1, $3, $4, $5) RETURNING id', [
          name,
          await teamId(team),
          fields.deleted ?? false,
          fields.store ?? false,
          creator,
        ])
      ).id;
    },
    async subtask(taskId: number, name: string, deleted = false): Promise<number> {
      return (await one<{ id: number }>('INSERT INTO subtasks (task_id, name, deleted) VALUES ($1, $2, $3) RETURNING id', [taskId, name, deleted])).id;
    },
    /**
     * Removes every time entry. The demo data seeded with the test database has
     * entries up to its seeding moment, so checks of overlaps with recent hours
     * would otherwise depend on the time of day the template was built.
     */
    async withoutTime(): Promise<void> {
      await app.db.query('DELETE FROM work_time_histories');
    },
    /** Every department allows or refuses several running clocks. */
    async multitaskEverywhere(allowed: boolean): Promise<void> {
      await app.db.query('UPDATE departments SET allow_multitask = $1', [allowed]);
    },
    async openClocks(email: string): Promise<{ task_id: number | null; subtask_id: number | null }[]> {
      return app.db.query('SELECT task_id, subtask_id FROM work_time_histories WHERE user_id = $1 AND ended_at IS NULL ORDER BY id', [await userId(email)]);
    },
    /** A closed entry, hours ago, straight in the table. */
    async entry(email: string, target: { task?: number; subtask?: number }, start: string, end: string): Promise<number> {
      return (
        await one<{ id: number }>('INSERT INTO work_time_histories (user_id, task_id, subtask_id, started_at, ended_at) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
          await userId(email),
          target.task ?? null,
          target.subtask ?? null,
          start,
          end,
        ])
      ).id;
    },
  };
}

/** An ISO date-time `hoursAgo` hours before now. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
