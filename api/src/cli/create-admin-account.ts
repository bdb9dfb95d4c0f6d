import type { Queryable } from '../core/db/database.ts';
import { hashPassword } from '../core/security/passwords.ts';

const MIN_PASSWORD_LENGTH = 8;

/** Inserts an active administrator; refuses a malformed e-mail, a short password or an e-mail already in use. */
export async function createAdmin(db: Queryable, email: string, password: string): Promise<number> {
  const address = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error(`Not an e-mail address: "${email}"`);
  if ([...password].length < MIN_PASSWORD_LENGTH) throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long`);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (email, name, roles, password_hash) VALUES ($1, $2, '["ROLE_USER", "ROLE_ADMIN"]', $3)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [address, address.split('@')[0], await hashPassword(password)],
  );
  if (!row) throw new Error(`A user with the e-mail ${address} already exists`);
  return row.id;
}
