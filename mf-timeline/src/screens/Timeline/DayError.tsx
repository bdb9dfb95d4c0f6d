import { errorMessageFrom } from '@portal/shared-api';
import { ErrorState } from '@portal/shared-ui';
import { useAsyncError, useRevalidator } from 'react-router';

/** The day failed to load: say why, and offer to ask again (the loader runs again). */
export function DayError() {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  return <ErrorState message={`No se ha podido cargar la actividad del día: ${errorMessageFrom(error)}`} onRetry={() => revalidator.revalidate()} />;
}
