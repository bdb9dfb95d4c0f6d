/**
 * 'Importar usuarios' on a file of 1,000 new people, all valid, on a copy of
 * the demo database, in process (no port). Prints `user-import-preview-1000-ms`
 * (budget 2,000 ms: the median of five previews of the file, as the screen
 * asks for it) and `user-import-create-1000-ms` (a reference: the one
 * confirmation that creates the thousand, each audited and invited).
 */
import { printBenchLines } from '../../scripts/bench/report-line.mjs';
import { buildApp, prepareDatabase } from '../src/app.ts';
import { DEMO_PASSWORD } from '../src/core/db/seed/demo-accounts.ts';
import { multipart } from '../src/features/files/multipart.ts';
import { ORIGIN, testConfig } from '../test/helper.ts';
import { freshTestDatabase } from '../test/test-database.ts';

const ROWS = 1_000;
const PREVIEWS = 5;

const database = await freshTestDatabase(testConfig);
const config = { ...testConfig(database.dataDir), databaseUrl: database.databaseUrl };
const app = await buildApp(config, await prepareDatabase(config));
try {
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: 'admin@empresa.es', password: DEMO_PASSWORD } });
  const bearer = login.cookies.find((cookie) => cookie.name === 'BEARER')?.value;
  if (!bearer) throw new Error(`the admin cannot sign in: ${login.statusCode}`);
  const lines = Array.from({ length: ROWS }, (_, index) => `importada.${index}@empresa.es,Persona Importada ${index},Tecnología,Soporte`);
  const csv = Buffer.from(['correo,nombre,departamento,equipos', ...lines].join('\n'));

  /** Milliseconds `url` takes to answer the file, failing unless every row came out as `status`. */
  async function timed(url: string, status: string): Promise<number> {
    const upload = await multipart({ file: { name: 'personas.csv', type: 'text/csv', bytes: csv } });
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url, ...upload, headers: { ...upload.headers, origin: ORIGIN }, cookies: { BEARER: bearer as string } });
    const elapsed = performance.now() - started;
    const rows = response.json().rows as { status: string }[] | undefined;
    if (response.statusCode !== 200 || rows?.filter((row) => row.status === status).length !== ROWS) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    return elapsed;
  }

  const previews: number[] = [];
  for (let run = 0; run < PREVIEWS; run++) previews.push(await timed('/api/users/import_preview', 'create'));
  const median = previews.sort((a, b) => a - b)[Math.floor(PREVIEWS / 2)] as number;
  const creation = await timed('/api/users/import', 'created');
  printBenchLines([
    { name: 'user-import-preview-1000-ms', value: median, unit: 'ms', budget: 2000, better: 'lower' },
    { name: 'user-import-create-1000-ms', value: creation, unit: 'ms' },
  ]);
} finally {
  await app.close();
  await database.remove();
}
