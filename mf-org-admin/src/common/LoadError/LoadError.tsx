import { errorMessageFrom } from '@portal/shared-api';
import { ErrorState } from '@portal/shared-ui';
import { useRevalidator, useRouteError } from 'react-router';

type LoadErrorProps = { title: string; message: string };

/** A failed load stays inside the screen, with the server's reason and a retry that reruns the loader. */
export function LoadError({ title, message }: LoadErrorProps) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <section className="page">
      <h1>{title}</h1>
      <ErrorState message={`${message}: ${errorMessageFrom(error)}`} onRetry={() => revalidator.revalidate()} />
    </section>
  );
}
