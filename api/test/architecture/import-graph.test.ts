/**
 * The server's import graph: no cycles, and `core/` never depends on the entry
 * files or on a feature. Cycles are looked for in the graph esbuild compiles
 * (the test runner and tsx both use it), where type-only imports are erased:
 * they cannot change the order modules load in. The rule on `core/` reads
 * every import of its files, type-only ones included (tests beside core
 * modules may start features).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// The compiled tests run from a copy whose sources are links: the graph is read from the real folder.
const apiDir = path.dirname(path.dirname(realpathSync(fileURLToPath(new URL('../../src/app.ts', import.meta.url)))));

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(apiDir, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(apiDir, path.join(entry.parentPath, entry.name)));
}

/** Each file of src/ with the files of src/ it imports at run time. */
async function importGraph(): Promise<Map<string, string[]>> {
  const { metafile } = await build({
    absWorkingDir: apiDir,
    entryPoints: sourceFiles('src'),
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'unused',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  const graph = new Map<string, string[]>();
  for (const [file, { imports }] of Object.entries(metafile.inputs)) {
    if (!file.startsWith('src/')) continue;
    graph.set(
      file,
      imports.filter((entry) => !entry.external && entry.path.startsWith('src/')).map((entry) => entry.path),
    );
  }
  return graph;
}

/** One cycle through each strongly connected group of files (Tarjan), written `a → b → … → a`. */
function cycles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== file);
      if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group);
    }
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.map((group) => {
    const members = new Set(group);
    const start = [...group].sort()[0] as string;
    // Shortest way back to the start inside the group.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const file = queue.shift() as string;
      for (const next of graph.get(file) ?? []) {
        if (!members.has(next)) continue;
        if (next === start) {
          const path = [start];
          for (let at: string | undefined = file; at !== start && at; at = previous.get(at)) path.splice(1, 0, at);
          return [...path, start].join(' → ');
        }
        if (!previous.has(next)) {
          previous.set(next, file);
          queue.push(next);
        }
      }
    }
    return group.join(', ');
  });
}

const graph = await importGraph();

test('the import graph is read: the entry file reaches the features through app.ts', () => {
  assert.ok(graph.get('src/server.ts')?.includes('src/app.ts'));
  assert.ok(graph.get('src/app.ts')?.includes('src/features/index.ts'));
});

test('no module of src/ imports itself through others at run time', () => {
  assert.deepEqual(cycles(graph), []);
});

/** Every relative module a file names (`from '…'`, `import('…')`, `import type` included), as paths from api/. */
function namedModules(file: string): string[] {
  const text = readFileSync(path.join(apiDir, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)'(\.[^']+)'/gm)].map((match) => match[1] as string);
  return specifiers.map((specifier) => path.relative(apiDir, path.resolve(apiDir, path.dirname(file), specifier)));
}

test('core/ imports neither the entry files nor a feature, not even a type', () => {
  const core = sourceFiles('src/core');
  assert.ok(core.length > 50, `${core.length} files in core/`);
  const wrong = core.flatMap((file) =>
    namedModules(file)
      .filter((target) => target === 'src/app.ts' || target === 'src/server.ts' || target.startsWith('src/features/') || target.startsWith('src/cli/'))
      .map((target) => `${file} → ${target}`),
  );
  assert.deepEqual(wrong, []);
});
