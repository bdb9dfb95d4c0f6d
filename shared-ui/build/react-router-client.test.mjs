/**
 * Every name the apps import from `react-router` is one the client-only entry exports. The build cannot
 * tell: a remote takes react-router from the shell as a shared module, whose exports webpack does not know,
 * so a missing name only fails in the browser ("useLocation is not a function").
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '../..');
const APPS = ['shell', 'shared-ui', 'shared-api', ...readdirSync(root).filter((folder) => folder.startsWith('mf-'))];

function sources(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const exported = new Set(/export \{([^}]*)\}/.exec(readFileSync(path.join(here, 'react-router-client.mjs'), 'utf8'))[1].match(/\w+/g));

it('exports every name the apps import from react-router', () => {
  const missing = [];
  for (const file of APPS.flatMap((app) => sources(path.join(root, app, 'src')))) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router'/g)) {
      for (const name of names.split(',').map((part) => part.trim().replace(/^type\s+.*/, ''))) {
        if (name && !exported.has(name.split(/\s+as\s+/)[0])) missing.push(`${path.relative(root, file)}: ${name}`);
      }
    }
  }
  assert.deepEqual(missing, []);
});
