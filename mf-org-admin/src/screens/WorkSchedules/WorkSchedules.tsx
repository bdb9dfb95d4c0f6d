import { weeklyHours } from '@portal/shared-api/rules';
import { EmptyState, hasAnyRole, isAdmin, ROLES, ScrollTable, useLiveUpdates, useRouteTitle } from '@portal/shared-ui';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { ORG_TEXTS } from '../../components/org-texts';
import { ShowDeletedCheckbox } from '../../components/SelectionBar';
import { NewScheduleForm } from './NewScheduleForm';
import { ScheduleDetails } from './ScheduleDetails';
import { SCHEDULE_TEXTS } from './schedule-texts';
import type { WorkSchedulesData } from './work-schedules.data';
import '../../components/org-admin.css';
import './work-schedules.css';

const hoursText = (hours: number) => hours.toLocaleString('es-ES', { maximumFractionDigits: 2 });

/** `/horarios`: every schedule for everyone signed in; admins create and change them. */
export function WorkSchedules() {
  const { schedules, sessionUser } = useLoaderData() as WorkSchedulesData;
  const title = useRouteTitle();
  const mayEdit = isAdmin(sessionUser);
  // The API lists deleted schedules to admins and department managers only: nobody else gets a switch that shows nothing.
  const maySeeDeleted = hasAnyRole(sessionUser, [ROLES.ADMIN, ROLES.DEPARTMENT_MANAGER]);
  const [showDeleted, setShowDeleted] = useState(false);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  useLiveUpdates(['work_schedules', 'work_schedule_units']);
  const shown = schedules.filter((schedule) => showDeleted || !schedule.deleted || schedule.id === selectedId);
  const selected = schedules.find((schedule) => schedule.id === selectedId) ?? null;

  return (
    <section className="page" aria-labelledby="work-schedules-title">
      <header className="page-header">
        <h1 id="work-schedules-title">{title}</h1>
      </header>
      {!mayEdit && <p className="muted">{SCHEDULE_TEXTS.READ_ONLY}</p>}
      {maySeeDeleted && (
        <div className="org-selection">
          <ShowDeletedCheckbox checked={showDeleted} onChange={setShowDeleted} />
        </div>
      )}
      {shown.length === 0 ? (
        <EmptyState message={SCHEDULE_TEXTS.NO_SCHEDULES} />
      ) : (
        <ScrollTable
          className="schedule-list"
          label={title}
          columns={[SCHEDULE_TEXTS.NAME, SCHEDULE_TEXTS.DESCRIPTION, SCHEDULE_TEXTS.HOURS_PER_WEEK, SCHEDULE_TEXTS.PEOPLE]}
        >
          {shown.map((schedule) => (
            <tr key={schedule.id} aria-selected={schedule.id === selectedId}>
              <td>
                <button type="button" className="btn-link" onClick={() => setSelectedId(schedule.id)}>
                  {schedule.name}
                  {schedule.deleted && ` ${ORG_TEXTS.DELETED_MARK}`}
                </button>
              </td>
              <td>{schedule.description}</td>
              <td>{hoursText(weeklyHours(schedule.units))}</td>
              <td>{schedule.people ?? 0}</td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {selected ? <ScheduleDetails key={selected.id} schedule={selected} mayEdit={mayEdit} /> : <EmptyState message={SCHEDULE_TEXTS.NONE_SELECTED} />}
      {mayEdit && <NewScheduleForm onCreated={setSelectedId} />}
    </section>
  );
}
