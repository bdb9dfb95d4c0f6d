/**
 * The documents say what the code has: every route of a remote is in its
 * README, which the root README's folder table sends to, and every citation of the API
 * contract names a section or endpoint that `docs/api-contract.md` has, and the API's README names every
 * variable its configuration reads.
 * Files only, no build: it runs in a fraction of a second.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { contractCitations, contractSections, staleCitations } from './contract-citations.mjs';
import { routePaths } from './route-paths.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const remotes = readdirSync(root).filter((name) => name.startsWith('mf-') && existsSync(path.join(root, name, 'src/routes.tsx')));

/** A path is listed when it opens a code span: `/x`, `/x?query`, `/x (…)`. */
const lists = (text, routePath) => ['`', '?', ' '].some((after) => text.includes(`\`${routePath}${after}`));

describe('the READMEs list every route of routes.tsx', () => {
  it('finds the remotes and their routes', () => {
    assert.ok(remotes.length >= 6, remotes.join());
    for (const remote of remotes) assert.ok(routePaths(path.join(root, remote, 'src/routes.tsx')).length > 0, remote);
  });

  for (const remote of remotes) {
    it(`${remote}/README.md lists every path of its routes.tsx`, () => {
      const readme = read(`${remote}/README.md`);
      const missing = routePaths(path.join(root, remote, 'src/routes.tsx')).filter((routePath) => !lists(readme, routePath));
      assert.deepEqual(missing, []);
    });

    // A remote's team adds a screen inside its folder alone: the root table names the remote and sends to its README.
    it(`the README's folder table sends to ${remote}/README.md for its screens`, () => {
      const row = read('README.md')
        .split('\n')
        .find((line) => line.startsWith(`| \`${remote}/\` |`));
      assert.ok(row, `no row for ${remote}/ in the README's folder table`);
      assert.ok(row.includes(`(${remote}/README.md)`), row);
    });
  }
});

describe('citations of docs/api-contract.md', () => {
  const contract = read('docs/api-contract.md');
  const sections = contractSections(contract);
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|cjs|js|md|sql)$/.test(file) && !file.startsWith('docs/api-contract.md') && existsSync(path.join(root, file)));
  /**
   * A released migration is never edited, not even a comment: every database that applied it keeps its checksum,
   * and the migrator refuses to go on when a file no longer matches. Their citations keep the words they were written with.
   */
  const isMigration = (file) => file.startsWith('api/src/core/db/migrations/');

  it('reads the sections and endpoints of the document', () => {
    for (const known of ['§1.7', '§9', '§10.6', '§11.3', 'A1', 'M13', 'O6', 'T']) assert.ok(sections.has(known), known);
    assert.ok(!sections.has('§14') && !sections.has('M99'));
  });

  it('every cited section and endpoint exists in the document', () => {
    const unknown = [];
    let count = 0;
    for (const file of files) {
      for (const { line, reference } of contractCitations(read(file))) {
        count += 1;
        if (!sections.has(reference)) unknown.push(`${file}:${line} ${reference}`);
      }
    }
    assert.ok(count > 100, `only ${count} citations found`);
    assert.deepEqual(unknown, []);
  });

  it('no citation names "the contract" without the document', () => {
    const stale = files.filter((file) => !isMigration(file)).flatMap((file) => staleCitations(read(file)).map((line) => `${file}:${line}`));
    assert.deepEqual(stale, []);
  });
});

describe("the API's configuration", () => {
  it("api/README's configuration table names every variable the API's configuration reads", () => {
    const variables = [...new Set([...read('api/src/core/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map(([, name]) => name))];
    assert.ok(variables.includes('DATABASE_URL') && variables.length > 20, variables.join());
    const rows = read('api/README.md')
      .split('\n')
      .filter((line) => line.startsWith('| `'));
    const missing = variables.filter((name) => !rows.some((row) => row.split('|')[1]?.includes(`\`${name}\``)));
    assert.deepEqual(missing, []);
  });
});
