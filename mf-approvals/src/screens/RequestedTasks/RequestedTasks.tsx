import { DecisionList, useLiveUpdates } from '@portal/shared-ui';
import { useId, useMemo } from 'react';
import { Link, useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { DecisionPage } from '../../components/DecisionPage';
import { decideRequestedTask, requestedTaskDecision, requestedTaskTexts } from './requested-task-decisions';
import { REJECTED_PARAM, type RequestedTasksData, TEAM_PARAM } from './requested-tasks.data';
import './requested-tasks.css';

/** `/pendientes`: requested tasks (and rejected ones) to authorise, for whoever the API lets decide them. */
export function RequestedTasks() {
  const { rejected, requests, teams } = useLoaderData() as RequestedTasksData;
  // A new request, or one decided elsewhere, reloads the list.
  useLiveUpdates(['tasks']);
  const [searchParams, setSearchParams] = useSearchParams();
  const teamFilter = searchParams.get(TEAM_PARAM) ?? '';
  const shown = useMemo(() => requests.filter(({ task }) => teamFilter === '' || task.team === `/api/teams/${teamFilter}`), [requests, teamFilter]);
  const loading = useNavigation().state === 'loading';
  const teamSelectId = useId();
  const tabParams = (rejectedTab: boolean) => {
    const next = new URLSearchParams(searchParams);
    if (rejectedTab) next.set(REJECTED_PARAM, '1');
    else next.delete(REJECTED_PARAM);
    return `?${next.toString()}`;
  };

  return (
    <DecisionPage headingId="requested-tasks-title" count={rejected ? 0 : requests.length}>
      <nav className="requested-tasks-tabs" aria-label="Solicitudes">
        <Link to={tabParams(false)} aria-current={rejected ? undefined : 'page'}>
          Pendientes
        </Link>
        <Link to={tabParams(true)} aria-current={rejected ? 'page' : undefined}>
          Rechazadas
        </Link>
      </nav>
      {teams.length > 1 && (
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
        </div>
      )}
      <DecisionList
        requests={shown.map((request) => requestedTaskDecision(request, rejected))}
        texts={requestedTaskTexts(rejected)}
        decide={decideRequestedTask}
        loading={loading}
      />
    </DecisionPage>
  );
}
