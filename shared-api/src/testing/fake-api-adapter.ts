/**
 * Test helper: answers the portal's API client from a table of handlers
 * instead of the network, while the client's own interceptors (error rule,
 * 401 rule, info toasts) still run. For unit tests only.
 */
import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../client';

export type FakeReply = { status: number; data?: unknown };
export type FakeHandler = (request: { body: unknown; config: InternalAxiosRequestConfig }) => FakeReply | Promise<FakeReply>;
export type FakeRoutes = Record<string, FakeHandler>;

export type FakeApi = {
  /** Every call made, as "METHOD /path?query" with its parsed body. */
  calls: { key: string; body: unknown }[];
  restore(): void;
};

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

/** Routes are keyed "GET /api/user_schedules?authorized=false"; an unknown call answers 404. */
export function installFakeApi(routes: FakeRoutes): FakeApi {
  const previous = apiClient.defaults.adapter;
  const calls: FakeApi['calls'] = [];
  const adapter: AxiosAdapter = async (config) => {
    const key = keyOf(config);
    const body = parseBody(config.data);
    calls.push({ key, body });
    const handler = routes[key];
    const reply = handler ? await handler({ body, config }) : { status: 404, data: { error: `No fake for ${key}` } };
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
    restore: () => {
      apiClient.defaults.adapter = previous;
    },
  };
}
