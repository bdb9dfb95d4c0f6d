import type { DepartmentSummary, Team } from '@portal/shared-api';
import { Avatar } from '@portal/shared-ui';
import { Link } from 'react-router';
import { incidentFormPath } from '../../components/paths';

/** One team: its logo (or the default picture) and its incident description, linking to the request form. */
export function TeamChoice({ team, department }: { team: Team; department: DepartmentSummary }) {
  const description = team.incidentDescription?.trim() || `Quieres crear una incidencia en ${team.name}?`;
  return (
    <Link className="card incident-team" to={incidentFormPath(team.id, team.name, department)}>
      <Avatar image={team.logo} alt="" size="3.5rem" />
      <span className="incident-team-text">
        <strong>{team.name}</strong>
        <span>{description}</span>
      </span>
    </Link>
  );
}
