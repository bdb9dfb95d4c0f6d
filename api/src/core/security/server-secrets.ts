import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/**
 * Returns the secret `name`: the configured value when given, otherwise one
 * generated at first start and kept in the database, so it survives restarts
 * and every API instance on the same database shares it.
 */
export async function loadServerSecret(db: Queryable, name: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}
