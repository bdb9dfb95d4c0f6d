import type { Configuration } from '@portal/shared-api';
import { useLiveUpdates, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import '../../components/system-tools.css';
import { MaintenanceSwitch } from './MaintenanceSwitch';

/** `/admin`: the admin console. */
export function AdminConsole() {
  const flag = useLoaderData() as Configuration;
  const title = useRouteTitle();
  // Another admin may switch maintenance meanwhile.
  useLiveUpdates(['configurations']);
  return (
    <section className="page" aria-labelledby="admin-console-title">
      <header className="page-header">
        <h1 id="admin-console-title">{title}</h1>
      </header>
      <MaintenanceSwitch flag={flag} />
    </section>
  );
}
