import { Link } from 'react-router';

type Props = { title: string; standalone?: boolean };

/** A page of the route table whose screen is not part of the portal yet: never a blank page. */
export function NotAvailableYet({ title, standalone = false }: Props) {
  return (
    <section className={standalone ? 'page page-centered' : 'page'} aria-labelledby="not-available-title">
      <h1 id="not-available-title">{title}</h1>
      <div className="card empty-state">
        <p>Esta sección todavía no está disponible en el portal.</p>
        <Link className="btn" to={standalone ? '/login' : '/user'}>
          {standalone ? 'Ir al inicio de sesión' : 'Volver al inicio'}
        </Link>
      </div>
    </section>
  );
}
