/**
 * The registry's SQL: releases, the live pointer and its gradual candidate, the history of every
 * change, deploy tokens and the reports tabs send. A change to a remote locks its row and checks the
 * revision the caller read, so two promotions of one remote are serialised and the later one is
 * refused (409) instead of silently replacing the first; different remotes never wait on each other.
 */
import sql, { raw } from 'sql-template-tag';
import { type Actor, recordAudit } from '../../core/audit/audited-writes.ts';
import { ROLE } from '../../core/authorization/roles.ts';
import type { Database, Queryable } from '../../core/db/database.ts';
import { conflict, notFound } from '../../core/errors/api-error.ts';
import { audience } from '../../core/live-updates/audiences.ts';
import type { SharedNeed } from './compatibility-gate.ts';
import { REGISTRY_MESSAGES } from './registry-messages.ts';

export type ReleaseRow = {
  id: number;
  remote: string;
  version: string;
  commit: string;
  built_at: Date;
  entry: string;
  needs: SharedNeed[];
  screens: Record<string, unknown>;
  published_by: number | null;
  /** The publisher's name (or e-mail), read with the release; absent on the row a publish answers. */
  published_by_name?: string | null;
  published_with_token: number | null;
  published_at: Date;
};

export type ModuleRow = {
  name: string;
  enabled: boolean;
  live_release_id: number | null;
  candidate_release_id: number | null;
  candidate_share: number;
  revision: number;
  updated_at: Date;
};

export type HistoryRow = {
  id: number;
  remote: string;
  action: string;
  release_id: number | null;
  previous_release_id: number | null;
  share: number | null;
  actor_id: number | null;
  actor_name: string | null;
  token_id: number | null;
  at: Date;
};

/** Who changes the registry: a person (an admin, or the admin who made the token used) and the token, if any. */
export type RegistryActor = Actor & { tokenId: number | null };

export type NewRelease = Pick<ReleaseRow, 'remote' | 'version' | 'commit' | 'built_at' | 'entry' | 'needs' | 'screens'>;

export type ReportKind = 'loaded' | 'load-failed' | 'screen-error';

/** Reports of the last hour per release: what 'Módulos' shows and the automatic roll back weighs. */
export type ReleaseCounts = { release_id: number; loads: number; failures: number };

/** The live pointer and candidate as they were, for the audit log. */
const pointerOf = (row: ModuleRow) => ({ enabled: row.enabled, live: row.live_release_id, candidate: row.candidate_release_id, share: row.candidate_share });

const CHANGED_TOPIC = '/api/remotes_config';
const PUBLISHER_NAME = raw("COALESCE(NULLIF(trim(u.name), ''), u.email) AS published_by_name");

/** The admins who may still sign in, read in the caller's transaction: they hear of a release that went back by itself. */
export async function liveAdminIds(tx: Queryable): Promise<number[]> {
  const admins = await tx.query<{ id: number }>(sql`SELECT id FROM users WHERE roles @> ${JSON.stringify([ROLE.ADMIN])}::jsonb AND NOT deleted AND NOT banned`);
  return admins.map((admin) => admin.id);
}

