import { useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import '../../components/system-tools.css';
import { TimeCapForm } from './TimeCapForm';
import { TimeCapList } from './TimeCapList';
import type { TimeCapsData } from './time-caps.data';

export function TimeCaps() {
  const title = useRouteTitle();
  const { caps } = useLoaderData() as TimeCapsData;
  return (
    <section className="page" aria-labelledby="time-caps-title">
      <header className="page-header">
        <h1 id="time-caps-title">{title}</h1>
      </header>
      <TimeCapForm />
      <TimeCapList caps={caps} />
    </section>
  );
}
