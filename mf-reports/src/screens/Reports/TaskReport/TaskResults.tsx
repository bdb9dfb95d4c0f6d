import type { TaskSearchResult } from '@portal/shared-api';
import { formatDate, Pager } from '@portal/shared-ui';
import { useState } from 'react';

/** Matches per page (spec 02 §9). */
export const TASK_PAGE_SIZE = 10;

type TaskResultsProps = { tasks: readonly TaskSearchResult[]; picked: number | null; onPick: (taskId: number) => void };

/** The matches, 10 a page, each with a radio to pick it. */
export function TaskResults({ tasks, picked, onPick }: TaskResultsProps) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(tasks.length / TASK_PAGE_SIZE));
  const shown = tasks.slice(page * TASK_PAGE_SIZE, (page + 1) * TASK_PAGE_SIZE);
  return (
    <div className="report-task-results">
      <div role="radiogroup" aria-label="Tareas encontradas" className="report-task-list">
        {shown.map((task) => (
          <label key={task.id} className="report-task">
            <input type="radio" name="report-task" value={task.id} checked={picked === task.id} onChange={() => onPick(task.id)} />
            <span className="report-task-name">
              #{task.id} {task.name}
            </span>
            <span className="muted">{[formatDate(task.createdAt), task.user].filter(Boolean).join(' · ')}</span>
          </label>
        ))}
      </div>
      <Pager page={page + 1} pages={pages} label="Páginas de tareas" onPage={(next) => setPage(next - 1)} />
    </div>
  );
}
