import { isAxiosError } from 'axios';

/** Shown when a failure carries no readable reason. */
export const DEFAULT_ERROR_MESSAGE = 'Se ha producido un error.';

/** Body keys holding a human message, in the order the portal reads them (docs/api-contract.md §1.7). */
const MESSAGE_KEYS = ['error', 'hydra:description', 'details'] as const;

/** The body as JSON, or undefined when it cannot be read as JSON (HTML, plain text, nothing). */
function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? undefined;
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
 * The message to show for a failed call (spec 02 §8): a readable body gives
 * its `error`, else its `hydra:description`, else its `details`, else
 * `DEFAULT_ERROR_MESSAGE`; only an unreadable body gives the HTTP status text.
 */
export function errorMessageFrom(error: unknown): string {
  if (!isAxiosError(error) || !error.response) return DEFAULT_ERROR_MESSAGE;
  const { data, statusText } = error.response;
  const body = parseBody(data);
  if (body !== undefined) return messageInBody(body) ?? DEFAULT_ERROR_MESSAGE;
  return statusText?.trim() || DEFAULT_ERROR_MESSAGE;
}

/** Whether a failure is a call to the API that failed (refused, answered an error, or never answered), not the code's own fault. */
export function isApiCallError(error: unknown): boolean {
  return isAxiosError(error);
}

/** Whether a failed call was answered 404: the item does not exist, or the caller may not know it does. */
export function isNotFoundError(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}

/** The Spanish violations of a 422 (docs/api-contract.md §1.7), by field: the first message of each. */
export type FieldErrors = Record<string, string>;

export function fieldErrorsFrom(error: unknown): FieldErrors {
  const violations = isAxiosError(error) ? (parseBody(error.response?.data) as { violations?: unknown } | undefined)?.violations : undefined;
  if (!Array.isArray(violations)) return {};
  const errors: FieldErrors = {};
  for (const violation of violations) {
    const { propertyPath, message } = (violation ?? {}) as { propertyPath?: unknown; message?: unknown };
    if (typeof propertyPath === 'string' && typeof message === 'string' && !(propertyPath in errors)) errors[propertyPath] = message;
  }
  return errors;
}

/** Statuses of a server down for a moment: an instance or the database (503), or a proxy that found none (502, 504). */
const PASSING_STATUSES = new Set([502, 503, 504]);

/** Whether a failed call may succeed by itself if asked again: it got no answer, or one of a server down for a moment. */
export function isPassingFailure(error: unknown): boolean {
  if (!isAxiosError(error) || error.code === 'ERR_CANCELED') return false;
  const status = error.response?.status;
  return status === undefined || PASSING_STATUSES.has(status);
}

const FIRST_RETRY_MS = 1_000;
/** Short enough that what waits for a service gone for a moment resumes within 10 s of its return (a database restart). */
export const LONGEST_RETRY_MS = 8_000;

/** The wait before automatic attempt `attempt` (0-based) at something that failed in passing: 1 s, 2 s, 4 s, then 8 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attempt, LONGEST_RETRY_MS);
}
