import { type Subtask, subtasksApi, type UserSummary } from '@portal/shared-api';
import { useWriteAndRevalidate, WorkClock } from '@portal/shared-ui';
import { type FormEvent, useState } from 'react';
import { AssigneeEditor, type People } from '../Assignees';
import { assigneeIdsOf } from '../task-facts';
import { useClockToggle } from '../WorkClock';
import { SubtaskThread } from './SubtaskThread';
import { TaskSection } from './TaskSection';

type SubtaskListProps = { taskId: number; subtasks: Subtask[]; people: People; members: UserSummary[] };

/** The task's subtasks, each with its own clock and people, and a box to add one. */
export function SubtaskList({ taskId, subtasks, people, members }: SubtaskListProps) {
  const clock = useClockToggle();
  const writeAndRevalidate = useWriteAndRevalidate();
  const [name, setName] = useState('');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    const result = await writeAndRevalidate(() => subtasksApi.add({ taskId, name }), { success: null });
    if (result.ok) setName('');
  };
  const assign = (subtask: Subtask, userId: number, action: 'add' | 'remove') =>
    writeAndRevalidate(() => subtasksApi.assign(subtask.id, userId, action), { success: null });

  return (
    <TaskSection id={`task-subtasks-${taskId}`} title={'Subtareas'}>
      {subtasks.length === 0 && <p className="muted">Sin subtareas</p>}
      <ul className="subtask-list">
        {subtasks.map((subtask) => (
          <li key={subtask.id} className="subtask" aria-label={subtask.name}>
            <div className="subtask-top">
              <span className="subtask-name">{subtask.name}</span>
              <WorkClock
                iri={subtask['@id']}
                name={subtask.name}
                seconds={subtask.timeWorking ?? 0}
                busy={clock.isBusy({ kind: 'subtask', id: subtask.id })}
                onToggle={() => void clock.toggle({ kind: 'subtask', id: subtask.id })}
              />
            </div>
            <AssigneeEditor
              compact
              itemName={subtask.name}
              assigned={assigneeIdsOf(subtask)}
              people={people}
              members={members}
              onChange={(userId, action) => void assign(subtask, userId, action)}
            />
            <SubtaskThread subtask={subtask} people={people} />
          </li>
        ))}
      </ul>
      <form className="subtask-add" onSubmit={(event) => void add(event)}>
        <input className="input" aria-label="Nueva subtarea" placeholder="Nueva subtarea" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="submit" className="btn" disabled={name.trim() === ''}>
          Añadir
        </button>
      </form>
    </TaskSection>
  );
}
