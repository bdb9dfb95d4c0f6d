/** The session as the router needs it; React-free and without shared-ui, so `/login` stays light. */
import { redirect } from 'react-router';

export { currentSessionUser, isServerUnreachableError } from '@portal/shared-api';

export function loginRedirect(request: Request) {
  const { pathname, search } = new URL(request.url);
  return redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
}
