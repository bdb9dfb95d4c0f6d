import { CONFIGURATION_NAME, configurationsApi, type UserSummary } from '@portal/shared-api';
import { displayName, EmptyState, ErrorState, Loader, notify, UserSearch } from '@portal/shared-ui';
import { useState } from 'react';
import { Panel } from '../../components/Panel';
import { useUserSummaries } from '../../components/use-user-summaries';
import { ORG_TEXTS } from '../../components/org-texts';
import { type ConfigurationWrite, writeConfiguration } from './config-feedback';
import { TEAM_TEXTS } from './team-texts';
import { useTeamConfiguration } from './use-team-configuration';

type RequesterIds = (number | string)[];

type Props = { teamId: number };

/** `avisos_solicitante`: the requesters who get e-mail notices about this team's incidents. */
export function RequesterNoticesPanel({ teamId }: Props) {
  const { loading, row, error, reload } = useTeamConfiguration<RequesterIds>(CONFIGURATION_NAME.REQUESTER_NOTICES, teamId);
  const [busy, setBusy] = useState(false);
  const ids = (row?.value ?? []).map(Number);
  const people = useUserSummaries(ids);
  const requesters = ids.map((id) => people.get(id)).filter((user): user is UserSummary => user !== undefined);

  // One write at a time, each starting from the row the previous one left.
  const write = async (kind: ConfigurationWrite, call: () => Promise<unknown>) => {
    setBusy(true);
    if (await writeConfiguration(kind, call)) await reload();
    setBusy(false);
  };

  const add = (user: UserSummary) => {
    if (busy) return;
    if (ids.includes(user.id)) return notify.error(ORG_TEXTS.REQUESTER_ALREADY_ADDED);
    const value = [...ids, user.id];
    return row
      ? write('change', () => configurationsApi.update(row.id, { value }))
      : write('add', () => configurationsApi.create({ name: CONFIGURATION_NAME.REQUESTER_NOTICES, data: String(teamId), value }));
  };

  const remove = (user: UserSummary) => {
    if (!row || busy) return;
    const value = ids.filter((id) => id !== user.id);
    return value.length === 0
      ? write('delete', () => configurationsApi.remove(row.id))
      : write('change', () => configurationsApi.update(row.id, { value }));
  };

  if (loading) return <Panel title={TEAM_TEXTS.REQUESTER_NOTICES}><Loader /></Panel>;
  if (error) return <Panel title={TEAM_TEXTS.REQUESTER_NOTICES}><ErrorState message={error} onRetry={reload} /></Panel>;
  return (
    <Panel title={TEAM_TEXTS.REQUESTER_NOTICES} busy={busy}>
      {requesters.length === 0 ? (
        <EmptyState message={TEAM_TEXTS.NO_REQUESTERS} />
      ) : (
        <ul className="org-list" aria-label={TEAM_TEXTS.REQUESTER_NOTICES}>
          {requesters.map((user) => (
            <li key={user.id}>
              <span>
                {displayName(user)} <span className="muted">({user.email})</span>
              </span>
              <button type="button" className="btn btn-ghost" disabled={busy} aria-label={`${ORG_TEXTS.REMOVE} ${displayName(user)}`} onClick={() => remove(user)}>
                {ORG_TEXTS.REMOVE}
              </button>
            </li>
          ))}
        </ul>
      )}
      <UserSearch label={TEAM_TEXTS.SEARCH_REQUESTER} placeholder={ORG_TEXTS.SEARCH_USER} onSelect={add} />
    </Panel>
  );
}
