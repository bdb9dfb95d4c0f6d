import { errorMessageFrom } from '@portal/shared-api';
import { ErrorState } from '@portal/shared-ui';
import { useRevalidator, useRouteError } from 'react-router';

/** A failed load stays inside this screen, with a retry that reruns the loader. */
export function ProfileError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <section className="page">
      <h1>Perfil</h1>
      <ErrorState message={`No se ha podido cargar el perfil: ${errorMessageFrom(error)}`} onRetry={() => revalidator.revalidate()} />
    </section>
  );
}
