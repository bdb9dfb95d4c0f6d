import { STATUS_CODES } from 'node:http';
import type { Violation } from './api-error.ts';

export { genericErrorBody } from '@portal/shared-api/error-bodies';

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
