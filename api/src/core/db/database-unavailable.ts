/**
 * Whether an error means the database cannot be reached right now (down, restarting, a connection it
 * ended), rather than that the request or the code is wrong: the API then answers 503, which the
 * screens show as their retrying state, and the pool connects again by itself once the server is back.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATE 57P01-57P03: the server is shutting down, crashed, or is starting up; 08xxx: the connection failed. */
const UNAVAILABLE_SQLSTATE = /^(57P0[1-3]|08[0-9A-Z]{3})$/;
/** What node-postgres says when the server ends a connection or a connection cannot be had in time. */
const CONNECTION_LOST = /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (CONNECTION_LOST.test(cause.message)) return true;
    if (cause instanceof AggregateError && cause.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
