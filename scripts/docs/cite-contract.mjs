/**
 * `node scripts/docs/cite-contract.mjs`: rewrites citations of the API
 * contract in the old form (the bare word before a section or endpoint id) in
 * every tracked file to name the document (`docs/api-contract.md §10.6`). The
 * docs test fails on any left.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { citeDocument } from './contract-citations.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|cjs|js|md|sql)$/.test(file) && existsSync(path.join(root, file)));
let changed = 0;
for (const file of files) {
  const before = readFileSync(path.join(root, file), 'utf8');
  const after = citeDocument(before);
  if (after !== before) {
    writeFileSync(path.join(root, file), after);
    changed += 1;
  }
}
console.log(`${changed} files now cite docs/api-contract.md.`);
