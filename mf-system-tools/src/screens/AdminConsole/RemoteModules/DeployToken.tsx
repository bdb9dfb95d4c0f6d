import { notify } from '@portal/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { MODULE_TEXTS } from './module-texts';
import type { RemoteModule } from './remote-modules-api';
import { useModuleWrite } from './use-module-write';

/**
 * 'Crear token de despliegue': the API answers a token once and keeps only its hash. It is shown here once, with a
 * copy button, until the admin says it is saved; nothing keeps it after that (not the page, not a reload).
 */
export function DeployToken({ module }: { module: RemoteModule }) {
  const id = useId();
  const write = useModuleWrite(module);
  const [token, setToken] = useState<string | null>(null);
  const taken = useRef<unknown>(undefined);
  const { result } = write;
  useEffect(() => {
    const value = result?.value as { token?: unknown } | undefined;
    if (result?.ok && result !== taken.current && typeof value?.token === 'string') {
      taken.current = result;
      setToken(value.token);
    }
  }, [result]);

  const copy = () =>
    void navigator.clipboard.writeText(token ?? '').then(
      () => notify.success(MODULE_TEXTS.TOKEN_COPIED),
      () => undefined,
    );

  if (token === null) {
    return (
      <button type="button" className="btn btn-ghost" disabled={write.busy} onClick={() => write.send('token')}>
        {MODULE_TEXTS.TOKEN_CREATE}
      </button>
    );
  }
  return (
    <fieldset className="deploy-token">
      <legend id={`${id}-title`}>{MODULE_TEXTS.TOKEN_TITLE}</legend>
      <p id={`${id}-note`}>{MODULE_TEXTS.TOKEN_ONCE}</p>
      <div className="deploy-token-value">
        <input className="input" readOnly value={token} aria-labelledby={`${id}-title`} aria-describedby={`${id}-note`} onFocus={(event) => event.target.select()} />
        <button type="button" className="btn" onClick={copy}>
          {MODULE_TEXTS.TOKEN_COPY}
        </button>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => setToken(null)}>
        {MODULE_TEXTS.TOKEN_DONE}
      </button>
    </fieldset>
  );
}
