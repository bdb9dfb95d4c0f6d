import type { ReactNode, Ref } from 'react';
import { useLiveUpdates } from '@portal/shared-ui';
import { useMemo } from 'react';
import { peopleById } from '../Assignees';
import { isAboutTask } from '../task-updates';
import { useOptimisticTasks } from '../use-optimistic-tasks';
import { SubtaskList } from './SubtaskList';
import { TaskAttachments } from './TaskAttachments';
import { MessageThread } from './MessageThread';
import { TaskFacts } from './TaskFacts';
import { TaskTimeHistory } from './TaskTimeHistory';
import { messagesOf, subtasksOf, type TaskViewData } from './task-contents';
import './task-view.css';

type TaskViewProps = {
  data: TaskViewData;
  /** The id the frame labels itself with. */
  headingId: string;
  headingRef?: Ref<HTMLHeadingElement>;
  /** 1 where the view is the page itself, 2 inside the board's panel. */
  headingLevel?: 1 | 2;
  /** The frame's own links (close, open as a page, back to the board). */
  actions: ReactNode;
};

/** One task with everything on it; the board's panel and the details page are two frames around it. */
export function TaskView({ data, headingId, headingRef, headingLevel = 2, actions }: TaskViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const loaded = useMemo(() => [data.task], [data.task]);
  const { tasks, apply } = useOptimisticTasks(loaded);
  const task = tasks[0] ?? data.task;
  const people = useMemo(() => peopleById(data.people), [data.people]);
  const members = useMemo(
    () => (data.team?.users ?? []).flatMap((membership) => (typeof membership.user === 'object' ? [membership.user] : [])),
    [data.team],
  );
  useLiveUpdates((update) => isAboutTask(update, data.task['@id']), 'revalidate', { since: data.liveFrom });

  return (
    <div className="task-view">
      <header className="task-view-header">
        <Heading id={headingId} ref={headingRef} tabIndex={-1}>
          {task.name}
        </Heading>
        <div className="task-view-actions">{actions}</div>
      </header>
      <TaskFacts task={task} tags={data.tags} people={people} members={members} onChange={(change) => void apply(task, change)} />
      <SubtaskList taskId={task.id} subtasks={subtasksOf(task)} people={people} members={members} />
      <MessageThread owner={{ kind: 'task', id: task.id }} messages={messagesOf(task)} people={people} title="Mensajes" />
      <TaskAttachments taskId={task.id} files={task.files ?? []} />
      <TaskTimeHistory taskId={task.id} entries={task.history ?? []} people={people} />
    </div>
  );
}
