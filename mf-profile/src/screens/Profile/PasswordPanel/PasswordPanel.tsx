import { userPasswordProblem, VALIDATION_MESSAGES } from '@portal/shared-api/rules';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ProfileActionResult } from '../profile.data';
import { submitIntent } from '../submit-intent';

export const CURRENT_PASSWORD_MISSING = 'Introduzca la contraseña actual';

type Fields = { oldPassword: string; newPassword: string; repeatPassword: string };
type Errors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { oldPassword: '', newPassword: '', repeatPassword: '' };

/** The legacy compared the repeat without blocking; here a short or mismatched password never reaches the server. */
function validate(fields: Fields): Errors {
  const errors: Errors = {};
  if (fields.oldPassword === '') errors.oldPassword = CURRENT_PASSWORD_MISSING;
  const tooShort = userPasswordProblem(fields.newPassword);
  if (tooShort) errors.newPassword = tooShort;
  if (fields.repeatPassword !== fields.newPassword) errors.repeatPassword = VALIDATION_MESSAGES.PASSWORDS_DIFFER;
  return errors;
}

/** The password panel (open/closed) of the own profile. */
export function PasswordPanel({ userId }: { userId: number }) {
  const fetcher = useFetcher<ProfileActionResult>();
  const [open, setOpen] = useState(false);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const panelId = useId();
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || result?.intent !== 'change-password') return;
    if (result.ok) {
      setFields(EMPTY);
      setOpen(false);
    } else if (result.fieldErrors.oldPassword || result.fieldErrors.newPassword) {
      setErrors({ oldPassword: result.fieldErrors.oldPassword, newPassword: result.fieldErrors.newPassword });
    }
  }, [fetcher.state, fetcher.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submitIntent(fetcher, { intent: 'change-password', userId, oldPassword: fields.oldPassword, newPassword: fields.newPassword });
  };

  const field = (name: keyof Fields, label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${panelId}-${name}`}>{label}</label>
      <input
        id={`${panelId}-${name}`}
        className="input"
        type="password"
        autoComplete={autoComplete}
        value={fields[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${panelId}-${name}-error` : undefined}
        onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
      />
      {errors[name] && (
        <span id={`${panelId}-${name}-error`} className="form-error">
          {errors[name]}
        </span>
      )}
    </div>
  );

  return (
    <div className="password-panel">
      <button type="button" className="btn" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Cambiar contraseña
      </button>
      {open && (
        <form id={panelId} className="password-form" noValidate onSubmit={submit}>
          {field('oldPassword', 'Contraseña actual', 'current-password')}
          {field('newPassword', 'Nueva contraseña', 'new-password')}
          {field('repeatPassword', 'Repita la nueva contraseña', 'new-password')}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Un momento...' : 'Guardar contraseña'}
          </button>
        </form>
      )}
    </div>
  );
}
