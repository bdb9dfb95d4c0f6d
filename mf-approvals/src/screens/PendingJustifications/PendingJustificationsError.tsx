import { errorMessageFrom } from '@portal/shared-api';
import { ErrorState } from '@portal/shared-ui';
import { useRevalidator, useRouteError } from 'react-router';
import { PENDING_JUSTIFICATIONS_TITLE } from './PendingJustifications';

/** A failed load stays inside this screen, with a retry that reruns the loader. */
export function PendingJustificationsError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <section className="page">
      <h1>{PENDING_JUSTIFICATIONS_TITLE}</h1>
      <ErrorState message={`No se han podido cargar las justificaciones: ${errorMessageFrom(error)}`} onRetry={() => revalidator.revalidate()} />
    </section>
  );
}
