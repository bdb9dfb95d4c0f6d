import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'BEARER';
export const SUBSCRIBER_COOKIE = 'mercureAuthorization';
export const HUB_PATH = '/.well-known/mercure';

function cookieOptions(path: string, secure: boolean, maxAge: number): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path, secure, maxAge };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, ttlSeconds: number): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions('/', secure, ttlSeconds));
}

export function setSubscriberCookie(reply: FastifyReply, token: string, secure: boolean, ttlSeconds: number): void {
  reply.setCookie(SUBSCRIBER_COOKIE, token, cookieOptions(HUB_PATH, secure, ttlSeconds));
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, '', cookieOptions('/', secure, 0));
  reply.setCookie(SUBSCRIBER_COOKIE, '', cookieOptions(HUB_PATH, secure, 0));
}
