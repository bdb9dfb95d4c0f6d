import { CONFIGURATION_NAME, configurationsApi } from '@portal/shared-api';
import { ErrorState, Loader } from '@portal/shared-ui';
import { FlagsPanel } from '../../components/FlagsPanel';
import { Panel } from '../../components/Panel';
import { writeConfiguration } from './config-feedback';
import { TEAM_TEXTS } from './team-texts';
import { useTeamConfiguration } from './use-team-configuration';

type Flag = ['1'] | ['0'];

/** `team_unlock_tasks`: whether the team's managers may unlock requested and rejected tasks. */
export function UnlockTasksPanel({ teamId }: { teamId: number }) {
  const { loading, row, error, reload } = useTeamConfiguration<Flag>(CONFIGURATION_NAME.TEAM_UNLOCK_TASKS, teamId);
  if (loading) return <Panel title={TEAM_TEXTS.MANAGER_OPTIONS}><Loader /></Panel>;
  if (error) return <Panel title={TEAM_TEXTS.MANAGER_OPTIONS}><ErrorState message={error} onRetry={reload} /></Panel>;

  const toggle = async (_key: 'unlock', on: boolean) => {
    const value: Flag = on ? ['1'] : ['0'];
    const saved = row
      ? await writeConfiguration('change', () => configurationsApi.update(row.id, { value }))
      : await writeConfiguration('add', () => configurationsApi.create({ name: CONFIGURATION_NAME.TEAM_UNLOCK_TASKS, data: String(teamId), value }));
    if (saved) await reload();
    return saved;
  };

  return (
    <FlagsPanel
      key={row?.id ?? 'none'}
      title={TEAM_TEXTS.MANAGER_OPTIONS}
      options={[{ key: 'unlock', label: TEAM_TEXTS.UNLOCK_TASKS }]}
      values={{ unlock: row?.value[0] === '1' }}
      onToggle={toggle}
    />
  );
}
