import { ConfirmModal } from '@portal/shared-ui';
import { useState } from 'react';

type DeleteRestoreButtonProps = {
  deleted: boolean;
  deleteLabel: string;
  restoreLabel: string;
  onToggle: (deleted: boolean) => Promise<boolean>;
};

/** 'Eliminar …' or 'Recuperar …', after a yes/no confirmation. */
export function DeleteRestoreButton({ deleted, deleteLabel, restoreLabel, onToggle }: DeleteRestoreButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = deleted ? restoreLabel : deleteLabel;

  const confirm = async () => {
    setBusy(true);
    await onToggle(!deleted);
    setBusy(false);
    setConfirming(false);
  };

  return (
    <>
      <button type="button" className={deleted ? 'btn btn-primary' : 'btn btn-danger'} onClick={() => setConfirming(true)}>
        {label}
      </button>
      <ConfirmModal open={confirming} title={label} message={`¿${label}?`} busy={busy} onConfirm={confirm} onCancel={() => setConfirming(false)} />
    </>
  );
}
