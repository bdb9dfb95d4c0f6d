import { LoadError } from '../../incidents/LoadError';

export function IncidentTeamPickerError() {
  return <LoadError title="Incidencias" what="los equipos" />;
}
