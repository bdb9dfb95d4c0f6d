import type { AutoTaskConfiguration } from '@portal/shared-api';
import { ConfirmModal, EmptyState } from '@portal/shared-ui';
import { useConfirmedRemoval } from '../../components/use-confirmed-removal';
import { describeCadence, describeDue } from './automation-labels';

const COLUMNS = ['ID', 'Nombre Tarea', 'Equipo', 'Cadencia', 'Plazo', 'Opciones'];

/** The team's automations; the x deletes one after a confirmation. */
export function AutomationTable({ automations, teamName }: { automations: AutoTaskConfiguration[]; teamName: string }) {
  const { confirming, busy, ask, cancel, confirm } = useConfirmedRemoval<AutoTaskConfiguration>();

  if (automations.length === 0) return <EmptyState message="Aún no hay tareas automáticas creadas para este equipo." />;
  return (
    <>
      <table className="table" aria-label="Tareas automáticas">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {automations.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.value.name}</td>
              <td>{teamName}</td>
              <td>{describeCadence(row.value)}</td>
              <td>{describeDue(row.value.due)}</td>
              <td>
                <button type="button" className="btn btn-danger" aria-label={`Eliminar ${row.value.name}`} disabled={busy} onClick={() => ask(row)}>
                  x
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmModal
        open={confirming !== null}
        message={confirming ? `¿Eliminar la tarea automática ${confirming.value.name}?` : ''}
        busy={busy}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </>
  );
}
