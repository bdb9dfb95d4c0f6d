import { isServerUnreachableError } from '@portal/shared-api';
import { ErrorState } from '@portal/shared-ui';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';
import { ServerUnreachable } from '../ServerUnreachable';

/** Contains a screen that failed to load or threw while rendering; the layout and nav keep working. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/login" replace />;
  // An outage with nobody known on this browser: never the sign-in, which would not help.
  if (isServerUnreachableError(error)) return <ServerUnreachable />;
  console.error(error);
  return (
    <section className="page">
      <h1>Algo ha fallado</h1>
      <ErrorState message="Esta pantalla ha encontrado un error inesperado." onRetry={() => window.location.reload()} />
    </section>
  );
}
