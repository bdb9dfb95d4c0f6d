import type { Notification } from '@portal/shared-api';

/** Notices that say the same thing about the same screen, shown as one entry that leads to the newest. */
export type NoticeGroup = {
  /** The newest member: its link, message and time are the entry's. */
  newest: Notification;
  /** Newest first; one member for a notice that repeats nothing. */
  members: Notification[];
  /** Members not read yet. */
  unread: number;
};

/**
 * Groups notices (given newest first) by link and title, so four "Nuevo mensaje" about one task read as one
 * entry at the newest's place. Notices without a link lead nowhere in common and stay alone.
 */
export function groupNotices(items: readonly Notification[]): NoticeGroup[] {
  const groups: NoticeGroup[] = [];
  const byKey = new Map<string, NoticeGroup>();
  for (const item of items) {
    const key = item.link ? `${item.link}\n${item.title}` : null;
    const known = key === null ? undefined : byKey.get(key);
    if (known) {
      known.members.push(item);
      if (!item.seen) known.unread += 1;
      continue;
    }
    const group: NoticeGroup = { newest: item, members: [item], unread: item.seen ? 0 : 1 };
    groups.push(group);
    if (key !== null) byKey.set(key, group);
  }
  return groups;
}

/** The entry's title: the notices' own, with how many there are when more than one (`Nuevo mensaje (4)`). */
export const noticeGroupTitle = (group: NoticeGroup): string =>
  group.members.length > 1 ? `${group.newest.title} (${group.members.length})` : group.newest.title;
