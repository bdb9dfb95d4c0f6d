import { useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import '../../components/system-tools.css';
import { AllowedDomainsPanel } from './AllowedDomainsPanel';
import { BackupPanel } from './BackupPanel';
import type { SystemManagementData } from './system-management.data';

export function SystemManagement() {
  const title = useRouteTitle();
  const { domains, backups } = useLoaderData() as SystemManagementData;
  return (
    <section className="page" aria-labelledby="system-management-title">
      <header className="page-header">
        <h1 id="system-management-title">{title}</h1>
      </header>
      <BackupPanel backups={backups} />
      <AllowedDomainsPanel domains={domains} />
    </section>
  );
}
