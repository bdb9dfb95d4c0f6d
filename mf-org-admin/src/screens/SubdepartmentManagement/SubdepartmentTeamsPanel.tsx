import { type Subdepartment, type Team, type TeamSummary, teamsApi } from '@portal/shared-api';
import { ConfirmModal, EmptyState, notify } from '@portal/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Panel } from '../../components/Panel';
import { TeamSearch } from './TeamSearch';
import { useSave } from '../../components/use-save';
import { ORG_TEXTS } from '../../components/org-texts';

type Props = { subdepartment: Subdepartment; departmentTeams: readonly Team[] };

type Pending = { kind: 'add'; team: Team } | { kind: 'remove'; team: TeamSummary };

/** 'Equipos': the sub-department's teams with 'Administrar' and 'Quitar', and a search to add one of the department's teams. */
export function SubdepartmentTeamsPanel({ subdepartment, departmentTeams }: Props) {
  const [candidate, setCandidate] = useState<Team | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useSave();

  const askToAdd = () => {
    if (!candidate) return notify.error(ORG_TEXTS.TEAM_INVALID);
    if (subdepartment.teams.some((team) => team.id === candidate.id)) return notify.error(ORG_TEXTS.TEAM_ALREADY_IN_SUBDEPARTMENT);
    setPending({ kind: 'add', team: candidate });
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const subdepartmentReference = pending.kind === 'add' ? subdepartment['@id'] : null;
    const saved = await save(() => teamsApi.update(pending.team.id, { subdepartment: subdepartmentReference }));
    setBusy(false);
    setPending(null);
    if (saved && pending.kind === 'add') setCandidate(null);
  };

  return (
    <Panel title={ORG_TEXTS.TEAMS} busy={busy}>
      {subdepartment.teams.length === 0 ? (
        <EmptyState message={ORG_TEXTS.NO_TEAMS} />
      ) : (
        <ul className="org-list" aria-label={ORG_TEXTS.TEAMS}>
          {subdepartment.teams.map((team) => (
            <li key={team.id}>
              <span>{team.name}</span>
              <span className="org-actions">
                <Link className="btn btn-ghost" to={`/gestion_equipos/${team.id}`} aria-label={`${ORG_TEXTS.MANAGE} ${team.name}`}>
                  {ORG_TEXTS.MANAGE}
                </Link>
                <button type="button" className="btn btn-ghost" aria-label={`${ORG_TEXTS.REMOVE} ${team.name}`} onClick={() => setPending({ kind: 'remove', team })}>
                  {ORG_TEXTS.REMOVE}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="org-inline-form">
        <TeamSearch teams={departmentTeams} selected={candidate} onSelect={setCandidate} />
        <button type="button" className="btn btn-primary" onClick={askToAdd}>
          {ORG_TEXTS.ADD}
        </button>
      </div>
      <ConfirmModal
        open={pending !== null}
        message={pending?.kind === 'remove' ? ORG_TEXTS.CONFIRM_REMOVE_TEAM : ORG_TEXTS.CONFIRM_ADD_TEAM}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Panel>
  );
}
