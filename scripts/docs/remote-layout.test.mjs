/**
 * The rules of `docs/remote-anatomy.md` §1 inside a remote's `src/` (the shell's
 * contract test checks its top level): every screen and card folder has its
 * `index.ts` and its tests, and `components/` holds only what several screens or
 * cards share, directly or through another shared part. Files only, no build.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const remotes = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(path.join(root, name, 'src/routes.tsx')));
const TEST = /\.test\.tsx?$/;
const SOURCE = /\.(ts|tsx)$/;

function filesUnder(folder) {
  return readdirSync(folder, { recursive: true })
    .map((entry) => path.join(folder, entry))
    .filter((file) => statSync(file).isFile());
}

const folders = (folder) => (existsSync(folder) ? readdirSync(folder).filter((entry) => statSync(path.join(folder, entry)).isDirectory()) : []);

/** What a file of `src/` belongs to: `screens/X`, `cards/X`, `components/X`, `data` or a top-level file. */
function unitOf(src, file) {
  const [top, second] = path.relative(src, file).split(path.sep);
  if (top === 'components') return `components/${second.replace(/\.(tsx?|css)$/, '')}`;
  if (top === 'screens' || top === 'cards') return `${top}/${second}`;
  return top;
}

/** Every relative import of a non-test source file, resolved to the unit it reaches. */
function importsByUnit(src) {
  const edges = [];
  for (const file of filesUnder(src).filter((candidate) => SOURCE.test(candidate) && !TEST.test(candidate))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      edges.push({ from: unitOf(src, file), to: unitOf(src, path.resolve(path.dirname(file), specifier)) });
    }
  }
  return edges;
}

describe('inside each remote, the layout of the remote anatomy', () => {
  for (const remote of remotes) {
    const src = path.join(root, remote, 'src');

    it(`${remote}: every screen and card folder has its index.ts and at least one test`, () => {
      const incomplete = ['screens', 'cards'].flatMap((kind) =>
        folders(path.join(src, kind)).filter((name) => {
          const files = filesUnder(path.join(src, kind, name));
          return !existsSync(path.join(src, kind, name, 'index.ts')) || !files.some((file) => TEST.test(file));
        }).map((name) => `${kind}/${name}`),
      );
      assert.deepEqual(incomplete, []);
    });

    it(`${remote}: components/ holds only what several screens or cards share`, () => {
      const edges = importsByUnit(src);
      const usersOf = (unit, seen = new Set([unit])) =>
        new Set(
          edges
            .filter((edge) => edge.to === unit && edge.from !== unit)
            .flatMap((edge) => {
              if (!edge.from.startsWith('components/')) return [edge.from];
              if (seen.has(edge.from)) return [];
              seen.add(edge.from);
              return [...usersOf(edge.from, seen)];
            }),
        );
      const entries = existsSync(path.join(src, 'components')) ? readdirSync(path.join(src, 'components')).filter((entry) => !TEST.test(entry)) : [];
      const alone = entries.map((entry) => unitOf(src, path.join(src, 'components', entry))).filter((unit) => usersOf(unit).size < 2);
      assert.deepEqual(alone, []);
    });
  }
});
