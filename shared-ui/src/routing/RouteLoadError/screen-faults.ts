import { isApiCallError, isServerUnreachableError } from '@portal/shared-api';
import { isRouteErrorResponse } from 'react-router';

/**
 * The event a screen's error boundary sends when it caught a fault of the screen's own code (a thrown error, a chunk
 * that did not load), never a refusal or an outage of the API: the shell counts it against the release of the remote
 * that owns the route (`detail.routeId`, e.g. `mf_reports.reports`).
 */
export const SCREEN_FAULT_EVENT = 'portal:screen-fault';

export function isCodeFault(error: unknown): boolean {
  return error instanceof Error && !isRouteErrorResponse(error) && !isApiCallError(error) && !isServerUnreachableError(error);
}

export function announceScreenFault(routeId: string): void {
  window.dispatchEvent(new CustomEvent(SCREEN_FAULT_EVENT, { detail: { routeId } }));
}