export function createRemoteRegistry(db: Database) {
  async function lockModule(tx: Queryable, name: string, expectedRevision: number): Promise<ModuleRow> {
    const [row] = await tx.query<ModuleRow>(sql`SELECT * FROM remote_modules WHERE name = ${name} FOR UPDATE`);
    if (!row) throw notFound(REGISTRY_MESSAGES.UNKNOWN_REMOTE);
    if (row.revision !== expectedRevision) throw conflict(REGISTRY_MESSAGES.CHANGED_MEANWHILE);
    return row;
  }

  async function history(
    tx: Queryable,
    remote: string,
    action: string,
    actor: RegistryActor | null,
    releases: { release?: number | null; previous?: number | null; share?: number | null },
  ) {
    await tx.query(
      sql`INSERT INTO remote_registry_history (remote, action, release_id, previous_release_id, share, actor_id, token_id)
          VALUES (${remote}, ${action}, ${releases.release ?? null}, ${releases.previous ?? null}, ${releases.share ?? null},
                  ${actor?.id ?? null}, ${actor?.tokenId ?? null})`,
    );
  }

  /** Writes the module's new pointer, with its history row, audit entry and a content-free notice to every open tab. */
  async function move(
    tx: Queryable,
    before: ModuleRow,
    next: Pick<ModuleRow, 'enabled' | 'live_release_id' | 'candidate_release_id' | 'candidate_share'>,
    action: string,
    actor: RegistryActor | null,
    releases: { release?: number | null; previous?: number | null; share?: number | null },
    publish: (tx: Queryable, iri: string, data: unknown, audiences: string[]) => Promise<void>,
  ): Promise<ModuleRow> {
    const [after] = await tx.query<ModuleRow>(
      sql`UPDATE remote_modules SET enabled = ${next.enabled}, live_release_id = ${next.live_release_id},
            candidate_release_id = ${next.candidate_release_id}, candidate_share = ${next.candidate_share},
            revision = revision + 1, updated_at = now()
          WHERE name = ${before.name} RETURNING *`,
    );
    if (!after) throw new Error('UPDATE returned nothing');
    await history(tx, before.name, action, actor, releases);
    await recordAudit(tx, actor, { action: 'update', entity: 'RemoteModule', entityId: null, before: { remote: before.name, ...pointerOf(before) }, after: { remote: after.name, ...pointerOf(after), action } });
    await publish(tx, CHANGED_TOPIC, { '@id': CHANGED_TOPIC, '@type': 'RemotesConfig', remote: after.name, revision: after.revision }, [audience.everyone]);
    return after;
  }

  return {
    async module(name: string): Promise<ModuleRow | undefined> {
      return (await db.query<ModuleRow>(sql`SELECT * FROM remote_modules WHERE name = ${name}`))[0];
    },

    async modules(): Promise<ModuleRow[]> {
      return db.query<ModuleRow>(sql`SELECT * FROM remote_modules ORDER BY name`);
    },

    async release(id: number): Promise<ReleaseRow | undefined> {
      return (await db.query<ReleaseRow>(sql`SELECT r.*, ${PUBLISHER_NAME} FROM remote_releases r LEFT JOIN users u ON u.id = r.published_by WHERE r.id = ${id}`))[0];
    },

    /** A remote's release by version and, when given, commit (else the newest build of the version). */
    async releaseByVersion(remote: string, version: string, commit?: string): Promise<ReleaseRow | undefined> {
      return (
        await db.query<ReleaseRow>(
          sql`SELECT * FROM remote_releases WHERE remote = ${remote} AND version = ${version} AND (${commit ?? null}::text IS NULL OR commit = ${commit ?? null})
              ORDER BY id DESC LIMIT 1`,
        )
      )[0];
    },

    async releasesOf(remote: string, limit: number): Promise<ReleaseRow[]> {
      return db.query<ReleaseRow>(
        sql`SELECT r.*, ${PUBLISHER_NAME} FROM remote_releases r LEFT JOIN users u ON u.id = r.published_by WHERE r.remote = ${remote} ORDER BY r.id DESC LIMIT ${limit}`,
      );
    },

    async historyOf(remote: string, limit: number): Promise<HistoryRow[]> {
      return db.query<HistoryRow>(
        sql`SELECT h.*, COALESCE(NULLIF(trim(u.name), ''), u.email) AS actor_name
            FROM remote_registry_history h LEFT JOIN users u ON u.id = h.actor_id
            WHERE h.remote = ${remote} ORDER BY h.id DESC LIMIT ${limit}`,
      );
    },

    async countsOfLastHour(releaseIds: number[]): Promise<ReleaseCounts[]> {
      if (releaseIds.length === 0) return [];
      return db.query<ReleaseCounts>(
        sql`SELECT release_id, count(*) FILTER (WHERE kind = 'loaded')::int AS loads, count(*) FILTER (WHERE kind <> 'loaded')::int AS failures
            FROM remote_release_reports WHERE release_id = ANY(${releaseIds}) AND at > now() - interval '1 hour' GROUP BY release_id`,
      );
    },

    /** Registers an immutable release; the remote enters the registry with its first one. Admins' screens hear of it. */
    async publish(release: NewRelease, actor: RegistryActor, publish: Parameters<typeof move>[6]): Promise<ReleaseRow> {
      return db.transaction(async (tx) => {
        await tx.query(sql`INSERT INTO remote_modules (name) VALUES (${release.remote}) ON CONFLICT (name) DO NOTHING`);
        const [row] = await tx.query<ReleaseRow>(
          sql`INSERT INTO remote_releases (remote, version, commit, built_at, entry, needs, screens, published_by, published_with_token)
              VALUES (${release.remote}, ${release.version}, ${release.commit}, ${release.built_at}, ${release.entry},
                      ${JSON.stringify(release.needs)}::jsonb, ${JSON.stringify(release.screens)}::jsonb, ${actor.id}, ${actor.tokenId})
              ON CONFLICT (remote, version, commit) DO NOTHING RETURNING *`,
        );
        if (!row) throw conflict(REGISTRY_MESSAGES.ALREADY_PUBLISHED);
        await history(tx, release.remote, 'publish', actor, { release: row.id });
        await recordAudit(tx, actor, { action: 'create', entity: 'RemoteRelease', entityId: row.id, after: { remote: row.remote, version: row.version, commit: row.commit, entry: row.entry, token: actor.tokenId } });
        // Nothing changes for anyone's tab: only the admins' list of releases needs to hear of it.
        await publish(tx, CHANGED_TOPIC, { '@id': CHANGED_TOPIC, '@type': 'RemotesConfig', remote: row.remote, published: row.version }, [audience.admin]);
        return row;
      });
    },

    /** Makes `release` live (share 100) or the candidate a share of people get (1–99). */
    async promote(name: string, release: ReleaseRow, share: number, expectedRevision: number, actor: RegistryActor, publish: Parameters<typeof move>[6]) {
      return db.transaction(async (tx) => {
        const before = await lockModule(tx, name, expectedRevision);
        if (share >= 100) {
          if (before.live_release_id === release.id) throw conflict(REGISTRY_MESSAGES.ALREADY_LIVE);
          const next = { ...before, live_release_id: release.id, candidate_release_id: null, candidate_share: 0 };
          return move(tx, before, next, 'promote', actor, { release: release.id, previous: before.live_release_id, share: 100 }, publish);
        }
        if (before.live_release_id === null) throw conflict(REGISTRY_MESSAGES.GRADUAL_NEEDS_LIVE);
        if (before.live_release_id === release.id) throw conflict(REGISTRY_MESSAGES.ALREADY_LIVE);
        const next = { ...before, candidate_release_id: release.id, candidate_share: share };
        return move(tx, before, next, 'gradual', actor, { release: release.id, previous: before.live_release_id, share }, publish);
      });
    },

    /** Withdraws a gradual candidate, or else puts back the release that was live before the current one. */
    async rollback(name: string, expectedRevision: number, actor: RegistryActor, publish: Parameters<typeof move>[6]) {
      return db.transaction(async (tx) => {
        const before = await lockModule(tx, name, expectedRevision);
        if (before.candidate_release_id !== null) {
          const next = { ...before, candidate_release_id: null, candidate_share: 0 };
          // Share 0: a gradual release withdrawn, which leaves the releases made live as they were.
          return move(tx, before, next, 'rollback', actor, { release: before.live_release_id, previous: before.candidate_release_id, share: 0 }, publish);
        }
        // The releases made live, as a stack: a promotion pushes, a roll back pops; going back is to the one below the top.
        const changes = await tx.query<{ action: string; release_id: number | null; share: number | null }>(
          sql`SELECT action, release_id, share FROM remote_registry_history WHERE remote = ${name} AND action IN ('promote', 'rollback') ORDER BY id`,
        );
        const live: number[] = [];
        for (const change of changes) {
          if (change.action === 'promote' && change.release_id !== null) live.push(change.release_id);
          else if (change.action === 'rollback' && change.share === null) live.pop();
        }
        const previous = live.at(-2) ?? null;
        if (previous === null) throw conflict(REGISTRY_MESSAGES.NOTHING_TO_ROLL_BACK);
        const next = { ...before, live_release_id: previous };
        return move(tx, before, next, 'rollback', actor, { release: previous, previous: before.live_release_id }, publish);
      });
    },

    /**
     * Switches a remote on or off. A remote the registry holds nothing of yet (served from the environment's file
     * alone) enters it here, switched on at revision 1 as a first publish would leave it, so the switch needs no release.
     */
    async setEnabled(name: string, enabled: boolean, expectedRevision: number, actor: RegistryActor, publish: Parameters<typeof move>[6]) {
      return db.transaction(async (tx) => {
        await tx.query(sql`INSERT INTO remote_modules (name) VALUES (${name}) ON CONFLICT (name) DO NOTHING`);
        const before = await lockModule(tx, name, expectedRevision);
        if (before.enabled === enabled) return before;
        return move(tx, before, { ...before, enabled }, enabled ? 'enable' : 'disable', actor, {}, publish);
      });
    },

    async createDeployToken(remote: string, hash: string, actor: Actor): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(sql`INSERT INTO remote_deploy_tokens (remote, token_hash, created_by) VALUES (${remote}, ${hash}, ${actor.id}) RETURNING id`);
        if (!row) throw new Error('INSERT returned nothing');
        await recordAudit(tx, actor, { action: 'create', entity: 'RemoteDeployToken', entityId: row.id, after: { remote } });
        return row.id;
      });
    },

    /** The live token of `hash`, with the remote it may publish and the admin who made it. */
    async deployToken(hash: string): Promise<{ id: number; remote: string; created_by: number } | undefined> {
      return (
        await db.query<{ id: number; remote: string; created_by: number }>(
          sql`SELECT t.id, t.remote, t.created_by FROM remote_deploy_tokens t JOIN users u ON u.id = t.created_by
              WHERE t.token_hash = ${hash} AND t.revoked_at IS NULL AND NOT u.deleted AND NOT u.banned`,
        )
      )[0];
    },

    async report(releaseId: number, kind: ReportKind, userId: number, route: string | null): Promise<void> {
      await db.query(sql`INSERT INTO remote_release_reports (release_id, kind, user_id, route) VALUES (${releaseId}, ${kind}, ${userId}, ${route})`);
    },

    /** Reports one person sent in the last minute: the beacon's bound. */
    async reportsOfLastMinute(userId: number): Promise<number> {
      const [row] = await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM remote_release_reports WHERE user_id = ${userId} AND at > now() - interval '1 minute'`);
      return row?.n ?? 0;
    },

    /**
     * Withdraws a gradual candidate doing clearly worse than the live release over the last hour
     * (`worse` decides from both releases' counts); `tell` runs in the same transaction. False when it stays.
     */
    async withdrawIfWorse(
      candidateId: number,
      worse: (candidate: ReleaseCounts, live: ReleaseCounts) => boolean,
      publish: Parameters<typeof move>[6],
      tell: (tx: Queryable, module: ModuleRow) => Promise<void>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [module] = await tx.query<ModuleRow>(sql`SELECT * FROM remote_modules WHERE candidate_release_id = ${candidateId} FOR UPDATE`);
        if (!module || module.live_release_id === null) return false;
        const live = module.live_release_id;
        const counts = await tx.query<ReleaseCounts>(
          sql`SELECT release_id, count(*) FILTER (WHERE kind = 'loaded')::int AS loads, count(*) FILTER (WHERE kind <> 'loaded')::int AS failures
              FROM remote_release_reports WHERE release_id IN (${candidateId}, ${live}) AND at > now() - interval '1 hour' GROUP BY release_id`,
        );
        const of = (id: number) => counts.find((row) => row.release_id === id) ?? { release_id: id, loads: 0, failures: 0 };
        if (!worse(of(candidateId), of(live))) return false;
        const next = { ...module, candidate_release_id: null, candidate_share: 0 };
        const after = await move(tx, module, next, 'auto-rollback', null, { release: live, previous: candidateId }, publish);
        await tell(tx, after);
        return true;
      });
    },
  };
}

export type RemoteRegistry = ReturnType<typeof createRemoteRegistry>;
