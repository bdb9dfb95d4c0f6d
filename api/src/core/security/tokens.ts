import { createHmac, randomBytes } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { AuthenticationError } from '../errors/api-error.ts';

/** `sid` names the device's row of `user_sessions`. */
export type SessionClaims = { sub: string; ver: number; sid: number; iat: number; exp: number };
export type SubscriberClaims = { sub: string; ver: number; sid?: number; mercure: { subscribe: string[] }; exp: number };
/** A device cookie: `sub` signed in on the device, which `dev` names at random. */
export type DeviceClaims = { sub: string; dev: string; iat: number; exp: number };

/** How long a device stays one the account signed in from, unless it signs in again. */
const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

function verificationError(error: unknown): AuthenticationError {
  if (error instanceof TokenError && error.code === TokenError.codes.expired) return new AuthenticationError('Expired JWT Token');
  return new AuthenticationError('Invalid JWT Token');
}

/**
 * Session tokens (LexikJWT style: HS256, sub, ver, iat, exp) and hub
 * subscriber tokens. They use different keys so a hub token can never open a
 * session, and an external Mercure hub can be given its key alone.
 */
export function createTokenService(options: { sessionSecret: string; subscriberSecret: string; ttlSeconds: number; subscriberTtlSeconds: number }) {
  const signSession = createSigner({ key: options.sessionSecret, algorithm: 'HS256', expiresIn: options.ttlSeconds * 1000 });
  const verifySessionToken = createVerifier({ key: options.sessionSecret, algorithms: ['HS256'] });
  const signSubscriber = createSigner({ key: options.subscriberSecret, algorithm: 'HS256', expiresIn: options.subscriberTtlSeconds * 1000 });
  const verifySubscriberToken = createVerifier({ key: options.subscriberSecret, algorithms: ['HS256'] });
  // A key of its own, derived from the session key, so a device cookie never passes for a session token or the other way round.
  const deviceKey = createHmac('sha256', options.sessionSecret).update('device cookie').digest();
  const signDevice = createSigner({ key: deviceKey, algorithm: 'HS256', expiresIn: DEVICE_TTL_SECONDS * 1000 });
  const verifyDeviceToken = createVerifier({ key: deviceKey, algorithms: ['HS256'] });

  return {
    ttlSeconds: options.ttlSeconds,
    subscriberTtlSeconds: options.subscriberTtlSeconds,
    deviceTtlSeconds: DEVICE_TTL_SECONDS,
    issueSession: (userId: number, tokenVersion: number, sessionId: number): string =>
      signSession({ sub: String(userId), ver: tokenVersion, sid: sessionId }),
    issueSubscriber: (userId: number, tokenVersion: number, topics: string[], sessionId?: number): string =>
      signSubscriber({ sub: String(userId), ver: tokenVersion, sid: sessionId, mercure: { subscribe: topics } }),
    verifySession(token: string): SessionClaims {
      let claims: Partial<SessionClaims>;
      try {
        claims = verifySessionToken(token);
      } catch (error) {
        throw verificationError(error);
      }
      if (typeof claims.sub !== 'string' || !/^\d+$/.test(claims.sub) || typeof claims.ver !== 'number' || !Number.isInteger(claims.sid)) {
        throw new AuthenticationError('Invalid JWT Token');
      }
      return claims as SessionClaims;
    },
    /** A device cookie for the account that just signed in on this device. */
    issueDevice: (userId: number): string => signDevice({ sub: String(userId), dev: randomBytes(16).toString('base64url') }),
    /** The claims of a device cookie this server signed and that has not expired; undefined for anything else. */
    verifyDevice(token: string): DeviceClaims | undefined {
      let claims: Partial<DeviceClaims>;
      try {
        claims = verifyDeviceToken(token);
      } catch {
        return undefined;
      }
      return typeof claims.sub === 'string' && /^\d+$/.test(claims.sub) && typeof claims.dev === 'string' ? (claims as DeviceClaims) : undefined;
    },
    verifySubscriber(token: string): SubscriberClaims {
      let claims: Partial<SubscriberClaims>;
      try {
        claims = verifySubscriberToken(token);
      } catch (error) {
        throw verificationError(error);
      }
      if (!Array.isArray(claims.mercure?.subscribe) || (claims.sid !== undefined && !Number.isInteger(claims.sid)) || typeof claims.sub !== 'string' || !/^\d+$/.test(claims.sub) || typeof claims.ver !== 'number') {
        throw new AuthenticationError('Invalid JWT Token');
      }
      return claims as SubscriberClaims;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
