import { DecisionList, useLiveUpdates } from '@portal/shared-ui';
import { useLoaderData, useNavigation } from 'react-router';
import { DecisionPage } from '../../components/DecisionPage';
import { decideHoliday, HOLIDAY_DECISION_TEXTS, holidayDecision } from './holiday-decisions';
import type { PendingHolidayRequestsData } from './pending-holiday-requests.data';

export function PendingHolidayRequests() {
  const { requests } = useLoaderData() as PendingHolidayRequestsData;
  // A request another manager decided leaves this list within moments (docs/api-contract.md §11).
  useLiveUpdates(['calendar_assignments']);
  const loading = useNavigation().state === 'loading';
  return (
    <DecisionPage headingId="pending-holiday-requests-title" count={requests.length}>
      <DecisionList requests={requests.map(holidayDecision)} texts={HOLIDAY_DECISION_TEXTS} decide={decideHoliday} loading={loading} />
    </DecisionPage>
  );
}
