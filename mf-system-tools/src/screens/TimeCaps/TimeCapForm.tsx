import type { UserSummary } from '@portal/shared-api';
import { displayName, UserSearch } from '@portal/shared-ui';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';

/** The requester picker offers only the people the API lets the caller grant caps to. */
const GRANTABLE = { timeCapGrantable: true } as const;

/** Requester, description and whole hours; the action checks them with the API's rule and sends seconds. */
export function TimeCapForm() {
  const fetcher = useFetcher<{ ok: boolean }>();
  const [requester, setRequester] = useState<UserSummary | null>(null);
  const [name, setName] = useState('');
  const [hours, setHours] = useState('');
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok) return;
    setRequester(null);
    setName('');
    setHours('');
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" noValidate className="card system-panel" aria-label="Nuevo timecap">
      <input type="hidden" name="intent" value="grant" />
      <input type="hidden" name="user" value={requester?.id ?? ''} />
      <UserSearch label="Solicitante" placeholder="Buscar solicitante" scope={GRANTABLE} onSelect={setRequester} />
      {requester && <p>Solicitante: {displayName(requester)}</p>}
      <label>
        Descripción{' '}
        <input className="input" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Horas{' '}
        <input className="input" name="hours" type="number" min={1} value={hours} onChange={(event) => setHours(event.target.value)} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy || !requester}>
        Guardar
      </button>
    </fetcher.Form>
  );
}
