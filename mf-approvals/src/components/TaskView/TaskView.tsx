import { idFromIri } from '@portal/shared-api';
import { AUDIENCE_TOPICS } from '@portal/shared-api/rules';
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
import { TaskTabs } from './TaskTabs';
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
  /** 'tabs' shows one part at a time (details, subtasks, messages, files, time), for a narrow frame; 'sections' stacks them. */
  layout?: 'sections' | 'tabs';
};

/** One task with everything on it; the board's panel and the details page are two frames around it. */
export function TaskView({ data, headingId, headingRef, headingLevel = 2, actions, layout = 'sections' }: TaskViewProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const loaded = useMemo(() => [data.task], [data.task]);
  const { tasks, apply } = useOptimisticTasks(loaded);
  const task = tasks[0] ?? data.task;
  const people = useMemo(() => peopleById(data.people), [data.people]);
  const members = useMemo(
    () => (data.team?.users ?? []).flatMap((membership) => (typeof membership.user === 'object' ? [membership.user] : [])),
    [data.team],
  );
  // A task of a team beyond the person's own comes on its team's stream while it is shown (the feed carries their own teams).
  useLiveUpdates((update) => isAboutTask(update, data.task['@id']), 'revalidate', {
    since: data.liveFrom,
    topics: [AUDIENCE_TOPICS.team(idFromIri(data.task.team) ?? 0)],
  });

  const facts = <TaskFacts task={task} tags={data.tags} people={people} members={members} onChange={(change) => void apply(task, change)} />;
  const subtasks = subtasksOf(task);
  const messages = messagesOf(task);
  const files = (task.files ?? []).filter((file) => !file.deleted);
  const parts = {
    subtasks: <SubtaskList taskId={task.id} subtasks={subtasks} people={people} members={members} />,
    messages: <MessageThread owner={{ kind: 'task', id: task.id }} messages={messages} people={people} title="Mensajes" />,
    files: <TaskAttachments taskId={task.id} files={task.files ?? []} />,
    time: <TaskTimeHistory taskId={task.id} entries={task.history ?? []} people={people} />,
  };

  return (
    <div className={`task-view is-${layout}`}>
      <header className="task-view-header">
        <div className="task-view-title">
          <span className="muted small">#{task.id}</span>
          <Heading id={headingId} ref={headingRef} tabIndex={-1}>
            {task.name}
          </Heading>
        </div>
        <div className="task-view-actions">{actions}</div>
      </header>
      {layout === 'tabs' ? (
        <TaskTabs
          idPrefix={`task-${task.id}`}
          label="Partes de la tarea"
          tabs={[
            { id: 'details', label: 'Detalles', content: facts },
            { id: 'subtasks', label: `Subtareas (${subtasks.length})`, content: parts.subtasks },
            { id: 'messages', label: `Mensajes (${messages.length})`, content: parts.messages },
            { id: 'files', label: `Archivos (${files.length})`, content: parts.files },
            { id: 'time', label: 'Tiempo', content: parts.time },
          ]}
        />
      ) : (
        <>
          {facts}
          {parts.subtasks}
          {parts.messages}
          {parts.files}
          {parts.time}
        </>
      )}
    </div>
  );
}
