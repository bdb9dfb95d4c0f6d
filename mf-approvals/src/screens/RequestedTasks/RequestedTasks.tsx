import { ConfirmModal, EmptyState, formatDateTime, useLiveUpdates, useRouteTitle } from '@portal/shared-ui';
import { useId, useMemo, useState } from 'react';
import { Link, useFetcher, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { TaskFiles } from '../../components/TaskFiles';
import { requesterOf } from '../../components/task-facts';
import { taskDetailsPath } from '../../components/paths';
import { REJECTED_PARAM, type RequestedTask, type RequestedTasksData, TEAM_PARAM } from './requested-tasks.data';
import './requested-tasks.css';

const REJECT_REASON_MAX = 1000;

/** `/pendientes`: requested tasks (and rejected ones) to authorise, for whoever the API lets decide them. */
export function RequestedTasks() {
  const title = useRouteTitle();
  const { rejected, requests, teams } = useLoaderData() as RequestedTasksData;
  // A new request, or one decided elsewhere, reloads the list.
  useLiveUpdates(['tasks']);
  const [searchParams, setSearchParams] = useSearchParams();
  const teamFilter = searchParams.get(TEAM_PARAM) ?? '';
  const shown = useMemo(() => requests.filter(({ task }) => teamFilter === '' || task.team === `/api/teams/${teamFilter}`), [requests, teamFilter]);
  const loading = useNavigation().state === 'loading';
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [rejecting, setRejecting] = useState<RequestedTask | null>(null);
  const [reason, setReason] = useState('');
  const teamSelectId = useId();
  const reasonId = useId();

  const shownSelected = shown.filter(({ task }) => selected.has(task.id)).map(({ task }) => task.id);
  const allSelected = shown.length > 0 && shownSelected.length === shown.length;
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const authorise = (ids: number[]) => {
    fetcher.submit(
      ids.map((id) => ['id', String(id)]).concat([['intent', 'authorise']]),
      { method: 'post' },
    );
    setSelected(new Set());
  };
  const reject = () => {
    if (!rejecting) return;
    fetcher.submit({ intent: 'reject', id: String(rejecting.task.id), reason }, { method: 'post' });
    setRejecting(null);
    setReason('');
  };
  const tabParams = (rejectedTab: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (rejectedTab) next.set(REJECTED_PARAM, '1');
    else next.delete(REJECTED_PARAM);
    return `?${next.toString()}`;
  };

  return (
    <section className="page requested-tasks" aria-labelledby="requested-tasks-title">
      <header className="page-header">
        <h1 id="requested-tasks-title">{title}</h1>
      </header>
      <nav className="requested-tasks-tabs" aria-label="Solicitudes">
        <Link to={tabParams(false)} aria-current={rejected ? undefined : 'page'}>
          Pendientes
        </Link>
        <Link to={tabParams(true)} aria-current={rejected ? 'page' : undefined}>
          Rechazadas
        </Link>
      </nav>
      <div className="requested-tasks-toolbar">
        <label htmlFor={teamSelectId}>Equipo</label>
        <select
          id={teamSelectId}
          className="input"
          value={teamFilter}
          onChange={(event) => {
            const next = new URLSearchParams(searchParams);
            if (event.target.value === '') next.delete(TEAM_PARAM);
            else next.set(TEAM_PARAM, event.target.value);
            setSearchParams(next);
          }}
        >
          <option value="">Todos los equipos</option>
          {teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-primary" disabled={busy || shownSelected.length === 0} onClick={() => authorise(shownSelected)}>
          Autorizar seleccionadas{shownSelected.length > 0 ? ` (${shownSelected.length})` : ''}
        </button>
      </div>
      <div aria-busy={loading || busy}>
        {shown.length === 0 ? (
          <EmptyState message={rejected ? 'No hay tareas rechazadas' : 'No hay tareas pendientes de autorizar'} />
        ) : (
          <table className="table requested-tasks-table">
            <caption className="visually-hidden">{rejected ? 'Tareas rechazadas' : 'Tareas pendientes de autorizar'}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Seleccionar todas"
                    checked={allSelected}
                    onChange={() => setSelected(allSelected ? new Set() : new Set(shown.map(({ task }) => task.id)))}
                  />
                </th>
                <th scope="col">Nº</th>
                <th scope="col">Tarea</th>
                <th scope="col">Equipo</th>
                <th scope="col">Solicitante</th>
                <th scope="col">Fecha</th>
                <th scope="col">Solicitud</th>
                <th scope="col">
                  <span className="visually-hidden">Acciones</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((request) => {
                const { task } = request;
                return (
                  <tr key={task.id}>
                    <td>
                      <input type="checkbox" aria-label={`Seleccionar ${task.name}`} checked={selected.has(task.id)} onChange={() => toggle(task.id)} />
                    </td>
                    <td>{task.id}</td>
                    <td>
                      <Link to={taskDetailsPath(task.id)}>{task.name}</Link>
                    </td>
                    <td>{request.teamName}</td>
                    <td>{requesterOf(task)}</td>
                    <td>{task.createdAt ? formatDateTime(task.createdAt) : '—'}</td>
                    <td className="requested-task-request">
                      {request.message && <p className="requested-task-message">{request.message}</p>}
                      <TaskFiles files={task.files} />
                    </td>
                    <td className="requested-task-actions">
                      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => authorise([task.id])} aria-label={`Autorizar ${task.name}`}>
                        Autorizar
                      </button>
                      {!rejected && (
                        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => setRejecting(request)} aria-label={`Rechazar ${task.name}`}>
                          Rechazar
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
      <ConfirmModal
        open={rejecting !== null}
        title={rejecting ? `Rechazar «${rejecting.task.name}»` : undefined}
        message={
          <div className="field">
            <label htmlFor={reasonId}>Motivo de rechazo</label>
            <textarea id={reasonId} className="input" rows={3} maxLength={REJECT_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
          </div>
        }
        confirmLabel="Rechazar"
        cancelLabel="Cancelar"
        onConfirm={reject}
        onCancel={() => {
          setRejecting(null);
          setReason('');
        }}
      />
    </section>
  );
}
