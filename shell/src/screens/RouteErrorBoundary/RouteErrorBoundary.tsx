import { ErrorState } from '@portal/shared-ui';
import { isRouteErrorResponse, Navigate, useRouteError } from 'react-router';

/** Contains a screen that failed to load or threw while rendering; the layout and nav keep working. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Navigate to="/login" replace />;
  console.error(error);
  return (
    <section className="page">
      <h1>Algo ha fallado</h1>
      <ErrorState message="Esta pantalla ha encontrado un error inesperado." onRetry={() => window.location.reload()} />
    </section>
  );
}
