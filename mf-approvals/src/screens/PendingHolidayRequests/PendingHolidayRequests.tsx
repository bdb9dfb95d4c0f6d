import { EmptyState, TEXTS, useLiveUpdates, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData } from 'react-router';
import { HolidayRequestCard } from './HolidayRequestCard';
import type { PendingHolidayRequestsData } from './pending-holiday-requests.data';
import '../../components/RequestCard/request-cards.css';


export function PendingHolidayRequests() {
  const title = useRouteTitle();
  const { requests } = useLoaderData() as PendingHolidayRequestsData;
  // A request another manager decided leaves this list within moments (contract §11).
  useLiveUpdates(['calendar_assignments']);
  return (
    <section className="page" aria-labelledby="pending-holiday-requests-title">
      <header className="page-header">
        <h1 id="pending-holiday-requests-title">{title}</h1>
        {requests.length > 0 && <span className="badge">{requests.length}</span>}
      </header>
      {requests.length === 0 ? (
        <EmptyState message={TEXTS.NOTHING_PENDING} />
      ) : (
        <ul className="request-list">
          {requests.map((request) => (
            <li key={request.id}>
              <HolidayRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
