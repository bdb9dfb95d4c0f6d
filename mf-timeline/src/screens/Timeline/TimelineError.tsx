import { errorMessageFrom } from '@portal/shared-api';
import { ErrorState } from '@portal/shared-ui';
import { useRevalidator, useRouteError } from 'react-router';

/** A failed load of the controls' lists stays inside this screen, with a retry. */
export function TimelineError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <section className="page">
      <h1>Timeline</h1>
      <ErrorState message={`No se ha podido cargar el timeline: ${errorMessageFrom(error)}`} onRetry={() => revalidator.revalidate()} />
    </section>
  );
}
