import { formatDateTime } from '@portal/shared-ui';
import { MODULE_TEXTS } from './module-texts';
import type { RemoteRelease } from './remote-modules-api';

/** The short form of a commit, as git prints it. */
export const shortCommit = (commit: string) => commit.slice(0, 7);

/** What is known of one release: commit, when and by whom it was published, and how it fared in the last hour. */
export function ReleaseFacts({ release, publishers }: { release: RemoteRelease; publishers: Record<string, string> }) {
  const by = release.publishedBy ? (publishers[release.publishedBy] ?? null) : null;
  const { failures } = release.lastHour;
  return (
    <span className="release-facts">
      <span>
        Commit <code>{shortCommit(release.commit)}</code>
      </span>
      <span>{MODULE_TEXTS.PUBLISHED(formatDateTime(release.publishedAt), by)}</span>
      {release.publishedWithToken && <span className="badge">{MODULE_TEXTS.WITH_TOKEN}</span>}
      <span className={failures > 0 ? 'release-failures' : undefined}>{MODULE_TEXTS.LAST_HOUR(release.lastHour)}</span>
    </span>
  );
}
