import type { AutoTaskConfiguration } from '@portal/shared-api';
import { RemovableTable } from '../../components/RemovableTable';
import { describeCadence, describeDue } from './automation-labels';

const COLUMNS = ['ID', 'Nombre Tarea', 'Equipo', 'Cadencia', 'Plazo', 'Opciones'];

/** The team's automations; the x deletes one after a confirmation. */
export function AutomationTable({ automations, teamName }: { automations: AutoTaskConfiguration[]; teamName: string }) {
  return (
    <RemovableTable
      label="Tareas automáticas"
      columns={COLUMNS}
      items={automations}
      emptyMessage="Aún no hay tareas automáticas creadas para este equipo."
      confirmMessage={(row) => `¿Eliminar la tarea automática ${row.value.name}?`}
      renderRow={(row, { busy, remove }) => (
        <tr>
          <td>{row.id}</td>
          <td>{row.value.name}</td>
          <td>{teamName}</td>
          <td>{describeCadence(row.value)}</td>
          <td>{describeDue(row.value.due)}</td>
          <td>
            <button type="button" className="btn btn-danger" aria-label={`Eliminar ${row.value.name}`} disabled={busy} onClick={remove}>
              x
            </button>
          </td>
        </tr>
      )}
    />
  );
}
