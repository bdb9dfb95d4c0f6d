/**
 * Per-remote deploy tokens: a team's pipeline publishes and promotes its own remote with one,
 * without an admin's session. Only a token's SHA-256 is stored (the token is 32 random bytes, so
 * a slow hash adds nothing); it is shown once, when an admin makes it.
 */
import { createHash, randomBytes } from 'node:crypto';

const PREFIX = 'rdt_';
/** `rdt_` and 43 base64url characters: what a header may hold before it is even looked up. */
export const DEPLOY_TOKEN_PATTERN = /^rdt_[A-Za-z0-9_-]{43}$/;

export function newDeployToken(): { token: string; hash: string } {
  const token = `${PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashOfDeployToken(token) };
}

export function hashOfDeployToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The deploy token of an `Authorization: Bearer rdt_…` header, if it is one. */
export function deployTokenOf(header: string | undefined): string | undefined {
  const match = /^Bearer (rdt_\S{1,60})$/.exec(header ?? '');
  return match?.[1] && DEPLOY_TOKEN_PATTERN.test(match[1]) ? match[1] : undefined;
}
