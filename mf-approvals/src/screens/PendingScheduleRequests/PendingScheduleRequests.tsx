import { DecisionList, useLiveUpdates } from '@portal/shared-ui';
import { useLoaderData, useNavigation } from 'react-router';
import { DecisionPage } from '../../components/DecisionPage';
import type { PendingScheduleRequestsData } from './pending-schedule-requests.data';
import { decideSchedule, SCHEDULE_DECISION_TEXTS, scheduleDecision } from './schedule-decisions';
import './schedule-comparison.css';

export function PendingScheduleRequests() {
  const { requests } = useLoaderData() as PendingScheduleRequestsData;
  // A request another manager decided leaves this list within moments (docs/api-contract.md §11).
  useLiveUpdates(['user_schedules']);
  const loading = useNavigation().state === 'loading';
  return (
    <DecisionPage headingId="pending-schedule-requests-title" count={requests.length}>
      <DecisionList requests={requests.map(scheduleDecision)} texts={SCHEDULE_DECISION_TEXTS} decide={decideSchedule} loading={loading} />
    </DecisionPage>
  );
}
