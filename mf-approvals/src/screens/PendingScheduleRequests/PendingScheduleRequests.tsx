import { EmptyState, useLiveUpdates, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import type { PendingScheduleRequestsData } from './pending-schedule-requests.data';
import { ScheduleRequestCard } from './ScheduleRequestCard';
import '../../components/RequestCard/request-cards.css';

export function PendingScheduleRequests() {
  const title = useRouteTitle();
  const { requests } = useLoaderData() as PendingScheduleRequestsData;
  // A request another manager decided leaves this list within moments (contract §11).
  useLiveUpdates(['user_schedules']);
  return (
    <section className="page" aria-labelledby="pending-schedule-requests-title">
      <header className="page-header">
        <h1 id="pending-schedule-requests-title">{title}</h1>
        {requests.length > 0 && <span className="badge">{requests.length}</span>}
      </header>
      {requests.length === 0 ? (
        <EmptyState message="No hay ningún elemento pendiente" />
      ) : (
        <ul className="request-list">
          {requests.map((request) => (
            <li key={request.id}>
              <ScheduleRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
