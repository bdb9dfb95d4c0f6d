import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sql from 'sql-template-tag';
import { DEVICE_COOKIE, setDeviceCookie } from '../../core/authentication/session-cookies.ts';
import type { DeviceClaims } from '../../core/security/tokens.ts';

/**
 * The request's device cookie (OWASP "device cookies"), when this server issued
 * it at a sign-in: proof that its account used this device before, which no
 * client can make up.
 */
function deviceCookieOf(app: FastifyInstance, request: FastifyRequest): DeviceClaims | undefined {
  const cookie = request.cookies[DEVICE_COOKIE];
  return cookie === undefined ? undefined : app.tokens.verifyDevice(cookie);
}

/** The device's id when account `userId` signed in from it before; undefined for anything else. */
export function knownDeviceOf(app: FastifyInstance, request: FastifyRequest, userId: number | undefined): string | undefined {
  const claims = deviceCookieOf(app, request);
  return userId !== undefined && claims?.sub === String(userId) ? claims.dev : undefined;
}

/**
 * Whether the account `email` (lower case) names signed in from this device before. Only the
 * cookie's own account is read, so the work done does not tell whether `email` has one.
 */
export async function isDeviceOfAddress(app: FastifyInstance, request: FastifyRequest, email: string): Promise<boolean> {
  const claims = deviceCookieOf(app, request);
  if (!claims) return false;
  const [owner] = await app.db.query<{ email: string }>(sql`SELECT lower(email) AS email FROM users WHERE id = ${Number(claims.sub)}`);
  return owner?.email === email;
}

/** After a right password: this device is one the account signed in from, for the cookie's lifetime. */
export function rememberDevice(app: FastifyInstance, reply: FastifyReply, userId: number, secure: boolean): void {
  setDeviceCookie(reply, app.tokens.issueDevice(userId), secure, app.tokens.deviceTtlSeconds);
}
