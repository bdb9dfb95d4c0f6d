import { currentSessionUser, type SessionUser } from '@portal/shared-api';
import { accessRules, isAccessRuleName } from '@portal/shared-ui';
import { redirect } from 'react-router';

export { currentSessionUser };

export function isAllowed(rule: string, user: SessionUser | null): boolean {
  return isAccessRuleName(rule) && accessRules[rule](user);
}

function loginRedirect(request: Request) {
  const { pathname, search } = new URL(request.url);
  return redirect(`/login?next=${encodeURIComponent(pathname + search)}`);
}

/** Loader of the `/user` layout: no session, no layout. */
export async function requireSessionLoader({ request }: { request: Request }) {
  if (!(await currentSessionUser())) throw loginRedirect(request);
  return null;
}

/** Loader guarding one screen with a named access rule and the spec's redirect target. */
export function accessGateLoader(rule: string, deniedRedirect: string) {
  return async ({ request }: { request: Request }) => {
    const user = await currentSessionUser();
    if (!user) throw loginRedirect(request);
    if (!isAllowed(rule, user)) throw redirect(deniedRedirect);
    return null;
  };
}
