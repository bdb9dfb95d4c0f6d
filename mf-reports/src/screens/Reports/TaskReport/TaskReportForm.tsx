import { REPORT_MESSAGES } from '@portal/shared-api';
import { refuseWrite, TEXTS } from '@portal/shared-ui';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import type { ReportFormProps } from '../ReportSection';
import { TaskResults } from './TaskResults';
import { canSearchTasks, useTaskSearch } from './use-task-search';

/** Report by task (spec 02 §2, §5): search, pick one match, generate. */
export function TaskReportForm({ send }: ReportFormProps) {
  const searchId = useId();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const { state, search } = useTaskSearch();
  const searchable = canSearchTasks(text) && state.status !== 'searching';

  const startSearch = () => {
    if (!searchable) return;
    setPicked(null);
    void search(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    startSearch();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (picked === null) return refuseWrite(REPORT_MESSAGES.TASK_REQUIRED);
    send({ report: 'task', taskId: picked });
  };

  return (
    <form className="report-form" onSubmit={submit} noValidate>
      <div className="report-search">
        <div className="field">
          <label htmlFor={searchId}>Buscar tarea</label>
          <input id={searchId} className="input" type="search" value={text} onChange={(event) => setText(event.target.value)} onKeyDown={onKeyDown} />
        </div>
        <button type="button" className="btn" disabled={!searchable} onClick={startSearch}>
          Buscar
        </button>
      </div>
      {state.status === 'searching' && <p role="status">{TEXTS.SEARCHING}</p>}
      {state.status === 'done' &&
        (state.tasks.length === 0 ? <p role="status">{TEXTS.NO_RESULTS}</p> : <TaskResults tasks={state.tasks} picked={picked} onPick={setPicked} />)}
      <button type="submit" className="btn btn-primary">
        Generar informe
      </button>
    </form>
  );
}
