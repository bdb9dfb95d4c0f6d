/**
 * The body of every refusal and failure the portal's servers answer (docs/api-contract.md §1.7), for the API and for
 * the shell's server, which answers in the API's place when no instance can: plain JavaScript, since the shell's
 * server runs without a TypeScript loader.
 */

/** What a person is told while the service cannot answer for a moment: its database, or every API instance, is down. */
const SERVICE_UNAVAILABLE_MESSAGE = 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.';

/** Seconds a client should wait before asking again while the service is unavailable (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 2;

/** Generic error body: Hydra keys for the front end, RFC 7807 keys for everyone else, `error` for toasts. */
export function genericErrorBody(status, error, detail = error) {
  return {
    '@context': '/api/contexts/Error',
    '@id': `/api/errors/${status}`,
    '@type': 'hydra:Error',
    title: 'An error occurred',
    detail,
    status,
    type: `/errors/${status}`,
    'hydra:title': 'An error occurred',
    'hydra:description': detail,
    error,
  };
}

/** The body of a 503 while the service cannot answer for a moment (sent with `Retry-After: RETRY_AFTER_SECONDS`). */
export function serviceUnavailableBody() {
  return genericErrorBody(503, SERVICE_UNAVAILABLE_MESSAGE, 'Service Unavailable');
}
