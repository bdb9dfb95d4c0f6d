import { isAxiosError } from 'axios';

/** Shown when a failure carries no readable reason. */
export const DEFAULT_ERROR_MESSAGE = 'Se ha producido un error.';

/** Body keys holding a human message, in the order the portal reads them (contract §1.7). */
const MESSAGE_KEYS = ['error', 'hydra:description', 'details'] as const;

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

function messageInBody(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const key of MESSAGE_KEYS) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

/**
 * The message to show for a failed call: the body's `error`, else its
 * `hydra:description`, else its `details`, else the HTTP status text, else
 * `DEFAULT_ERROR_MESSAGE`.
 */
export function errorMessageFrom(error: unknown): string {
  if (!isAxiosError(error) || !error.response) return DEFAULT_ERROR_MESSAGE;
  const { data, statusText } = error.response;
  return messageInBody(parseBody(data)) ?? (statusText?.trim() || DEFAULT_ERROR_MESSAGE);
}
