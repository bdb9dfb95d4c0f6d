/** Types of `error-bodies.mjs`. */
export const SERVICE_UNAVAILABLE_MESSAGE: string;
export const RETRY_AFTER_SECONDS: number;
export function genericErrorBody(
  status: number,
  error: string,
  detail?: string,
): {
  '@context': string;
  '@id': string;
  '@type': 'hydra:Error';
  title: string;
  detail: string;
  status: number;
  type: string;
  'hydra:title': string;
  'hydra:description': string;
  error: string;
};
