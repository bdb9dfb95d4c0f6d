/**
 * Runs the integration test files (arguments: paths relative to api/, default all) from one
 * JavaScript copy of src/ and test/ compiled with esbuild at the start: loading each file through
 * tsx compiles the whole app again in every test process, seconds per file. The copy keeps the
 * source tree's layout, links to every other file (SQL, the .ts sources some tests read) and source
 * maps, so failures point at the .ts lines. The entry points tests start as child processes (the
 * server, CLIs) run from the copy too (test/cli-command.ts).
 * `node --import tsx --test <file>` still runs a file straight from the sources.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedApiDir = path.resolve(apiDir, '..', 'shared-api');
const SHARED_API_ENTRIES = { entities: 'src/entities/index.ts', rules: 'src/rules/index.ts', 'user-search': 'src/search/user-search-rules.ts' };
const TEST_FILE = /\.test\.ts$/;
/** Files that open PGlite themselves whatever `DATABASE_URL` says: a PostgreSQL pass would only run them again. */
const PGLITE_ONLY_FILE = /\.pglite\.test\.ts$/;
/**
 * The whole suite runs on PostgreSQL. On PGlite (the default deployment's database, the same engine in the process) it
 * runs what can behave differently there: the database layer and the rest of `core/`, the CLI, the cross-cutting
 * suites of `test/`, the PGlite-only files, and the features whose own code uses PGlite (imports it or asks whether
 * the database is PGlite: backups). That the two adapters hand the features the same values is
 * `test/database/adapter-parity.test.ts`, on the PostgreSQL pass; PGlite's single connection, the other difference
 * features meet, is refused on both databases (`core/db/beside-transaction.ts`).
 * `API_TEST_EVERY_FILE_ON_PGLITE=1` runs every file on PGlite too.
 */
const PGLITE_PASS_FOLDER = /^(src\/core|src\/cli|test)\//;

/** Mirrors `from` into `to`: folders made, every file linked; returns the .ts files to compile. */
async function mirror(from, to) {
  await mkdir(to, { recursive: true });
  const sources = [];
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) sources.push(...(await mirror(source, path.join(to, entry.name))));
    else {
      await symlink(source, path.join(to, entry.name));
      if (entry.name.endsWith('.ts')) sources.push(source);
    }
  }
  return sources;
}

function relativeImport(fromFile, toFile) {
  const relative = path.relative(path.dirname(fromFile), toFile);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Every import stays a separate module: relative ones point at the compiled siblings, shared-api at its compiled entries. */
function importsToCompiledFiles(outDir) {
  return {
    name: 'imports-to-compiled-files',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const shared = /^@portal\/shared-api\/(.+)$/.exec(args.path);
        if (shared && shared[1] in SHARED_API_ENTRIES) {
          const importer = path.join(outDir, 'api', path.relative(apiDir, args.importer));
          return { path: relativeImport(importer, path.join(outDir, 'shared-api', `${shared[1]}.js`)), external: true };
        }
        if (args.path.startsWith('.')) return { path: args.path.replace(/\.ts$/, '.js'), external: true };
        return { path: args.path, external: true };
      });
    },
  };
}

