import type { HistoryRow, ModuleRow, ReleaseCounts, ReleaseRow } from './remote-registry-repository.ts';

const iso = (value: Date) => new Date(value).toISOString();

export function toRelease(row: ReleaseRow, counts?: ReleaseCounts) {
  return {
    '@id': `/api/remote_releases/${row.id}`,
    '@type': 'RemoteRelease',
    id: row.id,
    remote: row.remote,
    version: row.version,
    commit: row.commit,
    builtAt: iso(row.built_at),
    entry: row.entry,
    needs: row.needs,
    publishedAt: iso(row.published_at),
    publishedBy: row.published_by === null ? null : `/api/users/${row.published_by}`,
    publishedByName: row.published_by_name ?? null,
    publishedWithToken: row.published_with_token !== null,
    lastHour: { loads: counts?.loads ?? 0, failures: counts?.failures ?? 0 },
  };
}

export type ReleaseView = ReturnType<typeof toRelease>;

export function toHistoryEntry(row: HistoryRow, versionOf: (id: number | null) => string | null) {
  return {
    action: row.action,
    version: versionOf(row.release_id),
    previousVersion: versionOf(row.previous_release_id),
    share: row.share,
    by: row.actor_name,
    withToken: row.token_id !== null,
    at: iso(row.at),
  };
}

export function toModule(row: ModuleRow, releases: ReleaseView[], history: ReturnType<typeof toHistoryEntry>[]) {
  const byId = (id: number | null) => (id === null ? null : (releases.find((release) => release.id === id) ?? null));
  return {
    '@id': `/api/remote_modules/${row.name}`,
    '@type': 'RemoteModule',
    name: row.name,
    enabled: row.enabled,
    revision: row.revision,
    live: byId(row.live_release_id),
    candidate: byId(row.candidate_release_id),
    share: row.candidate_share,
    releases,
    history,
    updatedAt: iso(row.updated_at),
  };
}
