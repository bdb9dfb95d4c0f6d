import { Link } from 'react-router';

/** The remote owning this page is switched off in this environment's remotes file. */
export function ModuleUnavailable({ title }: { title: string }) {
  return (
    <section className="page" aria-labelledby="module-unavailable-title">
      <h1 id="module-unavailable-title">{title}</h1>
      <div className="card empty-state">
        <p>Este módulo no está disponible en este momento.</p>
        <Link className="btn" to="/user">
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
