import { isAxiosError } from 'axios';

/**
 * A failure that says nothing about the session: no answer at all (network
 * error, timeout) or a server-side failure (5xx, a proxy's 502/504). Only a 401
 * ends a session; these never do.
 */
export function meansServerUnreachable(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

/** Thrown to the router when the session cannot be restored because the API cannot be reached and nobody was signed in here before. */
export class ServerUnreachableError extends Error {
  constructor() {
    super('No se puede conectar con el servidor.');
    this.name = 'ServerUnreachableError';
  }
}

export function isServerUnreachableError(error: unknown): error is ServerUnreachableError {
  // By name too: a remote bundling its own copy of this module throws an equal error of another class.
  return error instanceof Error && error.name === 'ServerUnreachableError';
}
