import { errorMessageFrom, usersApi } from '@portal/shared-api';
import { useState } from 'react';
import { NOTIFICATIONS_TEXTS as T } from './texts';

type MailsSwitchProps = { userId: number; initial: boolean };

/** The person's `mails` preference (the profile's field), saved at once; a failed save puts the switch back and says why. */
export function MailsSwitch({ userId, initial }: MailsSwitchProps) {
  const [mails, setMails] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (wanted: boolean) => {
    setMails(wanted);
    setBusy(true);
    setError(null);
    try {
      const saved = await usersApi.update(userId, { mails: wanted });
      setMails(saved.mails ?? wanted);
    } catch (failure) {
      setMails(!wanted);
      setError(errorMessageFrom(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mails-switch">
      <label>
        <input type="checkbox" role="switch" aria-checked={mails} checked={mails} disabled={busy} onChange={(event) => void toggle(event.target.checked)} /> {T.MAILS}
      </label>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
