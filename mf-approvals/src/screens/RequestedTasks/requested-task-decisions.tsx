import { tasksApi } from '@portal/shared-api';
import { type Decision, type DecisionRequest, type DecisionTexts, formatDateTime, TEXTS } from '@portal/shared-ui';
import { Link } from 'react-router';
import { taskDetailsPath } from '../../components/paths';
import { TaskFiles } from '../../components/TaskFiles';
import type { RequestedTask } from './requested-tasks.data';

export const requestedTaskTexts = (rejected: boolean): DecisionTexts => ({
  accept: 'Autorizar',
  reject: TEXTS.REJECT,
  success: TEXTS.OK_CLOSING_MARK_ONLY,
  successMany: (count) => `${count} tareas autorizadas`,
  empty: rejected ? 'No hay tareas rechazadas' : 'No hay tareas pendientes de autorizar',
});

/** A requested task as the decision list shows it: its number, team, date, who asks, and what (message, files). */
export function requestedTaskDecision({ task, teamName }: RequestedTask, rejected: boolean): DecisionRequest {
  return {
    id: task.id,
    title: task.name,
    kind: `nº ${task.id}`,
    person: { name: task.requesterName, email: task.email ?? '—' },
    facts: [
      { label: 'Equipo', value: teamName },
      { label: 'Fecha', value: task.createdAt ? formatDateTime(task.createdAt) : '—' },
    ],
    details: (
      <div className="requested-task-request">
        {task.requestMessage && <p className="requested-task-message">{task.requestMessage}</p>}
        {(task.files ?? []).length > 0 && <TaskFiles files={task.files} />}
        <Link to={taskDetailsPath(task.id)}>Ver la tarea</Link>
      </div>
    ),
    mayAccept: true,
    // A rejected task may only be authorised.
    mayReject: !rejected,
    reject: { reason: 'optional' },
  };
}

export const decideRequestedTask = (id: number, decision: Decision): Promise<unknown> =>
  decision.accept ? tasksApi.authorise(id) : tasksApi.reject(id, decision.reason);
