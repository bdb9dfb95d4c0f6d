/**
 * `pnpm --filter ./api contract:doc`: writes the endpoint tables of
 * `docs/api-contract.md` from the OpenAPI document of an app built on a
 * throwaway database, the same document `/api/docs/json` serves.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, prepareDatabase } from '../app.ts';
import { configFromEnv } from '../core/config.ts';
import { fileURLToPath } from 'node:url';
import { endpointTables, type OpenApiDocument, withEndpointTables } from './contract-doc/endpoint-tables.ts';

const CONTRACT_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/api-contract.md');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contract-doc-'));
try {
  const config = configFromEnv({ SEED: '0', DATA_DIR: dataDir, KEYS_FILE: path.join(dataDir, 'keys.json'), API_DOCS: '1', JOBS: '0', LOG: '0' });
  const app = await buildApp(config, await prepareDatabase(config));
  try {
    await app.ready();
    const tables = endpointTables(app.swagger() as unknown as OpenApiDocument);
    await writeFile(CONTRACT_DOC, withEndpointTables(await readFile(CONTRACT_DOC, 'utf8'), tables));
    console.log(`${path.relative(process.cwd(), CONTRACT_DOC)}: endpoint tables written.`);
  } finally {
    await app.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
