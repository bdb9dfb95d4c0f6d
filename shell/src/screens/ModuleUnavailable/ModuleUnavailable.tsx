import { Link } from 'react-router';

/** Said wherever a switched-off remote's screen or home card would be. */
export const MODULE_UNAVAILABLE_TEXT = 'Este módulo no está disponible en este momento.';

/** The remote owning this page is switched off in this environment's remotes file. */
export function ModuleUnavailable({ title }: { title: string }) {
  return (
    <section className="page" aria-labelledby="module-unavailable-title">
      <h1 id="module-unavailable-title">{title}</h1>
      <div className="card empty-state">
        <p>{MODULE_UNAVAILABLE_TEXT}</p>
        <Link className="btn" to="/user">
          Volver al inicio
        </Link>
      </div>
    </section>
  );
}
