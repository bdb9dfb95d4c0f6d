import type { FastifyInstance } from 'fastify';
import { type Actor, audited, recordAudit, snapshot } from '../../core/audit/audited-writes.ts';
import fp from 'fastify-plugin';
import sql, { join, raw, type Sql } from 'sql-template-tag';
import type { Database, Queryable } from '../../core/db/database.ts';
import type { SecretBox } from '../../core/security/secret-box.ts';
import { ROLE } from '../../core/authorization/roles.ts';

export type DepartmentChanges = {
  name?: string;
  logoId?: number | null;
  userId?: number | null;
  deleted?: boolean;
  requireTime?: boolean;
  banReason?: boolean;
  rejectReason?: boolean;
  allowMultitask?: boolean;
};

export type SubdepartmentChanges = {
  name?: string;
  userId?: number;
  deleted?: boolean;
  managerTasks?: boolean;
  managerCalendar?: boolean;
  managerMedical?: boolean;
  managerReports?: boolean;
};

export type TeamChanges = {
  name?: string;
  subdepartmentId?: number | null;
  incidentDescription?: string;
  managerOnly?: boolean;
  incidentVisible?: boolean;
  weekReport?: boolean;
  notifyManagerOnTaskCreate?: boolean;
  taskInboxUsername?: string;
  taskInboxPassword?: string;
  deleted?: boolean;
  userId?: number;
  logoId?: number | null;
};

/** What the write checks need of a stored team (never its mailbox secret). */
export type TeamFacts = {
  id: number;
  name: string;
  department_id: number;
  subdepartment_id: number | null;
  user_id: number;
  deleted: boolean;
  incident_description: string | null;
  task_inbox_username: string | null;
};
export type SubdepartmentFacts = { id: number; department_id: number; user_id: number; deleted: boolean };
export type DepartmentFacts = { id: number; user_id: number | null; deleted: boolean };
export type MediaFacts = { id: number; entity: string | null; entity_id: number | null; mime_type: string; deleted: boolean };

const DEPARTMENT_COLUMNS: Record<keyof DepartmentChanges, string> = {
  name: 'name',
  logoId: 'logo_id',
  userId: 'user_id',
  deleted: 'deleted',
  requireTime: 'require_time',
  banReason: 'ban_reason',
  rejectReason: 'reject_reason',
  allowMultitask: 'allow_multitask',
};

const SUBDEPARTMENT_COLUMNS: Record<keyof SubdepartmentChanges, string> = {
  name: 'name',
  userId: 'user_id',
  deleted: 'deleted',
  managerTasks: 'manager_tasks',
  managerCalendar: 'manager_calendar',
  managerMedical: 'manager_medical',
  managerReports: 'manager_reports',
};

const TEAM_COLUMNS: Record<Exclude<keyof TeamChanges, 'taskInboxPassword'>, string> = {
  name: 'name',
  subdepartmentId: 'subdepartment_id',
  incidentDescription: 'incident_description',
  managerOnly: 'manager_only',
  incidentVisible: 'incident_visible',
  weekReport: 'week_report',
  notifyManagerOnTaskCreate: 'notify_manager_on_task_create',
  taskInboxUsername: 'task_inbox_username',
  deleted: 'deleted',
  userId: 'user_id',
  logoId: 'logo_id',
};

/** `col = value, ...` for the changes present; the column names come from the fixed maps above. */
function assignments(changes: Record<string, unknown>, columns: Record<string, string>): Sql[] {
  return Object.entries(changes).flatMap(([field, value]) => {
    const column = columns[field];
    return value === undefined || column === undefined ? [] : [sql`${raw(column)} = ${value}`];
  });
}

