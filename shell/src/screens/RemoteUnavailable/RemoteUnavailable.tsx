import { ErrorState } from '@portal/shared-ui';

/**
 * Shown inside the layout when a remote could not be loaded from its entry or
 * its fallback entry. Retrying reloads the page, which asks the remote again.
 */
export function RemoteUnavailable({ reason }: { reason: string }) {
  return (
    <section className="page">
      <h1>Módulo no disponible</h1>
      <ErrorState message={`No se ha podido cargar este módulo. ${reason}`} onRetry={() => window.location.reload()} />
    </section>
  );
}
