/**
 * The API instances behind the shell (`API_URL`, several separated by commas). Requests go round the
 * instances in turn. One that refuses a connection, or breaks one while answering (as a killed instance's
 * kept-alive connections do), is left out for a moment. A refused request goes to another instance: it
 * never reached the first, so this holds for every method, as nginx's
 * `proxy_next_upstream error` does. A request lost after it was sent (the instance died while answering)
 * is sent again to another instance only when HTTP calls its method idempotent (GET, PUT, DELETE…);
 * a POST or a PATCH is never sent twice. Either way its body must still be at hand (see below). An
 * instance that takes the answer deadline to begin an answer (hung, not dead: its connections stay open)
 * counts as lost after sending, and is left out for as long as a deadline; so does one whose live-update
 * stream fell silent (see `STREAM_SILENCE_MS`). A request no instance answered
 * gets the API's own 503, in Spanish, as while its database is down: the screens then show their
 * retrying state, not the HTTP client's message.
 */
import { sendServiceUnavailable } from '@portal/shared-api/error-bodies';

/** How long an instance that refused or broke a connection is left out before it is tried again. */
export const RESTING_MS = 1000;

/**
 * How long an instance may take to begin an answer (`API_TIMEOUT_MS`). Long work runs as jobs, and the API's
 * p99 at the largest crowd the load test holds is a quarter of a second: past this, the instance is stuck.
 * Only the headers are timed: a live-update stream keeps its body open for hours (its silence is timed instead).
 */
export const ANSWER_DEADLINE_MS = 15_000;

/**
 * How long a live-update stream may go without a byte (`LIVE_STREAM_SILENCE_MS`) before the shell ends it. The hub
 * writes a heartbeat every 15 s (contract, the mercure stream), so this lets one be missed or late: a stream silent
 * longer is on a hung instance. Ended, it is opened again by the browser (EventSource does so by itself, after the last
 * event it received) on another instance, instead of waiting for the feed's next token renewal, minutes away.
 */
export const STREAM_SILENCE_MS = 35_000;

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE', 'PUT', 'DELETE']);
/** The connection was never made: the instance received nothing. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** The connection broke after the request went out: the instance may have acted on it. */
const LOST_AFTER_SENDING = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'EPIPE', 'UND_ERR_HEADERS_TIMEOUT']);

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

/** `deadlineMs`: the answer deadline, which an instance that did not meet it is left out for. */
export function createUpstreams(urls, { deadlineMs = ANSWER_DEADLINE_MS, now = () => Date.now() } = {}) {
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
    /** Leaves `url` out after it failed with `code`: a missed deadline would cost the next request as much again. */
    rest(url, code) {
      restingUntil.set(url, now() + (HUNG.has(code) ? deadlineMs : RESTING_MS));
    },
  };
}

/** The instance kept a connection open without writing: a hung process. */
const HUNG = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

const errorCode = (error) => error?.cause?.code ?? error?.code;

/**
 * Bodies up to this size are read before they are forwarded, so they can be sent again: the HTTP client
 * destroys a body it could not deliver. Larger ones (uploads) stream through and are never sent twice.
 */
export const REPLAYABLE_BODY_BYTES = 1024 * 1024;

/** Whether a request that failed with `error` on one instance may be sent to another (`replayable`: its body, if any, is kept). */
export function mayTryAnother(method, replayable, error) {
  const code = errorCode(error);
  if (!replayable) return false;
  return NOT_CONNECTED.has(code) || (LOST_AFTER_SENDING.has(code) && IDEMPOTENT_METHODS.has(method));
}

/** The request's body when it is small enough to keep (`null`: none; `undefined`: too large, left to stream). */
async function keptBody(request) {
  const stream = request.body;
  if (!stream || typeof stream.pipe !== 'function') return null;
  const length = Number(request.headers['content-length']);
  if (!Number.isFinite(length) || length > REPLAYABLE_BODY_BYTES) return undefined;
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The `handler` of @fastify/http-proxy: forwards to an instance in turn, and once more to another as above. */
export function forwardingHandler(upstreams) {
  return async function forward(request, reply, dest, options) {
    const body = await keptBody(request);
    const withBody = body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {};
    const send = (upstream, tried) =>
      reply.from(dest, {
        ...options,
        ...withBody,
        getUpstream: () => upstream,
        onResponse: (_request, answer, { stream }) => {
          // A body that fell silent: its instance is left out, so the stream opened again goes elsewhere.
          stream.on('error', (error) => {
            const code = errorCode(error);
            if (HUNG.has(code)) upstreams.rest(upstream, code);
          });
          answer.send(stream);
        },
        onError: (failed, { error }) => {
          const code = errorCode(error);
          // A killed instance's kept-alive connections break one by one as they are reused: leave it out at the first.
          if (NOT_CONNECTED.has(code) || LOST_AFTER_SENDING.has(code)) upstreams.rest(upstream, code);
          const other = tried ? undefined : upstreams.pick(upstream);
          if (other && mayTryAnother(request.method, body !== undefined, error)) return send(other, true);
          // No instance answered it: the API's own 503.
          return sendServiceUnavailable(failed);
        },
      });
    send(upstreams.pick(), false);
    return reply;
  };
}
