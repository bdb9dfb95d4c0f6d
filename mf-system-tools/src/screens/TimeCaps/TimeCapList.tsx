import { formatSeconds, type TimeCap } from '@portal/shared-api';
import { ConfirmModal, EmptyState } from '@portal/shared-ui';
import { useConfirmedRemoval } from '../../components/use-confirmed-removal';
import { capUserName, TimeCapRow } from './TimeCapRow';

const COLUMNS = ['ID', 'Usuario', 'Descripción', 'Tiempo', 'Tiempo utilizado', 'Opciones'];

/** The granted caps, each expandable to its charged periods and deletable after a confirmation. */
export function TimeCapList({ caps }: { caps: TimeCap[] }) {
  const { confirming, busy, ask, cancel, confirm } = useConfirmedRemoval<TimeCap>();

  if (caps.length === 0) return <EmptyState message="No hay timecaps concedidos." />;
  return (
    <>
      <table className="table" aria-label="Timecaps">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {caps.map((cap) => (
            <TimeCapRow key={cap.id} cap={cap} columns={COLUMNS.length} busy={busy} onDelete={() => ask(cap)} />
          ))}
        </tbody>
      </table>
      <ConfirmModal
        open={confirming !== null}
        message={confirming ? `¿Eliminar el timecap ${confirming.id} de ${capUserName(confirming)} (${formatSeconds(confirming.time)})?` : ''}
        busy={busy}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </>
  );
}
