/**
 * The API instances behind the shell (`API_URL`, several separated by commas). Requests go round the
 * instances in turn. One that refuses a connection is left out for a moment, and the request it refused
 * goes to another instance: it never reached the first, so this holds for every method, as nginx's
 * `proxy_next_upstream error` does. A request lost after it was sent (the instance died while answering)
 * is sent again to another instance only when HTTP calls its method idempotent and it carried no body,
 * which streamed through and is gone; a POST or a PATCH is never sent twice.
 */

/** How long an instance that refused a connection is left out before it is tried again. */
export const RESTING_MS = 1000;

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE']);
/** The connection was never made: the instance received nothing. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** The connection broke after the request went out: the instance may have acted on it. */
const LOST_AFTER_SENDING = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'EPIPE']);

/** `API_URL`'s instances, without trailing slashes. */
export function upstreamsFrom(value) {
  const urls = value
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  if (urls.length === 0) throw new Error('API_URL names no API instance');
  for (const url of urls) new URL(url);
  return urls;
}

export function createUpstreams(urls, now = () => Date.now()) {
  const restingUntil = new Map();
  let turn = 0;

  /** The next instance in turn, other than `except`, preferring those not resting; `undefined` when there is no other. */
  function pick(except) {
    const candidates = urls.filter((url) => url !== except);
    if (candidates.length === 0) return undefined;
    const awake = candidates.filter((url) => (restingUntil.get(url) ?? 0) <= now());
    const pool = awake.length > 0 ? awake : candidates;
    turn = (turn + 1) % 1_000_000;
    return pool[turn % pool.length];
  }

  return {
    urls,
    pick,
    rest(url) {
      restingUntil.set(url, now() + RESTING_MS);
    },
  };
}

const errorCode = (error) => error?.cause?.code ?? error?.code;

/** Whether a request that failed with `error` on one instance may be sent to another. */
export function mayTryAnother(request, error) {
  const code = errorCode(error);
  if (NOT_CONNECTED.has(code)) return true;
  const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
  return LOST_AFTER_SENDING.has(code) && IDEMPOTENT_METHODS.has(request.method) && !hasBody && !request.headers['transfer-encoding'];
}

/** The `handler` of @fastify/http-proxy: forwards to an instance in turn, and once more to another as above. */
export function forwardingHandler(upstreams) {
  return function forward(request, reply, dest, options) {
    const send = (upstream, tried) =>
      reply.from(dest, {
        ...options,
        getUpstream: () => upstream,
        onError: (failed, { error }) => {
          if (NOT_CONNECTED.has(errorCode(error))) upstreams.rest(upstream);
          const other = tried ? undefined : upstreams.pick(upstream);
          if (other && mayTryAnother(request, error)) return send(other, true);
          return failed.send(error);
        },
      });
    return send(upstreams.pick(), false);
  };
}