/** Which table makes someone a manager of each kind (docs/api-contract.md §2.1: the role needs the link and vice versa). */
const MANAGER_TABLE = {
  [ROLE.DEPARTMENT_MANAGER]: 'departments',
  [ROLE.SUBDEPARTMENT_MANAGER]: 'subdepartments',
  [ROLE.TEAM_MANAGER]: 'teams',
} as const;
type ManagerRole = keyof typeof MANAGER_TABLE;

/**
 * Gives the new manager the role; takes it from the previous one when they no
 * longer manage anything of that kind. Each role change is audited on the user.
 */
async function handOverRole(tx: Queryable, actor: Actor, role: ManagerRole, newManager: number | null, previous: number | null): Promise<void> {
  const onUser = (id: number) => ({ entity: 'User', table: 'users', id }) as const;
  if (newManager !== null) {
    await audited(tx, actor, onUser(newManager), () =>
      tx.query(sql`UPDATE users SET roles = roles || ${JSON.stringify([role])}::jsonb WHERE id = ${newManager} AND NOT roles @> ${JSON.stringify([role])}::jsonb`),
    );
  }
  if (previous !== null && previous !== newManager) {
    await audited(tx, actor, onUser(previous), () =>
      tx.query(
        sql`UPDATE users SET roles = roles - ${role}::text
            WHERE id = ${previous} AND NOT EXISTS (SELECT 1 FROM ${raw(MANAGER_TABLE[role])} WHERE user_id = ${previous})`,
      ),
    );
  }
}

async function auditNewMembership(tx: Queryable, actor: Actor, membershipId: number): Promise<void> {
  await recordAudit(tx, actor, { action: 'create', entity: 'UserTeam', entityId: membershipId, after: await snapshot(tx, 'user_teams', membershipId) });
}

/** A team's manager is one of its members; a membership this adds is audited like any other. */
async function ensureMember(tx: Queryable, actor: Actor, userId: number, teamId: number): Promise<void> {
  const [inserted] = await tx.query<{ id: number }>(
    sql`INSERT INTO user_teams (user_id, team_id) VALUES (${userId}, ${teamId}) ON CONFLICT (user_id, team_id) DO NOTHING RETURNING id`,
  );
  if (inserted) await auditNewMembership(tx, actor, inserted.id);
}

