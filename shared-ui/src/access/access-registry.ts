import type { SessionUser } from '@portal/shared-api';
import * as rules from './access-rules';

/** The name of an access rule, as the remotes config and route handles write it. */
export type AccessRuleName = keyof typeof rules;

/** Every access rule by name: the shell resolves a route's `access` here. */
export const accessRules: Record<AccessRuleName, (user: SessionUser | null) => boolean> = { ...rules };

/** Whether `name` is a known access rule (a config naming anything else is refused). */
export function isAccessRuleName(name: unknown): name is AccessRuleName {
  return typeof name === 'string' && Object.hasOwn(accessRules, name);
}
