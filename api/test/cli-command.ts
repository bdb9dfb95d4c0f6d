/**
 * How a test starts one of the API's entry points (the server, a CLI) as a child process. From the
 * JavaScript copy test/run-tests.mjs compiles, the child runs the compiled sibling of the entry, as
 * the test itself does: through tsx it would compile the whole app again, some 5 s of CPU a start.
 * Run straight from the sources (`node --import tsx --test <file>`), the child goes through tsx too.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const thisFile = fileURLToPath(import.meta.url);
const apiRoot = path.resolve(path.dirname(thisFile), '..');
/** This module is itself the compiled `.js` only in run-tests.mjs's copy, where every `.ts` of src/ has its `.js` beside it. */
const compiled = thisFile.endsWith('.js');

/** Node's arguments that run `entry` (a `.ts` path relative to api/, such as `src/server.ts`), before the entry's own. */
export function nodeArgsFor(entry: string): string[] {
  if (!entry.endsWith('.ts')) throw new Error(`Not a TypeScript entry: ${entry}`);
  if (!compiled) return ['--import', 'tsx', path.join(apiRoot, entry)];
  const script = path.join(apiRoot, entry.replace(/\.ts$/, '.js'));
  if (!existsSync(script)) throw new Error(`The compiled tests have no ${path.relative(apiRoot, script)} beside ${entry}`);
  // No --enable-source-maps: reading every module's map costs a start some 0.4 s of CPU, and esbuild's
  // unminified output, beside its .ts, is readable enough in the rare stack a child prints.
  return [script];
}
