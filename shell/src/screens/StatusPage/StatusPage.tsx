import { useCallback, useEffect, useState } from 'react';
import { ScrollTable } from '@portal/shared-ui';
import { Link } from 'react-router';
import { loadRemotesConfig } from '../../federation/load-remotes-config';
import { type PartReport, probeApi, probeLiveFeed, probeRemote } from './probe-parts';
import './status-page.css';

/** Every part, measured from this browser in parallel. */
async function probeEverything(): Promise<PartReport[]> {
  const [api, liveFeed, remotes] = await Promise.all([
    probeApi(),
    probeLiveFeed(),
    loadRemotesConfig().then(({ remotes }) => Promise.all(remotes.map(probeRemote))),
  ]);
  return [...api, liveFeed, ...remotes];
}

const STATE_CLASS: Record<PartReport['state'], string> = {
  Funciona: 'status-up',
  'No responde': 'status-down',
  Desactivado: 'status-off',
};

/** `/test`: public, for ops; states only, nothing a visitor should not know. */
export function StatusPage() {
  const [parts, setParts] = useState<PartReport[] | null>(null);
  const [checking, setChecking] = useState(true);

  const check = useCallback(() => {
    setChecking(true);
    void probeEverything().then((measured) => {
      setParts(measured);
      setChecking(false);
    });
  }, []);

  useEffect(check, []);

  return (
    <section className="page status-page" aria-labelledby="status-page-title" aria-busy={checking}>
      <h1 id="status-page-title">Estado del portal</h1>
      <div className="card">
        {parts === null ? (
          <p role="status">Comprobando…</p>
        ) : (
          <ScrollTable label="Partes del portal" columns={['Parte', 'Estado', 'Versión', 'Fecha de la versión', 'Tiempo de respuesta']}>
            {parts.map((report) => (
              <tr key={report.part}>
                <th scope="row">{report.part}</th>
                <td>
                  <span className={`status-state ${STATE_CLASS[report.state]}`}>{report.state}</span>
                </td>
                <td>{report.version ?? '—'}</td>
                <td>{report.builtAt ?? '—'}</td>
                <td>{report.ms === undefined ? '—' : `${report.ms} ms`}</td>
              </tr>
            ))}
          </ScrollTable>
        )}
        <div className="status-page-actions">
          <button type="button" className="btn" onClick={check} disabled={checking}>
            {checking ? 'Comprobando…' : 'Comprobar de nuevo'}
          </button>
          <Link to="/login">Ir al inicio de sesión</Link>
        </div>
      </div>
    </section>
  );
}
