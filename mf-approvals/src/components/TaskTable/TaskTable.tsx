import type { Task } from '@portal/shared-api';
import { formatDateTime, formatHoursMinutes, ScrollTable, taskStatusLabel } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TaskTags } from '../TaskTags';
import { requesterOf } from '../task-facts';
import { taskDetailsPath } from '../paths';

type TaskTableProps = { caption: string; tasks: Task[]; action?: (task: Task) => ReactNode };

/** Tasks as rows (archive, deleted tasks): each opens its details page. */
export function TaskTable({ caption, tasks, action }: TaskTableProps) {
  // Seven columns do not fit a phone: the table scrolls in its own box, never the page.
  return (
    <ScrollTable
      className="task-table"
      label={caption}
      columns={['Tarea', 'Estado', 'Solicitante', 'Creada', 'Tiempo', 'Etiquetas', ...(action ? [{ label: 'Acciones', hidden: true } as const] : [])]}
    >
      {tasks.map((task) => (
        <tr key={task.id}>
          <td>
            <Link to={taskDetailsPath(task.id)}>{task.name}</Link>
          </td>
          <td>{taskStatusLabel(task)}</td>
          <td>{requesterOf(task)}</td>
          <td>{task.createdAt ? formatDateTime(task.createdAt) : '—'}</td>
          <td>{formatHoursMinutes(task.timeWorking ?? 0)}</td>
          <td>
            <TaskTags task={task} />
          </td>
          {action && <td>{action(task)}</td>}
        </tr>
      ))}
    </ScrollTable>
  );
}
