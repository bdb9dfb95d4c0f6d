import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { DomainsWriteResult } from './system-management.data';

/** The allowed e-mail domains (configuration 3): add one, remove one; the server's reason shows under the field. */
export function AllowedDomainsPanel({ domains }: { domains: string[] }) {
  const fetcher = useFetcher<DomainsWriteResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const errorId = useId();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const reason = result && !result.ok ? (Object.values(result.fieldErrors)[0] ?? result.message) : null;

  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) formRef.current?.reset();
  }, [fetcher.state, result]);

  const current = JSON.stringify(domains);
  return (
    <section className="card system-panel" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>Dominios permitidos</h2>
      {domains.length === 0 ? (
        <p className="muted">Sin dominios: se admite cualquier dominio.</p>
      ) : (
        <ul className="domain-list">
          {domains.map((domain) => (
            <li key={domain}>
              <span>{domain}</span>
              <fetcher.Form method="post">
                <input type="hidden" name="current" value={current} />
                <input type="hidden" name="domain" value={domain} />
                <button type="submit" name="intent" value="remove" className="btn btn-ghost" disabled={busy} aria-label={`Quitar ${domain}`}>
                  Quitar
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      )}
      <fetcher.Form method="post" ref={formRef} className="domain-add">
        <input type="hidden" name="current" value={current} />
        <label htmlFor={inputId}>Nuevo dominio</label>
        <input
          id={inputId}
          name="domain"
          className="input"
          placeholder="empresa.es"
          required
          aria-invalid={reason !== null}
          aria-describedby={reason ? errorId : undefined}
        />
        <button type="submit" name="intent" value="add" className="btn btn-primary" disabled={busy}>
          Añadir
        </button>
        {reason && (
          <p id={errorId} className="form-error">
            {reason}
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}
