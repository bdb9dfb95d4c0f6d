import type { Team } from '@portal/shared-api';
import { displayName } from '@portal/shared-ui';
import { teamMembers } from './AutomationUsers';
import type { AutomationDraftControls } from './use-automation-draft';

/**
 * Who the created tasks are requested by (who sees them and is charged their
 * time caps): the one who creates the automation, or a member of the team. The
 * notice e-mail only receives mail.
 */
export function AutomationRequester({ team, controls }: { team: Team; controls: AutomationDraftControls }) {
  return (
    <label>
      Solicitante de las tareas{' '}
      <select
        className="input"
        name="requester"
        value={controls.draft.requester}
        onChange={(event) => controls.change({ requester: event.target.value === '' ? '' : Number(event.target.value) })}
      >
        <option value="">Quien crea la automatización</option>
        {teamMembers(team).map((user) => (
          <option key={user.id} value={user.id}>
            {displayName(user)}
          </option>
        ))}
      </select>
    </label>
  );
}
