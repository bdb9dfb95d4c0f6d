import type { SessionUser } from '@portal/shared-api';
import { accessRules, isAccessRuleName } from '@portal/shared-ui';
import { redirect } from 'react-router';
import { currentSessionUser, loginRedirect } from './session-user';

export function isAllowed(rule: string, user: SessionUser | null): boolean {
  return isAccessRuleName(rule) && accessRules[rule](user);
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
