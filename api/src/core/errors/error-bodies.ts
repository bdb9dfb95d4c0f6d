import { STATUS_CODES } from 'node:http';
import type { Violation } from './api-error.ts';

/** Generic error body: Hydra keys for the front end, RFC 7807 keys for everyone else, `error` for toasts. */
export function genericErrorBody(status: number, error: string, detail: string = error) {
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

export function violationListBody(violations: Violation[], detail: string) {
  const first = violations[0];
  return {
    '@context': '/api/contexts/ConstraintViolationList',
    '@type': 'ConstraintViolationList',
    title: 'An error occurred',
    detail,
    status: 422,
    type: `/validation_errors/${first?.code ?? 'invalid'}`,
    'hydra:title': 'An error occurred',
    'hydra:description': detail,
    violations,
    error: first?.message ?? detail,
  };
}

export function statusText(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}
