import type { UserSummary } from '@portal/shared-api/entities';
import { iri, item, type Serialized } from '../../core/json-ld/json-ld.ts';

export type UserSummaryRow = { id: number; name: string | null; email: string; image_id: number | null; deleted: boolean };

export const USER_SUMMARY_COLUMNS = 'u.id, u.name, u.email, u.image_id, u.deleted';

/** `UserSummary` of docs/api-contract.md §4.1, embedded wherever a requester or member is shown. */
export function toUserSummary(user: UserSummaryRow): Serialized<UserSummary> {
  return item<UserSummary>('User', 'users', user.id, {
    name: user.name,
    email: user.email,
    image: user.image_id === null ? null : iri('media_objects', user.image_id),
    deleted: user.deleted,
  });
}
