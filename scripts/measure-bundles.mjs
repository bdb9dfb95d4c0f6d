/**
 * Prints the gzipped size of what a browser downloads first: the shell's
 * initial JS (its HTML's scripts) and each remote's entry (remoteEntry.js plus
 * the chunks of its `./routes` expose). Run after `pnpm run build`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function report(label, dist, files) {
  const total = files.reduce((sum, file) => sum + gzipped(path.join(dist, file)), 0);
  console.log(`${label.padEnd(34)} ${kb(total).padStart(10)}  (${files.join(', ')})`);
}

const shellDist = path.join(root, 'shell/dist');
const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
const shellScripts = [...html.matchAll(/src="?\/?([^"\s>]+\.js)/g)].map((match) => match[1]);
console.log('gzipped size (level 9)');
report('shell initial JS', shellDist, shellScripts);

for (const folder of readdirSync(root).filter((name) => name.startsWith('mf-'))) {
  const dist = path.join(root, folder, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) continue;
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const routesExpose = manifest.exposes.find((expose) => expose.path === './routes');
  const exposeFiles = [...(routesExpose?.assets.js.sync ?? [])];
  report(`${folder} remoteEntry.js`, dist, ['remoteEntry.js']);
  report(`${folder} ./routes (sync chunks)`, dist, exposeFiles);
}
