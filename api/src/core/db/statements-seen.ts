/**
 * What both databases' prepared statements share: which texts are worth a name. A text seen a second time is
 * one of the API's own statements; one-off texts (seed batches, generated lists) never take a slot.
 */
import { createHash } from 'node:crypto';

export type PreparedLimits = {
  /** Distinct statements kept prepared. */
  maxPrepared: number;
  /** Statements seen once, remembered to recognise the second time. */
  maxSeen: number;
  /** Longer texts are generated batches, not the API's own statements. */
  maxTextLength: number;
};

export const DEFAULT_PREPARED_LIMITS: PreparedLimits = { maxPrepared: 400, maxSeen: 2000, maxTextLength: 40_000 };

/** Remembers up to `max` texts, the oldest forgotten first. */
export function statementsSeen(max: number) {
  const seen = new Set<string>();
  return {
    /** Whether `text` was seen before; remembered from now on if not. */
    again(text: string): boolean {
      if (seen.has(text)) return true;
      if (seen.size >= max) seen.delete(seen.values().next().value as string);
      seen.add(text);
      return false;
    },
  };
}

/** The same name for the same text, on every connection and instance. */
export const statementName = (text: string) => `q_${createHash('sha1').update(text).digest('base64url')}`;
