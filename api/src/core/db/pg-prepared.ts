/**
 * Named prepared statements on a PostgreSQL server. The scope predicates make planning cost more than running:
 * under load, planning took 42 % of the server's time on the API's statements (11.8 s against 16.4 s running,
 * one minute at 750 people). A statement seen a second time is sent under a name; each pooled connection
 * prepares it on first use and the server's plan cache keeps it (a generic plan once it is no worse than the
 * custom ones). node-postgres cannot close a name on every pooled connection, so past `maxPrepared` names,
 * further statements run unnamed.
 */
import { DEFAULT_PREPARED_LIMITS, type PreparedLimits, statementName, statementsSeen } from './statements-seen.ts';

export function preparedNames(limits: PreparedLimits = DEFAULT_PREPARED_LIMITS) {
  const named = new Map<string, string>();
  const seen = statementsSeen(limits.maxSeen);
  let generation = 0;
  return {
    /** The name to send `text` under, or undefined to run it unnamed (not seen before, too long, or no slot left). */
    nameFor(text: string): string | undefined {
      const name = named.get(text);
      if (name || text.length > limits.maxTextLength || named.size >= limits.maxPrepared || !seen.again(text)) return name;
      const fresh = `${statementName(text)}_${generation}`;
      named.set(text, fresh);
      return fresh;
    },
    /**
     * After the server refused a prepared statement whose columns changed (a newer instance's migration added
     * one to a table read with `*`): every statement is prepared again under a new name when next used.
     */
    renameAll(): void {
      generation += 1;
      named.clear();
    },
  };
}

/** The server's refusal to run a prepared statement whose result columns changed since it was prepared. */
export const isStalePlan = (error: unknown) =>
  (error as { code?: string } | undefined)?.code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));
