/**
 * `pnpm run bench`: builds the portal (the shell's benchmark measures what the
 * built apps send; `BENCH_SKIP_BUILD=1` reuses the last build), then runs the
 * `bench` script of every workspace package that has one, one after the other (benchmarks on a 2-core machine must not overlap),
 * each printing its own `NAME: VALUE UNIT (budget …) ok|OVER` lines, then the load test's search
 * (scripts/load). A package whose benchmark fails is reported and the others still run.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const packages = readdirSync(root)
  .filter((folder) => existsSync(path.join(root, folder, 'package.json')))
  .filter((folder) => JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')).scripts?.bench)
  .sort();

let failed = 0;
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.error('# building the portal');
  const build = spawnSync('pnpm', ['--silent', 'run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    console.error(`# build exited with ${build.status ?? build.signal}; the benchmarks run on what was built before`);
    failed += 1;
  }
}
for (const folder of packages) {
  console.error(`# ${folder}`);
  const run = spawnSync('pnpm', ['--silent', '--filter', `./${folder}`, 'run', 'bench'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    failed += 1;
    console.error(`# ${folder}: benchmark exited with ${run.status ?? run.signal}`);
  }
}
if (packages.length === 0) console.error('# no package has a bench script');
// The working morning on PostgreSQL with two API instances: the search for the crowd whose every kind of request
// stays under 250 ms at p99 (`load-people-at-p99-250ms`). BENCH_LOAD=0 leaves it out.
if (process.env.BENCH_LOAD !== '0') {
  console.error('# load (pnpm run load)');
  const run = spawnSync('sh', ['scripts/load/run-load.sh'], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    failed += 1;
    console.error(`# load: exited with ${run.status ?? run.signal}`);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
