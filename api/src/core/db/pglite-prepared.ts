/**
 * Named prepared statements on PGlite. `PGlite.query` parses and plans every
 * statement again (the unnamed statement) in six calls into the engine; the
 * scope predicates make planning cost more than running (5–35 ms against
 * 1–3 ms at scale). A statement seen a second time is prepared under a name,
 * so PostgreSQL's plan cache keeps it (a generic plan once it is no worse
 * than the custom ones) and each later run is one call: bind, describe,
 * execute, sync. One-off statements (seed batches) never take a slot.
 */
import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { DEFAULT_PREPARED_LIMITS, type PreparedLimits, statementName, statementsSeen } from './statements-seen.ts';

type Prepared = { name: string; paramTypes: number[] };
type ParameterDescription = { name: 'parameterDescription'; dataTypeIDs: number[] };

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Runs statements on `pglite`; the caller holds PGlite's query lock (and, outside a transaction, its transaction lock). */
export function preparedStatementRunner(pglite: PGlite, limits: PreparedLimits = DEFAULT_PREPARED_LIMITS) {
  /** Least recently used first: beyond `maxPrepared`, the first is closed. */
  const prepared = new Map<string, Prepared>();
  const seen = statementsSeen(limits.maxSeen);
  let pendingClose: Uint8Array[] = [];

  // Closing a statement that is already gone is no error, so a close sent twice after a failure is harmless.
  function takeCloses(): Uint8Array[] {
    const closes = pendingClose;
    pendingClose = [];
    return closes;
  }

  async function prepare(text: string): Promise<Prepared> {
    const name = statementName(text);
    // Closing the name first makes preparing safe whether or not a tool's session kept it (the runner cannot tell).
    const parts = [...takeCloses(), serialize.close({ type: 'S', name }), serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()];
    const { messages } = await pglite.execProtocol(concat(parts), { syncToFs: false });
    const description = messages.find((message) => message.name === 'parameterDescription') as ParameterDescription | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    if (prepared.size >= limits.maxPrepared) {
      const [oldestText, oldest] = prepared.entries().next().value as [string, Prepared];
      prepared.delete(oldestText);
      pendingClose.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    prepared.set(text, statement);
    return statement;
  }

  /** The rows of `text`, or undefined when it is not (yet) worth preparing: run it the usual way then. */
  async function run<T>(text: string, values: unknown[]): Promise<T[] | undefined> {
    let statement = prepared.get(text);
    if (statement) {
      prepared.delete(text);
      prepared.set(text, statement);
    } else {
      if (text.length > limits.maxTextLength || !seen.again(text)) return undefined;
      statement = await prepare(text);
    }
    const types = statement.paramTypes;
    const params = values.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[index] as number];
      return serializer ? serializer(value) : String(value);
    });
    const bind = serialize.bind({ statement: statement.name, values: params as string[] });
    const { messages } = await pglite.execProtocol(concat([...takeCloses(), bind, serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]), {
      syncToFs: false,
    });
    return (parse.parseResults(messages, pglite.parsers)[0]?.rows ?? []) as T[];
  }

  /** After a tool drove the connection, the session's statements are unknown: prepare each again when next used. */
  function forget() {
    prepared.clear();
    pendingClose = [];
  }

  return { run, forget };
}
