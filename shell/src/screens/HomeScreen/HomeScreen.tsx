import { displayName, useSessionUser } from '@portal/shared-ui';
import { Link } from 'react-router';
import { buildNavigation } from '../../navigation/build-navigation';
import { usePortalRegistry } from '../UserLayout/use-portal-registry';
import { HomeWidgets } from './HomeWidgets';

/** `/user`: the layout's home, with the user's cards and a shortcut to every screen they may open. */
export function HomeScreen() {
  const user = useSessionUser();
  const { remotes } = usePortalRegistry();
  const shortcuts = buildNavigation(remotes, user).filter((item) => item.path !== '/user');
  return (
    <section className="page" aria-labelledby="home-title">
      <h1 id="home-title">Hola, {user ? displayName(user) : ''}</h1>
      <HomeWidgets />
      <h2 className="home-shortcuts-title">Accesos directos</h2>
      {shortcuts.length === 0 ? (
        <p className="muted">No tiene pantallas de gestión asignadas.</p>
      ) : (
        <ul className="shortcut-grid">
          {shortcuts.map((item) => (
            <li key={item.path}>
              <Link className="card shortcut" to={item.path}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
