import type { User } from '@portal/shared-api';
import { accountState } from '@portal/shared-api/rules';
import { EmptyState, ScrollTable } from '@portal/shared-ui';
import { namedRoles, USER_ADMIN_TEXTS as TEXTS } from './user-admin-texts';

type UsersTableProps = { users: readonly User[]; selectedId: number | null; busy: boolean; onSelect: (id: number) => void };

const teamNames = (user: User) => (user.teams ?? []).map((membership) => (typeof membership.team === 'object' ? membership.team.name : '')).filter(Boolean);

/**
 * One page of people: name, e-mail, departments, teams, roles and state; on a phone name (with the e-mail under it) and
 * state only, the rest being in the panel the name opens.
 */
export function UsersTable({ users, selectedId, busy, onSelect }: UsersTableProps) {
  if (users.length === 0) return <EmptyState message={TEXTS.NO_USERS} />;
  return (
    <ScrollTable
      className="user-admin-table"
      label={TEXTS.PEOPLE}
      busy={busy}
      columns={[TEXTS.NAME, TEXTS.EMAIL, TEXTS.DEPARTMENTS, TEXTS.TEAMS, TEXTS.ROLES, TEXTS.STATE]}
    >
      {users.map((user) => (
        <tr key={user.id} aria-selected={user.id === selectedId}>
          <td>
            <button type="button" className="btn-link" onClick={() => onSelect(user.id)}>
              {user.name || user.email}
            </button>
            {/* On a phone the e-mail column gives way: the address goes under the name (user-administration.css). */}
            {user.name && <span className="user-admin-email-under-name">{user.email}</span>}
          </td>
          <td>{user.email}</td>
          <td>{(user.departments ?? []).map((department) => department.name).join(', ')}</td>
          <td>{teamNames(user).join(', ')}</td>
          <td>{namedRoles(user.roles).join(', ')}</td>
          <td>{accountState({ deleted: user.deleted, banned: user.banned })}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
