import { useLoaderData } from 'react-router';
import '../../components/system-tools.css';
import { TimeCapForm } from './TimeCapForm';
import { TimeCapList } from './TimeCapList';
import type { TimeCapsData } from './time-caps.data';

export function TimeCaps() {
  const { caps } = useLoaderData() as TimeCapsData;
  return (
    <section className="page" aria-labelledby="time-caps-title">
      <header className="page-header">
        <h1 id="time-caps-title">Conceder timecaps</h1>
      </header>
      <TimeCapForm />
      <TimeCapList caps={caps} />
    </section>
  );
}
