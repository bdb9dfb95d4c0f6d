import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'BEARER';
export const SUBSCRIBER_COOKIE = 'mercureAuthorization';
export const HUB_PATH = '/.well-known/mercure';
/** Marks a device an account signed in from (see LOGIN_LIMITS); it outlives sign-outs on purpose. */
export const DEVICE_COOKIE = 'DEVICE';
/** Only the API's routes read it: sign-in, password change and reset requests. */
const DEVICE_COOKIE_PATH = '/api';

function cookieOptions(path: string, secure: boolean, maxAge: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path, secure, maxAge };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, ttlSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions('/', secure, ttlSeconds));
}

export function setSubscriberCookie(reply: FastifyReply, token: string, secure: boolean, ttlSeconds: number): void {
  reply.setCookie(SUBSCRIBER_COOKIE, token, cookieOptions(HUB_PATH, secure, ttlSeconds));
}

export function setDeviceCookie(reply: FastifyReply, token: string, secure: boolean, ttlSeconds: number): void {
  reply.setCookie(DEVICE_COOKIE, token, { ...cookieOptions(DEVICE_COOKIE_PATH, secure, ttlSeconds), sameSite: 'strict' });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, '', cookieOptions('/', secure, 0));
  reply.setCookie(SUBSCRIBER_COOKIE, '', cookieOptions(HUB_PATH, secure, 0));
}
