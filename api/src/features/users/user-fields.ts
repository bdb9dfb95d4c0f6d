import type { Caller } from '../../core/authentication/caller.ts';
import { isAdmin } from '../../core/authorization/roles.ts';

/** Fields of `PUT /api/users/{id}` (docs/api-contract.md B3). */
export const PROFILE_FIELDS = [
  'name',
  'alternativeEmail',
  'phone',
  'birthday',
  'timezone',
  'situation',
  'mails',
  'duty',
  'municipio',
  'image',
  'options',
] as const;
export const ADMINISTRATIVE_FIELDS = ['email', 'roles', 'deleted'] as const;

export type UserField = (typeof PROFILE_FIELDS)[number] | (typeof ADMINISTRATIVE_FIELDS)[number];

/** Personal preferences no one else may change, and the avatar, which must be one's own upload (docs/api-contract.md §10.3). */
const PERSONAL_FIELDS: readonly UserField[] = ['options', 'mails', 'image'];

/**
 * The fields `caller` may write on user `targetId`, or null when the caller may
 * not edit that user at all (403). Fields outside the set are ignored (§1.6).
 */
export function editableUserFields(caller: Caller, targetId: number): ReadonlySet<UserField> | null {
  const own = caller.id === targetId;
  if (!own && !isAdmin(caller)) return null;
  const fields: UserField[] = own ? [...PROFILE_FIELDS] : PROFILE_FIELDS.filter((field) => !PERSONAL_FIELDS.includes(field));
  if (isAdmin(caller)) fields.push(...ADMINISTRATIVE_FIELDS);
  return new Set(fields);
}
