import { currentSessionUser } from '@portal/shared-api';
import { isAdmin } from '@portal/shared-ui';

/**
 * The requests the signed-in user may decide on, oldest first: nobody decides
 * their own (docs/api-contract.md §10.2: someone else does), except an admin. The server
 * refuses such a decision anyway; this keeps it from being offered.
 */
export async function decidableByMe<T extends { id: number; user: { id: number } }>(requests: T[]): Promise<T[]> {
  const me = await currentSessionUser();
  const mayDecide = (request: T) => isAdmin(me) || request.user.id !== me?.id;
  return requests.filter(mayDecide).sort((a, b) => a.id - b.id);
}
