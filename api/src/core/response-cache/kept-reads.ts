import { LRUCache } from 'lru-cache';
import type { DataChanges, DataGroup } from './data-changes.ts';

/** Reads kept per key: `(key, read)` answers what `read` gave for `key` while `groups` are unchanged, else reads again. */
export type KeptReads<K extends {}, V> = (key: K, read: () => Promise<V>) => Promise<V>;

/**
 * Keeps up to `max` reads, each until a change of `groups` (see `DataChanges.stamp`) is heard, whichever instance
 * made it. A read is kept while it runs, so the requests a page sends at once share one; a failed read is not kept,
 * and while notices may be missed nothing is.
 */
export function keptWhileUnchanged<K extends {}, V>(changes: DataChanges, groups: readonly DataGroup[], max: number): KeptReads<K, V> {
  const kept = new LRUCache<K, { stamp: string; value: Promise<V> }>({ max });
  return (key, read) => {
    const stamp = changes.stamp(groups);
    if (stamp === undefined) return read();
    const current = kept.get(key);
    if (current?.stamp === stamp) return current.value;
    const entry = { stamp, value: read() };
    kept.set(key, entry);
    entry.value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return entry.value;
  };
}
