/**
 * The body of every refusal and failure the portal's servers answer (docs/api-contract.md §1.7), for the API and for
 * the shell's server, which answers in the API's place when no instance can: plain JavaScript, since the shell's
 * server runs without a TypeScript loader.
 */

/** What a person is told while the service cannot answer for a moment: its database, or every API instance, is down. */
const SERVICE_UNAVAILABLE_MESSAGE = 'El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.';

/** Seconds a client should wait before asking again while the service is unavailable (`Retry-After`). */
const RETRY_AFTER_SECONDS = 2;

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

/** Answers `reply` (a Fastify reply) with the 503 of a service that cannot answer for a moment: when to ask again, and why in Spanish. */
export function sendServiceUnavailable(reply) {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/ld+json; charset=utf-8')
    .send(genericErrorBody(503, SERVICE_UNAVAILABLE_MESSAGE, 'Service Unavailable'));
}
