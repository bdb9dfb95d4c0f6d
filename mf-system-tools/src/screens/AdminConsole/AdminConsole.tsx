import { useLiveUpdates, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import '../../components/system-tools.css';
import './admin-console.css';
import { ActivitySection } from './ActivitySection';
import type { AdminConsoleData } from './admin-console.data';
import { AuditSection } from './AuditSection';
import { MaintenanceSwitch } from './MaintenanceSwitch';
import { RemoteModulesSection } from './RemoteModules/RemoteModulesSection';

/**
 * What the console follows live: the maintenance flag another admin may
 * switch, new app events, and changes of the organisation and its settings
 * (their audit entries are written with them). Tasks are left out: they change
 * all day long and only their deletions are audited. The remote registry says `remotes_config` for every change
 * of a module, whoever makes it (another admin, a deploy pipeline, the automatic withdrawal).
 */
const FOLLOWED = ['configurations', 'app_events', 'users', 'departments', 'subdepartments', 'teams', 'user_teams', 'time_caps', 'media_objects', 'remotes_config'];

/** `/admin`: the admin console. */
export function AdminConsole() {
  const { flag, activity, audit, modules, liveFrom } = useLoaderData() as AdminConsoleData;
  const title = useRouteTitle();
  useLiveUpdates(FOLLOWED, 'revalidate', { since: liveFrom });
  return (
    <section className="page" aria-labelledby="admin-console-title">
      <header className="page-header">
        <h1 id="admin-console-title">{title}</h1>
      </header>
      <MaintenanceSwitch flag={flag} />
      <RemoteModulesSection data={modules} />
      <ActivitySection data={activity} />
      <AuditSection data={audit} />
    </section>
  );
}
