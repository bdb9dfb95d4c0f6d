import { useSessionUser } from '@portal/shared-api/react';
import { type AccessRuleName, accessRules } from '../access';

/** Whether the logged-in user passes the named access rule; follows session changes. */
export function useAccess(rule: AccessRuleName): boolean {
  return accessRules[rule](useSessionUser());
}
