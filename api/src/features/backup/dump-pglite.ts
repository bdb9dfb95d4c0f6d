import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import type { Database } from '../../core/db/database.ts';
import { openPrivateFile } from '../../core/file-storage/private-files.ts';
import { tablesToDump, type WriteSql, writeSequencePositions, writeTableData } from './table-data-statements.ts';

type LogLine = (line: string) => Promise<void>;
type Pglite = NonNullable<Database['pglite']>;

/**
 * PGlite's pg_dump (WASM) keeps the whole dump in memory and fails on large
 * databases (electric-sql/pglite#712), so it writes only the schema here:
 * tables, types and functions before the data, then indexes, keys, foreign
 * keys and triggers after it, so a restore loads rows into bare tables and
 * checks every constraint once. The rows are read by `table-data-statements`
 * in batches and streamed through gzip, so memory stays flat at any size.
 * The result is a plain SQL script like PostgreSQL's pg_dump writes.
 */
export async function dumpPglite(pglite: Pglite, file: string, skipData: string[], log: LogLine): Promise<void> {
  const output = (await openPrivateFile(file)).createWriteStream();
  const gzip = createGzip();
  const written = pipeline(gzip, output);
  // A write error (disk full) fails the next `write` below; until the end awaits `written`, it must not count as unhandled.
  written.catch(() => undefined);
  const write: WriteSql = async (text) => {
    if (gzip.destroyed) throw new Error(NOT_WRITTEN);
    if (!gzip.write(text)) await drained(gzip);
  };
  try {
    await log('Volcando el esquema (tablas, tipos y funciones) con pg_dump de PGlite…');
    await write(await schemaSection(pglite, 'pre-data'));
    await log('Copiando los datos tabla a tabla en una sola instantánea (las demás consultas esperan mientras tanto)…');
    const started = performance.now();
    // One snapshot for every table, so the rows agree with each other (foreign keys hold on load). PGlite has a single
    // connection, so the snapshot's transaction owns it until the last row; the log lines are written once it is free.
    const lines = await pglite.runAlone((instance) =>
      instance.transaction(async (tx) => {
        await tx.exec("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY; SET LOCAL search_path = ''");
        const done: string[] = [];
        for (const table of await tablesToDump(tx, skipData)) {
          const tableStarted = performance.now();
          const rows = await writeTableData(tx, table, write);
          done.push(`Tabla ${table.name}: ${rows} filas (${seconds(tableStarted)} s).`);
        }
        const sequences = await writeSequencePositions(tx, skipData, write);
        done.push(`Datos copiados en ${seconds(started)} s; posición de ${sequences} secuencias guardada.`);
        return done;
      }),
    );
    for (const line of lines) await log(line);
    await log('Volcando índices, claves, claves ajenas y disparadores con pg_dump de PGlite…');
    await write(await schemaSection(pglite, 'post-data'));
    gzip.end();
    await written;
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}

const NOT_WRITTEN = 'No se ha podido escribir el archivo de la copia.';

/** Resolves when `stream` takes writes again; rejects if it fails or closes first, so a dump never waits forever. */
function drained(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off('drain', onDrain).off('error', onError).off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error(NOT_WRITTEN));
    stream.on('drain', onDrain).on('error', onError).on('close', onClose);
  });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** One schema section from PGlite's pg_dump, alone on the connection (seconds, whatever the data's size). */
async function schemaSection(pglite: Pglite, section: 'pre-data' | 'post-data'): Promise<string> {
  const dump = await pglite.runAlone(async (instance: PGlite) => {
    try {
      return await pgDump({ pg: instance, args: ['--no-owner', '--no-privileges', `--section=${section}`] });
    } finally {
      // pg_dump never closes its connection here, so its read-only snapshot transaction stays open; end it before the API goes on.
      await instance.exec('ROLLBACK; SET search_path TO public');
    }
  });
  return dump.text();
}
