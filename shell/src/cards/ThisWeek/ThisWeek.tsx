import { useSession } from '@portal/shared-api/react';
import { scheduledSeconds } from '@portal/shared-ui';
import { Link } from 'react-router';
import { TimeAgainstSchedule } from '../time-against-schedule';

/** This ISO week's worked time against the work schedule's week. */
export function ThisWeek() {
  const { payload } = useSession();
  if (!payload) return null;
  return (
    <>
      <TimeAgainstSchedule worked={payload.week_time} scheduled={scheduledSeconds(payload.user.workSchedule)} label="week" />
      <Link to="/times">Ver mis tiempos</Link>
    </>
  );
}
