import { formatSeconds, type TimeCap } from '@portal/shared-api';
import { RemovableTable } from '../../components/RemovableTable';
import { capUserName, TimeCapRow } from './TimeCapRow';

const COLUMNS = ['ID', 'Usuario', 'Descripción', 'Tiempo', 'Tiempo utilizado', 'Opciones'];

/** The granted caps, each expandable to its charged periods and deletable after a confirmation. */
export function TimeCapList({ caps }: { caps: TimeCap[] }) {
  return (
    <RemovableTable
      label="Timecaps"
      columns={COLUMNS}
      items={caps}
      emptyMessage="No hay timecaps concedidos."
      confirmMessage={(cap) => `¿Eliminar el timecap ${cap.id} de ${capUserName(cap)} (${formatSeconds(cap.time)})?`}
      renderRow={(cap, { busy, remove }) => <TimeCapRow cap={cap} columns={COLUMNS.length} busy={busy} onDelete={remove} />}
    />
  );
}
