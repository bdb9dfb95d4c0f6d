import { errorMessageFrom, type ImportPreview, userAdministrationApi } from '@portal/shared-api';
import { FilePicker, ScrollTable } from '@portal/shared-ui';
import { useId, useState } from 'react';
import { ImportCreation } from './ImportCreation';
import { FormError } from './PersonFields';
import { USER_ADMIN_TEXTS as TEXTS } from './user-admin-texts';

const STATUS_NAMES = { create: 'Se creará', existing: 'Ya existe', error: 'Error' } as const;

/** 'Importar usuarios': a CSV (e-mail, name, department, teams) shown row by row, then created on confirmation. */
export function ImportPreviewPanel() {
  const fileId = useId();
  const [preview, setPreview] = useState<{ file: File; rows: ImportPreview; readAt: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const read = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setPreview({ file, rows: await userAdministrationApi.previewImport(file), readAt: Date.now() });
    } catch (failure) {
      setPreview(null);
      setError(errorMessageFrom(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel user-admin-import" aria-labelledby="user-import-title" aria-busy={busy}>
      <h2 id="user-import-title">{TEXTS.IMPORT}</h2>
      <div className="field">
        <label htmlFor={fileId}>{TEXTS.IMPORT_FILE}</label>
        <FilePicker id={fileId} fileName={preview?.file.name ?? null} accept=".csv,text/csv" onChange={(event) => void read(event.target.files?.[0])} />
      </div>
      <FormError error={error} />
      {preview && (
        <>
          <p>{`${TEXTS.IMPORT_TO_CREATE}: ${preview.rows.toCreate} · ${TEXTS.IMPORT_EXISTING}: ${preview.rows.existing} · ${TEXTS.IMPORT_ERRORS}: ${preview.rows.errors}`}</p>
          {/* A new file or a new preview starts a new import: the summary of the previous one goes. */}
          <ImportCreation key={preview.readAt} file={preview.file} toCreate={preview.rows.toCreate} />
          <ScrollTable
            label={TEXTS.IMPORT_PREVIEW}
            columns={[TEXTS.IMPORT_LINE, TEXTS.EMAIL, TEXTS.NAME, TEXTS.DEPARTMENT, TEXTS.TEAMS, TEXTS.STATE]}
          >
            {preview.rows.rows.map((row) => (
              <tr key={row.line}>
                <td>{row.line}</td>
                <td>{row.email}</td>
                <td>{row.name}</td>
                <td>{row.department}</td>
                <td>{row.teams.join(', ')}</td>
                <td>{row.reason && row.status === 'error' ? `${STATUS_NAMES.error}: ${row.reason}` : STATUS_NAMES[row.status]}</td>
              </tr>
            ))}
          </ScrollTable>
        </>
      )}
    </section>
  );
}
