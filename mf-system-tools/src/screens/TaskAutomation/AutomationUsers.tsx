import type { Team, UserSummary } from '@portal/shared-api';
import { displayName } from '@portal/shared-ui';
import type { AutomationDraftControls } from './use-automation-draft';

/** The team's members (the API accepts only them), each embedded as a summary in the team's rows. */
export function teamMembers(team: Team): UserSummary[] {
  return team.users.flatMap((row) => (typeof row.user === 'object' && row.user && !row.user.deleted ? [row.user] : []));
}

/** The assigned users as removable chips with their count, and a select of the members not chosen yet. */
export function AutomationUsers({ team, controls }: { team: Team; controls: AutomationDraftControls }) {
  const chosen = controls.draft.users;
  const offered = teamMembers(team).filter((member) => !chosen.some((one) => one.id === member.id));
  return (
    <fieldset className="system-panel">
      <legend>Usuarios asignados ({chosen.length})</legend>
      <ul className="domain-list" aria-label="Usuarios asignados">
        {chosen.map((user) => (
          <li key={user.id} className="badge">
            <input type="hidden" name="users" value={user.id} />
            {displayName(user)}
            <button type="button" className="btn btn-ghost" aria-label={`Quitar ${displayName(user)}`} onClick={() => controls.removeUser(user.id)}>
              x
            </button>
          </li>
        ))}
      </ul>
      <select
        className="input"
        aria-label="Añadir usuario"
        value=""
        onChange={(event) => {
          const user = offered.find((one) => String(one.id) === event.target.value);
          if (user) controls.addUser(user);
        }}
      >
        <option value="">Añadir usuario</option>
        {offered.map((user) => (
          <option key={user.id} value={user.id}>
            {displayName(user)}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
