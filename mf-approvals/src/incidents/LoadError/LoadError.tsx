import { errorMessageFrom } from '@portal/shared-api';
import { ErrorState } from '@portal/shared-ui';
import { useRevalidator, useRouteError } from 'react-router';

/** A failed load of an incident screen: the server's reason (e.g. no access to the board) and a retry. */
export function LoadError({ title, what }: { title: string; what: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <section className="page">
      <h1>{title}</h1>
      <ErrorState message={`No se han podido cargar ${what}: ${errorMessageFrom(error)}`} onRetry={() => revalidator.revalidate()} />
    </section>
  );
}