/** Writes of the organisation administration (docs/api-contract.md C3–C4, D3–D4, E3–E7); checks live in the routes. */
export function createOrganisationAdminRepository(db: Database, secretBox: SecretBox) {
  async function one<T>(statement: Sql): Promise<T | undefined> {
    const [row] = await db.query<T>(statement);
    return row;
  }

  return {
    department: (id: number) => one<DepartmentFacts>(sql`SELECT id, user_id, deleted FROM departments WHERE id = ${id}`),
    subdepartment: (id: number) => one<SubdepartmentFacts>(sql`SELECT id, department_id, user_id, deleted FROM subdepartments WHERE id = ${id}`),
    team: (id: number) =>
      one<TeamFacts>(sql`SELECT id, name, department_id, subdepartment_id, user_id, deleted, incident_description, task_inbox_username FROM teams WHERE id = ${id}`),
    mediaObject: (id: number) => one<MediaFacts>(sql`SELECT id, entity, entity_id, mime_type, deleted FROM media_objects WHERE id = ${id}`),
    async activeUserExists(id: number): Promise<boolean> {
      return (await one<{ id: number }>(sql`SELECT id FROM users WHERE id = ${id} AND NOT deleted`)) !== undefined;
    },
    async departmentMembers(id: number): Promise<number[]> {
      const rows = await db.query<{ user_id: number }>(sql`SELECT user_id FROM department_users WHERE department_id = ${id}`);
      return rows.map((row) => row.user_id);
    },
    async isMember(userId: number, teamId: number): Promise<boolean> {
      return (await one(sql`SELECT 1 FROM user_teams WHERE user_id = ${userId} AND team_id = ${teamId}`)) !== undefined;
    },

    createDepartment(input: { name: string; userId: number | null; flags: Omit<DepartmentChanges, 'name' | 'userId' | 'logoId' | 'deleted'> }, actor: Actor) {
      return db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: number }>(
          sql`INSERT INTO departments (name, user_id, require_time, ban_reason, reject_reason, allow_multitask)
              VALUES (${input.name}, ${input.userId}, ${input.flags.requireTime ?? false}, ${input.flags.banReason ?? false},
                      ${input.flags.rejectReason ?? false}, ${input.flags.allowMultitask ?? true})
              RETURNING id`,
        );
        if (!created) throw new Error('INSERT returned nothing');
        await handOverRole(tx, actor, ROLE.DEPARTMENT_MANAGER, input.userId, null);
        await recordAudit(tx, actor, { action: 'create', entity: 'Department', entityId: created.id, after: await snapshot(tx, 'departments', created.id) });
        return created.id;
      });
    },

    /** Merges the changes; `users` (when given) replaces the direct members. */
    updateDepartment(id: number, changes: DepartmentChanges, users: number[] | undefined, actor: Actor) {
      return db.transaction(async (tx) => {
        const [before] = await tx.query<DepartmentFacts>(sql`SELECT id, user_id, deleted FROM departments WHERE id = ${id} FOR UPDATE`);
        const set = assignments(changes, DEPARTMENT_COLUMNS);
        const target = { entity: 'Department', table: 'departments', id } as const;
        if (set.length > 0) await audited(tx, actor, target, () => tx.query(sql`UPDATE departments SET ${join(set, ', ')} WHERE id = ${id}`));
        if (users) {
          const previous = (await tx.query<{ user_id: number }>(sql`SELECT user_id FROM department_users WHERE department_id = ${id} ORDER BY user_id`)).map(
            (row) => row.user_id,
          );
          await tx.query(sql`DELETE FROM department_users WHERE department_id = ${id} AND NOT (user_id = ANY(${users}))`);
          for (const userId of users) {
            await tx.query(sql`INSERT INTO department_users (department_id, user_id) VALUES (${id}, ${userId}) ON CONFLICT DO NOTHING`);
          }
          const next = [...users].sort((a, b) => a - b);
          if (JSON.stringify(previous) !== JSON.stringify(next)) {
            await recordAudit(tx, actor, { action: 'update', entity: 'DepartmentMembers', entityId: id, before: { users: previous }, after: { users: next } });
          }
        }
        if (changes.userId !== undefined) await handOverRole(tx, actor, ROLE.DEPARTMENT_MANAGER, changes.userId, before?.user_id ?? null);
      });
    },

    /** New sub-departments get the default powers (calendar on, the rest off). */
    createSubdepartment(input: { departmentId: number; name: string; userId: number }, actor: Actor) {
      return db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: number }>(
          sql`INSERT INTO subdepartments (department_id, name, user_id, manager_tasks, manager_calendar, manager_medical, manager_reports)
              VALUES (${input.departmentId}, ${input.name}, ${input.userId}, false, true, false, false) RETURNING id`,
        );
        if (!created) throw new Error('INSERT returned nothing');
        await handOverRole(tx, actor, ROLE.SUBDEPARTMENT_MANAGER, input.userId, null);
        await recordAudit(tx, actor, { action: 'create', entity: 'Subdepartment', entityId: created.id, after: await snapshot(tx, 'subdepartments', created.id) });
        return created.id;
      });
    },

    updateSubdepartment(id: number, changes: SubdepartmentChanges, actor: Actor) {
      return db.transaction(async (tx) => {
        const [before] = await tx.query<SubdepartmentFacts>(sql`SELECT id, department_id, user_id, deleted FROM subdepartments WHERE id = ${id} FOR UPDATE`);
        const set = assignments(changes, SUBDEPARTMENT_COLUMNS);
        const target = { entity: 'Subdepartment', table: 'subdepartments', id } as const;
        if (set.length > 0) await audited(tx, actor, target, () => tx.query(sql`UPDATE subdepartments SET ${join(set, ', ')} WHERE id = ${id}`));
        if (changes.userId !== undefined) await handOverRole(tx, actor, ROLE.SUBDEPARTMENT_MANAGER, changes.userId, before?.user_id ?? null);
      });
    },

    /** New teams are visible to incidents unless told otherwise, and their manager is a member from the start. */
    createTeam(input: { departmentId: number; subdepartmentId: number | null; name: string; userId: number; incidentVisible: boolean }, actor: Actor) {
      return db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: number }>(
          sql`INSERT INTO teams (department_id, subdepartment_id, name, user_id, incident_visible)
              VALUES (${input.departmentId}, ${input.subdepartmentId}, ${input.name}, ${input.userId}, ${input.incidentVisible}) RETURNING id`,
        );
        if (!created) throw new Error('INSERT returned nothing');
        await ensureMember(tx, actor, input.userId, created.id);
        await handOverRole(tx, actor, ROLE.TEAM_MANAGER, input.userId, null);
        await recordAudit(tx, actor, { action: 'create', entity: 'Team', entityId: created.id, after: await snapshot(tx, 'teams', created.id) });
        return created.id;
      });
    },

    /** Merges the changes; the mailbox password is stored sealed and a mailbox change resets its polling state. */
    updateTeam(id: number, changes: TeamChanges, actor: Actor) {
      return db.transaction(async (tx) => {
        const [before] = await tx.query<TeamFacts>(sql`SELECT id, user_id FROM teams WHERE id = ${id} FOR UPDATE`);
        const set = assignments(changes, TEAM_COLUMNS);
        if (changes.taskInboxPassword !== undefined) set.push(sql`task_inbox_password_encrypted = ${secretBox.seal(changes.taskInboxPassword)}`);
        if (changes.taskInboxPassword !== undefined || changes.taskInboxUsername !== undefined) set.push(sql`task_inbox_state = NULL`);
        const target = { entity: 'Team', table: 'teams', id } as const;
        if (set.length > 0) await audited(tx, actor, target, () => tx.query(sql`UPDATE teams SET ${join(set, ', ')} WHERE id = ${id}`));
        if (changes.userId !== undefined) {
          await ensureMember(tx, actor, changes.userId, id);
          await handOverRole(tx, actor, ROLE.TEAM_MANAGER, changes.userId, before?.user_id ?? null);
        }
      });
    },

    async addMember(input: { userId: number; teamId: number; title: string | null; responsableId: number | null }, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.query<{ id: number }>(
          sql`INSERT INTO user_teams (user_id, team_id, title, responsable_id) VALUES (${input.userId}, ${input.teamId}, ${input.title}, ${input.responsableId})
              ON CONFLICT (user_id, team_id) DO NOTHING RETURNING id`,
        );
        if (!inserted) return false;
        await auditNewMembership(tx, actor, inserted.id);
        return true;
      });
    },

    async removeMember(userId: number, teamId: number, actor: Actor): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [membership] = await tx.query<{ id: number }>(sql`SELECT id FROM user_teams WHERE user_id = ${userId} AND team_id = ${teamId} FOR UPDATE`);
        if (!membership) return false;
        await audited(tx, actor, { entity: 'UserTeam', table: 'user_teams', id: membership.id }, () =>
          tx.query(sql`DELETE FROM user_teams WHERE id = ${membership.id}`),
        );
        return true;
      });
    },
  };
}

export type OrganisationAdminRepository = ReturnType<typeof createOrganisationAdminRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    organisationAdmin: OrganisationAdminRepository;
  }
}

export default fp(
  async (app: FastifyInstance, options: { secretBox: SecretBox }) => {
    app.decorate('organisationAdmin', createOrganisationAdminRepository(app.db, options.secretBox));
  },
  { name: 'organisation-admin-repository', dependencies: ['db'] },
);
