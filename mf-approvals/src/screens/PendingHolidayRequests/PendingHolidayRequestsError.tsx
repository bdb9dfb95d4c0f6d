import { errorMessageFrom } from '@portal/shared-api';
import { ErrorState } from '@portal/shared-ui';
import { useRevalidator, useRouteError } from 'react-router';
import { PENDING_HOLIDAYS_TITLE } from './PendingHolidayRequests';

/** A failed load stays inside this screen, with a retry that reruns the loader. */
export function PendingHolidayRequestsError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <section className="page">
      <h1>{PENDING_HOLIDAYS_TITLE}</h1>
      <ErrorState message={`No se han podido cargar las solicitudes: ${errorMessageFrom(error)}`} onRetry={() => revalidator.revalidate()} />
    </section>
  );
}
