import { type WorkSchedule, workSchedulesApi } from '@portal/shared-api';
import { SCHEDULE_MESSAGES } from '@portal/shared-api/rules';
import { DeleteRestoreButton } from '../../components/DeleteRestoreButton';
import { ORG_TEXTS } from '../../components/org-texts';
import { RenameEditor } from '../../components/RenameEditor';
import { useSave } from '../../components/use-save';
import { AddRangeForm } from './AddRangeForm';
import { SCHEDULE_TEXTS } from './schedule-texts';
import { WeekGrid } from './WeekGrid';

type ScheduleDetailsProps = { schedule: WorkSchedule; mayEdit: boolean };

/** One schedule: its name and description, its week, and for admins the editor of both. */
export function ScheduleDetails({ schedule, mayEdit }: ScheduleDetailsProps) {
  const save = useSave();
  const fields = { name: schedule.name, description: schedule.description ?? '', deleted: schedule.deleted };
  const change = (patch: Partial<typeof fields>, success?: string) => save(() => workSchedulesApi.update(schedule.id, { ...fields, ...patch }), success);

  return (
    <section className="panel schedule-details" aria-labelledby="schedule-details-title">
      <h2 id="schedule-details-title">
        {schedule.name}
        {schedule.deleted && ` ${ORG_TEXTS.DELETED_MARK}`}
      </h2>
      {mayEdit ? (
        <dl className="schedule-fields">
          <dt>{SCHEDULE_TEXTS.NAME}</dt>
          <dd>
            <RenameEditor label={SCHEDULE_TEXTS.NAME} value={schedule.name} emptyMessage={SCHEDULE_MESSAGES.NAME_EMPTY} onSave={(name) => change({ name })} />
          </dd>
          <dt>{SCHEDULE_TEXTS.DESCRIPTION}</dt>
          <dd>
            <RenameEditor
              label={SCHEDULE_TEXTS.DESCRIPTION}
              value={schedule.description ?? ''}
              emptyMessage={SCHEDULE_TEXTS.DESCRIPTION_EMPTY}
              onSave={(description) => change({ description })}
            />
          </dd>
        </dl>
      ) : (
        schedule.description && <p>{schedule.description}</p>
      )}
      {schedule.units.length === 0 ? (
        <p className="schedule-free">{SCHEDULE_TEXTS.FREE_TIME}</p>
      ) : (
        <WeekGrid units={schedule.units} onRemove={mayEdit ? (unit) => void save(() => workSchedulesApi.removeRange(unit.id)) : undefined} />
      )}
      {mayEdit && (
        <>
          <AddRangeForm units={schedule.units} onAdd={(range) => save(() => workSchedulesApi.addRange(schedule.id, range))} />
          <DeleteRestoreButton
            deleted={schedule.deleted}
            deleteLabel={SCHEDULE_TEXTS.DELETE}
            restoreLabel={SCHEDULE_TEXTS.RESTORE}
            onToggle={(deleted) => change({ deleted }, deleted ? ORG_TEXTS.DELETED : ORG_TEXTS.SAVED)}
          />
        </>
      )}
    </section>
  );
}
