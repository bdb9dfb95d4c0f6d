/**
 * The route paths a remote's `src/routes.tsx` declares, read from its text:
 * each `path:` string, each path string passed to a helper (`profile('own',
 * '/profile')`), and each `path: NAME` or `path: NAMES.key` (constants are capitalised) resolved in the
 * file or in a module it imports (`components/paths.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STRING = String.raw`'([^'\n]*)'`;

function constantsOf(text) {
  const constants = new Map();
  for (const [, name, value] of text.matchAll(new RegExp(String.raw`const (\w+) = ${STRING}`, 'g'))) constants.set(name, value);
  for (const [, name, body] of text.matchAll(/const (\w+) = \{([^}]*)\}/g)) {
    for (const [, key, value] of body.matchAll(new RegExp(String.raw`(\w+): ${STRING}`, 'g'))) constants.set(`${name}.${key}`, value);
  }
  return constants;
}

function importedConstants(file, text) {
  const constants = constantsOf(text);
  for (const [, from] of text.matchAll(/import \{[^}]*\} from '(\.[^']+)'/g)) {
    const module = ['.ts', '.tsx', '/index.ts'].map((ending) => path.resolve(path.dirname(file), from + ending)).find(existsSync);
    if (module) for (const [name, value] of constantsOf(readFileSync(module, 'utf8'))) constants.set(name, value);
  }
  return constants;
}

/** Every path of the routes file, in order of appearance, each once. */
export function routePaths(routesFile) {
  const text = readFileSync(routesFile, 'utf8');
  const constants = importedConstants(routesFile, text);
  const found = [];
  const declarations = new RegExp(String.raw`path: (?:${STRING}|([A-Z][A-Z0-9_]*(?:\.\w+)?))|[(,] ?'(/[^'\n]*)'`, 'g');
  for (const [, literal, named, helperArgument] of text.matchAll(declarations)) {
    const value = literal ?? helperArgument ?? constants.get(named);
    if (value === undefined) throw new Error(`${routesFile}: path ${named} not found`);
    found.push(value);
  }
  return [...new Set(found)];
}
