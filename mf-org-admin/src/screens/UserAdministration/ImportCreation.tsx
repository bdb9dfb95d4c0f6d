import { type ImportResult, userAdministrationApi } from '@portal/shared-api';
import { ConfirmModal, useWriteAndRevalidate } from '@portal/shared-ui';
import { useState } from 'react';
import { USER_ADMIN_TEXTS as TEXTS } from './user-admin-texts';

type ImportCreationProps = { file: File; toCreate: number };

/**
 * 'Crear usuarios' after a preview: sends the same file again (the server
 * checks every row anew), then sums up what was created and why the other rows were not.
 */
export function ImportCreation({ file, toCreate }: ImportCreationProps) {
  const write = useWriteAndRevalidate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);

  const create = async () => {
    setBusy(true);
    const outcome = await write(() => userAdministrationApi.importUsers(file), { success: (done) => `${TEXTS.IMPORT_CREATED}: ${done.created}` });
    setBusy(false);
    setConfirming(false);
    if (outcome.ok) setResult(outcome.value);
  };

  if (result) {
    const refused = result.rows.filter((row) => row.status !== 'created');
    return (
      <div className="user-admin-import-result" role="status">
        <p>{`${TEXTS.IMPORT_CREATED}: ${result.created} · ${TEXTS.IMPORT_EXISTING}: ${result.existing} · ${TEXTS.IMPORT_ERRORS}: ${result.errors}`}</p>
        {refused.length > 0 && (
          <ul aria-label={TEXTS.IMPORT_NOT_CREATED}>
            {refused.map((row) => (
              <li key={row.line}>{`${TEXTS.IMPORT_LINE} ${row.line} (${row.email}): ${row.reason ?? ''}`}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <div className="user-admin-actions">
      <button type="button" className="btn btn-primary" disabled={toCreate === 0} onClick={() => setConfirming(true)}>
        {TEXTS.IMPORT_CREATE}
      </button>
      <ConfirmModal
        open={confirming}
        title={TEXTS.IMPORT_CREATE}
        message={`¿Crear ${toCreate} ${toCreate === 1 ? 'usuario' : 'usuarios'}? ${TEXTS.IMPORT_INVITED}`}
        busy={busy}
        onConfirm={create}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
