import { type User, userAdministrationApi } from '@portal/shared-api';
import { BAN_REASON_MAX_LENGTH } from '@portal/shared-api/rules';
import { type FormEvent, useId, useState } from 'react';
import { useSave } from '../../components/use-save';
import { FormError } from './PersonFields';
import { USER_ADMIN_TEXTS as TEXTS } from './user-admin-texts';

/** 'Bloquear' with a required 'Motivo del bloqueo', or 'Desbloquear'; a failed ban keeps the reason typed. */
export function BanControl({ user }: { user: User }) {
  const save = useSave();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (user.banned) {
    return (
      <button type="button" className="btn btn-primary" onClick={() => void save(() => userAdministrationApi.unban(user.id))}>
        {TEXTS.UNBAN}
      </button>
    );
  }
  if (!open) {
    return (
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        {TEXTS.BAN}
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(TEXTS.BAN_REASON_REQUIRED);
    if (await save(() => userAdministrationApi.ban(user.id, reason.trim()))) {
      setOpen(false);
      setReason('');
    }
  };
  return (
    <form className="user-admin-ban" aria-label={TEXTS.BAN} onSubmit={submit} noValidate>
      <label htmlFor={reasonId}>{TEXTS.BAN_REASON}</label>
      <textarea
        id={reasonId}
        className="input"
        required
        maxLength={BAN_REASON_MAX_LENGTH}
        value={reason}
        aria-invalid={error !== null}
        onChange={(event) => {
          setError(null);
          setReason(event.target.value);
        }}
      />
      <FormError error={error} />
      <button type="submit" className="btn btn-danger">
        {TEXTS.BAN}
      </button>
      <button type="button" className="btn" onClick={() => setOpen(false)}>
        {TEXTS.CLOSE}
      </button>
    </form>
  );
}
