/**
 * The side of a gradual release a person is on, and what a tab tells the registry about the release it ran.
 * The side depends only on the person and the remote: the same in every tab and on every day, so a person never
 * flips between releases, while each remote's gradual release reaches a different slice of people.
 */
import { apiClient, currentSessionUser } from '@portal/shared-api';
import type { RemoteConfig, RemoteRelease } from './remotes-config';

/** 0–99 from a 32-bit FNV-1a hash: spread evenly enough for a share, and cheap. */
function bucketOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

export function onCandidateSide(userId: number, remote: string, share: number): boolean {
  return bucketOf(`${remote}:${userId}`) < share;
}

export type ChosenRelease = { entry: string; release: RemoteRelease | undefined; candidate: boolean; userId: number | null };

/** The entry `userId` loads of `remote`: the gradual candidate for those in its share, else the live one. */
export function releaseFor(remote: RemoteConfig, userId: number | null): ChosenRelease {
  const { candidate } = remote;
  if (candidate && userId !== null && onCandidateSide(userId, remote.name, candidate.share)) return { entry: candidate.entry, release: candidate.release, candidate: true, userId };
  return { entry: remote.entry, release: remote.release, candidate: false, userId };
}

/** The person of this tab, or null before sign-in or while the server cannot tell. */
export async function personOfTab(): Promise<number | null> {
  try {
    return (await currentSessionUser())?.id ?? null;
  } catch {
    return null;
  }
}

export type ReleaseReportKind = 'loaded' | 'load-failed' | 'screen-error';

const reported = new Set<string>();

/**
 * Tells the registry what this tab saw of a release (once per release and kind): the person comes from the session,
 * the route is a pattern, nothing typed. Never in anyone's way: a refusal or an outage is dropped.
 */
export function reportRelease({ release, userId }: Pick<ChosenRelease, 'release' | 'userId'>, kind: ReleaseReportKind, route?: string): void {
  // Only a signed-in person's tab reports: the registry counts people.
  if (!release || userId === null) return;
  const key = `${release.id}:${kind}`;
  if (reported.has(key)) return;
  reported.add(key);
  void apiClient.post('remote_release_reports', { release: release.id, kind, ...(route ? { route } : {}) }).catch(() => undefined);
}
