/**
 * Open streams by the audience topics they may receive. A private update goes to the streams under one of its
 * topics: matching it against every open stream cost the hub a third of an instance's time at 650 people.
 */
export class AudienceIndex<Entry extends { allowed: string[] }> {
  private readonly byTopic = new Map<string, Set<Entry>>();

  /** Files `entry` under `allowed`, instead of the topics it had. */
  set(entry: Entry, allowed: string[]): void {
    this.remove(entry);
    entry.allowed = allowed;
    for (const topic of allowed) {
      let entries = this.byTopic.get(topic);
      if (!entries) {
        entries = new Set();
        this.byTopic.set(topic, entries);
      }
      entries.add(entry);
    }
  }

  remove(entry: Entry): void {
    for (const topic of entry.allowed) {
      const entries = this.byTopic.get(topic);
      entries?.delete(entry);
      if (entries?.size === 0) this.byTopic.delete(topic);
    }
  }

  /** The entries filed under any of `topics`, each once. */
  under(topics: readonly string[]): Set<Entry> {
    const found = new Set<Entry>();
    for (const topic of topics) for (const entry of this.byTopic.get(topic) ?? []) found.add(entry);
    return found;
  }
}
