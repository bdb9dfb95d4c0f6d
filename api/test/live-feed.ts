/** Subscribes test users to the real hub over HTTP and reads what reaches them. */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../src/core/db/seed/demo-accounts.ts';
import { ORIGIN } from './helper.ts';

export type LiveFeed = {
  /** Waits until an update containing `fragment` arrives, or `timeoutMs` pass; answers whether it arrived. */
  received(fragment: string, timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
};

/** Listens on a random port and opens `topic=*` streams for the given accounts. */
export async function liveFeeds(app: FastifyInstance) {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return async function subscribe(email: string): Promise<LiveFeed> {
    const login = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { username: email, password: DEMO_PASSWORD } });
    const cookie = login.cookies.find((one) => one.name === 'mercureAuthorization');
    assert.ok(cookie, `no hub cookie for ${email}`);
    const response = await fetch(`${base}/.well-known/mercure?topic=*`, { headers: { cookie: `mercureAuthorization=${cookie.value}` } });
    assert.equal(response.status, 200);
    const reader = response.body?.getReader();
    assert.ok(reader);
    const decoder = new TextDecoder();
    let text = '';
    let pending: ReturnType<typeof reader.read> | undefined;
    return {
      async received(fragment, timeoutMs = 3000) {
        const deadline = Date.now() + timeoutMs;
        while (!text.includes(fragment)) {
          const left = deadline - Date.now();
          if (left <= 0) return false;
          pending ??= reader.read();
          const chunk = await Promise.race([pending, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left))]);
          if (chunk === 'timeout') return false;
          pending = undefined;
          if (chunk.done) return false;
          text += decoder.decode(chunk.value);
        }
        return true;
      },
      close: () => reader.cancel(),
    };
  };
}
