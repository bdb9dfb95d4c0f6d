import { LoadError } from '../../incidents/LoadError';

export function TeamBoardError() {
  return <LoadError title="Tablero del equipo" what="las tareas del equipo" />;
}
