import { formatSeconds, type TimeCap } from '@portal/shared-api';
import { ConfirmModal, EmptyState } from '@portal/shared-ui';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { capUserName, TimeCapRow } from './TimeCapRow';

const COLUMNS = ['ID', 'Usuario', 'Descripción', 'Tiempo', 'Tiempo utilizado', 'Opciones'];

/** The granted caps, each expandable to its charged periods and deletable after a confirmation. */
export function TimeCapList({ caps }: { caps: TimeCap[] }) {
  const fetcher = useFetcher();
  const [confirming, setConfirming] = useState<TimeCap | null>(null);
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) setConfirming(null);
  }, [fetcher.state, fetcher.data]);

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
            <TimeCapRow key={cap.id} cap={cap} columns={COLUMNS.length} busy={busy} onDelete={() => setConfirming(cap)} />
          ))}
        </tbody>
      </table>
      <ConfirmModal
        open={confirming !== null}
        message={confirming ? `¿Eliminar el timecap ${confirming.id} de ${capUserName(confirming)} (${formatSeconds(confirming.time)})?` : ''}
        busy={busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && fetcher.submit({ intent: 'remove', id: String(confirming.id) }, { method: 'post' })}
      />
    </>
  );
}
