import { errorMessageFrom } from '@portal/shared-api';
import { ErrorState } from '@portal/shared-ui';
import { Link, useParams, useRouteError } from 'react-router';
import { boardPath } from '../../incidents/incident-paths';

/** A task that cannot be read keeps the board usable beside the message. */
export function TaskSlidePanelError() {
  const error = useRouteError();
  const { boardTeamID = '' } = useParams();
  return (
    <aside className="card task-panel" aria-label="Detalle de la tarea">
      <ErrorState message={`No se ha podido cargar la tarea: ${errorMessageFrom(error)}`} />
      <Link className="btn btn-ghost" to={boardPath(boardTeamID)}>
        Cerrar
      </Link>
    </aside>
  );
}
