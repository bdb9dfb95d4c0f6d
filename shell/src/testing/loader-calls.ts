/**
 * Runs a route's loader the way a router would, over a fake API that answers
 * every call, and tells which calls carried the request's signal (a loader that
 * drops it keeps its calls running after the user has left). For tests only.
 */
import { installFakeApi } from '@portal/shared-api/testing';
import type { LoaderFunction, RouteObject } from 'react-router';

/** Any call gets a reply that reads both as an entity and as an empty collection. */
const ANY_REPLY = { status: 200, data: { '@id': '/api/things/1', id: 1, name: 'Uno', 'hydra:member': [], 'hydra:totalItems': 0 } };

export type LoaderCall = { key: string; carriesSignal: boolean };

async function loaderOf(route: RouteObject): Promise<LoaderFunction | undefined> {
  if (typeof route.loader === 'function') return route.loader;
  const lazyLoader = typeof route.lazy === 'object' ? route.lazy.loader : undefined;
  return lazyLoader ? ((await lazyLoader()) as LoaderFunction | undefined) : undefined;
}

const withParams = (path: string) => path.replace(/:\w+\??/g, '1');

const paramsOf = (path: string) => Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, '1']));

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The calls of `route`'s loader at `fullPath` (every parameter 1); null when the route has no loader. */
export async function loaderCalls(route: RouteObject, fullPath: string): Promise<LoaderCall[] | null> {
  const loader = await loaderOf(route);
  if (!loader) return null;
  const request = new Request(`http://portal.test${withParams(fullPath)}`);
  const calls: LoaderCall[] = [];
  const anyCall = () => ({ config }: { config: { method?: string; url?: string; signal?: unknown } }) => {
    calls.push({ key: `${config.method?.toUpperCase()} ${config.url}`, carriesSignal: config.signal === request.signal });
    return ANY_REPLY;
  };
  const fake = installFakeApi(new Proxy({}, { get: anyCall }));
  try {
    const args = { request, params: paramsOf(fullPath), context: {} } as unknown as Parameters<LoaderFunction>[0];
    // What the loader makes of these replies does not matter, only the calls it makes.
    const data: unknown = await Promise.resolve(loader(args)).catch(() => null);
    for (const value of Object.values(typeof data === 'object' && data !== null ? data : {})) {
      if (value instanceof Promise) value.catch(() => undefined);
    }
    // Calls a loader starts without awaiting them (deferred data) reach the fake a little later.
    await nextTask();
    await nextTask();
  } finally {
    fake.restore();
  }
  return calls;
}
