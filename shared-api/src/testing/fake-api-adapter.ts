/**
 * Test helper: answers the portal's API client from a table of handlers
 * instead of the network, while the client's own interceptors (error rule,
 * 401 rule, info toasts) still run. For unit tests only.
 *
 * A call the table does not list is a mistake in the test or in the code, so
 * it is never answered: the request fails as a network error and the test
 * fails after it runs, naming the call (see `failOnUnexpectedCalls`).
 */
import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../client';

export type FakeReply = { status: number; data?: unknown };
export type FakeHandler = (request: { body: unknown; config: InternalAxiosRequestConfig }) => FakeReply | Promise<FakeReply>;
export type FakeRoutes = Record<string, FakeHandler>;

export type FakeApi = {
  /** Every answered call, as "METHOD /path?query" with its parsed body. */
  calls: { key: string; body: unknown }[];
  /** Calls no route answered; each one fails the running test. */
  unexpected: string[];
  restore(): void;
};

/** Calls no route answered since the last check, across every installed fake. */
const pendingUnexpected: string[] = [];

/** Throws when the test made calls its fake did not list; runs after each test. */
export function failOnUnexpectedCalls(): void {
  const calls = pendingUnexpected.splice(0);
  if (calls.length > 0) throw new Error(`Unexpected API calls (list them in the test's fake routes): ${calls.join(', ')}`);
}

// Jest's globals exist only under jest; this module is imported by tests alone.
if (typeof afterEach === 'function') afterEach(failOnUnexpectedCalls);

function keyOf(config: InternalAxiosRequestConfig): string {
  const url = new URL(config.url ?? '', 'http://portal.test/api/');
  const query = new URLSearchParams(config.params as Record<string, string> | undefined).toString();
  return `${(config.method ?? 'get').toUpperCase()} ${url.pathname}${query ? `?${query}` : url.search}`;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/** Routes are keyed "GET /api/user_schedules?authorized=false". */
export function installFakeApi(routes: FakeRoutes): FakeApi {
  const previous = apiClient.defaults.adapter;
  const calls: FakeApi['calls'] = [];
  const unexpected: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const key = keyOf(config);
    const handler = routes[key];
    if (!handler) {
      unexpected.push(key);
      pendingUnexpected.push(key);
      throw new AxiosError(`No fake for ${key}`, AxiosError.ERR_NETWORK, config);
    }
    const body = parseBody(config.data);
    calls.push({ key, body });
    const reply = await handler({ body, config });
    const response: AxiosResponse = {
      data: reply.data ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
      request: {},
    };
    if (reply.status >= 400) {
      throw new AxiosError(`Request failed with status code ${reply.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
    }
    return response;
  };
  apiClient.defaults.adapter = adapter;
  return {
    calls,
    unexpected,
    restore: () => {
      apiClient.defaults.adapter = previous;
    },
  };
}
