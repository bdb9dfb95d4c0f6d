import { type DatabaseBackupFile, databaseBackupsApi } from '@portal/shared-api';
import { EmptyState, formatDateTime, ScrollTable } from '@portal/shared-ui';
import { useEffect, useRef } from 'react';
import { formatBytes } from './format-bytes';
import { useBackupRun } from './use-backup-run';

/** The database backup: a button, its log in a console box once there is one, and the backups on the server to download. */
export function BackupPanel({ backups }: { backups: DatabaseBackupFile[] }) {
  const { run, running, pollError, start } = useBackupRun();
  const consoleRef = useRef<HTMLPreElement>(null);
  const lines = run?.log ?? [];

  useEffect(() => {
    const box = consoleRef.current;
    if (box && lines.length > 0) box.scrollTop = box.scrollHeight;
  }, [lines.length]);

  return (
    <section className="card system-panel" aria-labelledby="backup-title">
      <h2 id="backup-title">Copia de seguridad de la base de datos</h2>
      <button type="button" className="btn btn-primary" disabled={running} onClick={() => void start()}>
        {running ? 'Generando copia...' : 'Generar copia de seguridad'}
      </button>
      {(running || lines.length > 0 || pollError) && (
        <pre ref={consoleRef} className="console-box" role="log" aria-live="polite" aria-label="Registro de la copia de seguridad">
          {lines.map((line, index) => (
            // Lines only ever get appended, so their position is their identity.
            <div key={index}>{line}</div>
          ))}
          {pollError && <div className="console-error">{pollError}</div>}
        </pre>
      )}
      <h3>Copias existentes</h3>
      {backups.length === 0 ? (
        <EmptyState message="Todavía no hay copias de seguridad." />
      ) : (
        <ScrollTable label="Copias existentes" columns={['Nombre', 'Fecha', 'Tamaño', { label: 'Acciones', hidden: true }]}>
          {backups.map((backup) => (
            <tr key={backup.name}>
              <td>{backup.name}</td>
              <td className="cell-date">{formatDateTime(backup.createdAt)}</td>
              <td>{formatBytes(backup.size)}</td>
              <td>
                <a className="btn" href={databaseBackupsApi.downloadUrl(backup)} download={backup.name} aria-label={`Descargar ${backup.name}`}>
                  Descargar
                </a>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </section>
  );
}
