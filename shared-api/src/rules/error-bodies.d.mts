/** Types of `error-bodies.mjs`. */
export const RETRY_AFTER_SECONDS: number;
export type ErrorBody = {
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
export function genericErrorBody(status: number, error: string, detail?: string): ErrorBody;
export function serviceUnavailableBody(): ErrorBody;