async function compile(outDir) {
  const sources = [...(await mirror(path.join(apiDir, 'src'), path.join(outDir, 'api', 'src'))), ...(await mirror(path.join(apiDir, 'test'), path.join(outDir, 'api', 'test')))];
  await symlink(path.join(apiDir, 'node_modules'), path.join(outDir, 'api', 'node_modules'));
  await writeFile(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
  const common = { bundle: true, format: 'esm', platform: 'node', target: 'node20', sourcemap: 'linked', logLevel: 'warning' };
  await build({
    ...common,
    entryPoints: Object.fromEntries(Object.entries(SHARED_API_ENTRIES).map(([name, file]) => [name, path.join(sharedApiDir, file)])),
    outdir: path.join(outDir, 'shared-api'),
    splitting: true,
    packages: 'external',
  });
  await build({ ...common, entryPoints: sources, outbase: apiDir, outdir: path.join(outDir, 'api'), plugins: [importsToCompiledFiles(outDir)] });
  // esbuild's service process would otherwise outlive the tests it is no longer needed for.
  await stop();
}

/**
 * Loading the compiled app, and compiling its route validators for the first app, cost a test
 * process several seconds of CPU before its first test: files share processes, sixteen each, so that
 * cost is paid per process (sixteen files took a tenth less CPU in one process than in two of eight).
 * A process runs its files one after the
 * other, each as a suite named by its path whose `after` hooks (closing its app and database) run
 * before the next file is loaded; the files are dealt round-robin so slow neighbours spread out.
 */
const DEFAULT_FILES_PER_PROCESS = 16;

async function writeProcessGroups(compiledApi, compiledFiles, filesPerProcess) {
  const count = Math.max(1, Math.ceil(compiledFiles.length / filesPerProcess));
  const groups = Array.from({ length: count }, () => []);
  compiledFiles.forEach((file, index) => {
    groups[index % count].push(file);
  });
  const groupDir = path.join(compiledApi, 'test-processes');
  await mkdir(groupDir);
  return Promise.all(
    groups.map(async (group, index) => {
      const entry = path.join(groupDir, `process-${index + 1}.test.js`);
      const suites = group.map((file) => {
        const name = JSON.stringify(path.relative(compiledApi, file).replace(/\.test\.js$/, '.test.ts'));
        return `await describe(${name}, async () => {\n  await import(${JSON.stringify(pathToFileURL(file).href)});\n});\n`;
      });
      await writeFile(entry, `import { describe } from 'node:test';\n${suites.join('')}`);
      return entry;
    }),
  );
}

async function testFiles(dir) {
  const found = [];
  for (const entry of await readdir(path.join(apiDir, dir), { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && TEST_FILE.test(entry.name)) found.push(path.relative(apiDir, path.join(entry.parentPath ?? entry.path, entry.name)));
  }
  return found;
}

/** Code that uses PGlite itself, comments aside: its package, or a question whether the database is PGlite. */
const USES_PGLITE = /@electric-sql\/pglite|kind [!=]== 'pglite'|\.pglite\b/;

/** Feature folders (`src/features/<name>`) whose sources, tests aside, use PGlite. */
async function featuresUsingPglite() {
  const found = new Set();
  for (const entry of await readdir(path.join(apiDir, 'src', 'features'), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts') || TEST_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (USES_PGLITE.test(await readFile(file, 'utf8'))) found.add(path.relative(apiDir, file).split(path.sep).slice(0, 3).join('/'));
  }
  return found;
}

async function pglitePassFiles(all) {
  if (process.env.API_TEST_EVERY_FILE_ON_PGLITE === '1') return all;
  const features = await featuresUsingPglite();
  return all.filter((file) => PGLITE_PASS_FOLDER.test(file) || PGLITE_ONLY_FILE.test(file) || features.has(file.split('/').slice(0, 3).join('/')));
}

const requested = process.argv.slice(2);
const onPostgres = Boolean(process.env.DATABASE_URL);
const every = [...(await testFiles('src')), ...(await testFiles('test'))].sort();
const files = requested.length > 0 ? requested : onPostgres ? every.filter((file) => !PGLITE_ONLY_FILE.test(file)) : await pglitePassFiles(every);
if (requested.length === 0) console.log(`# ${files.length} of ${every.length} test files on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
const outDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-tests-'));
let status = 1;
try {
  await compile(outDir);
  const compiledApi = path.join(outDir, 'api');
  const compiled = files.map((file) => path.join(compiledApi, path.normalize(file).replace(TEST_FILE, '.test.js')));
  // One process at a time unless asked: `npm test` runs another job beside each pass (scripts/test-all.sh).
  const concurrency = Number(process.env.API_TEST_CONCURRENCY) || 1;
  const filesPerProcess = Number(process.env.API_TEST_FILES_PER_PROCESS) || DEFAULT_FILES_PER_PROCESS;
  const groups = await writeProcessGroups(compiledApi, compiled, filesPerProcess);
  const run = spawn(process.execPath, ['--enable-source-maps', '--test', `--test-concurrency=${concurrency}`, ...groups], { cwd: compiledApi, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => run.kill(signal));
  status = await new Promise((resolve) => run.on('close', (code) => resolve(code ?? 1)));
} finally {
  await rm(outDir, { recursive: true, force: true });
}
process.exit(status);
