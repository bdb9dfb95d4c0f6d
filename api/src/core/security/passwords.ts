import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults are argon2id, 19 MiB, 2 iterations, parallelism 1: the minimum of docs/api-contract.md §10.7.
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

// Verified when the e-mail is unknown, so a failed login takes the same time either way (docs/api-contract.md §10.6).
const dummyHash = hash('portal-dummy-password');

/** True when `plain` matches `encoded`; with no hash it still spends the time of one verification. */
export async function verifyPassword(encoded: string | undefined, plain: string): Promise<boolean> {
  if (!encoded) {
    await verify(await dummyHash, plain).catch(() => false);
    return false;
  }
  return verify(encoded, plain).catch(() => false);
}
