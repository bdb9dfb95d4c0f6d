import { LoadErrorView } from '@portal/shared-ui';
import { Link, useParams, useRouteError } from 'react-router';
import { boardPath } from '../../components/incident-paths';

/** A task that cannot be read keeps the board usable beside the message. */
export function TaskSlidePanelError() {
  const error = useRouteError();
  const { boardTeamID = '' } = useParams();
  return (
    <aside className="card task-panel" aria-label="Detalle de la tarea">
      <LoadErrorView message="No se ha podido cargar la tarea" error={error} />
      <Link className="btn btn-ghost" to={boardPath(boardTeamID)}>
        Cerrar
      </Link>
    </aside>
  );
}
