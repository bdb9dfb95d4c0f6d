import { closeLiveFeed, onSessionChange, openLiveFeed, startSessionClock, stopSessionClock } from '@portal/shared-api';
import { displayName, Loader, useSessionUser } from '@portal/shared-ui';
import { useEffect, useMemo } from 'react';
import { Link, NavLink, Outlet, useNavigation } from 'react-router';
import { buildNavigation } from '../../navigation/build-navigation';
import { HOME_PATH } from '../../router/spec-routes';
import { usePortalConfig } from '../../portal-config';

/** The `/user` layout: session-wide services, the role-aware menu and the screen outlet. */
export function UserLayout() {
  const user = useSessionUser();
  const { remotes, problems } = usePortalConfig();
  const navigation = useNavigation();
  const items = useMemo(() => buildNavigation(remotes, user), [remotes, user]);

  useEffect(() => {
    startSessionClock();
    openLiveFeed();
    // A 401 anywhere clears the session: leave with a full load so nothing of it survives.
    const stopListening = onSessionChange(() => window.location.assign('/login'));
    return () => {
      stopListening();
      stopSessionClock();
      closeLiveFeed();
    };
  }, []);

  return (
    <div className="app-layout">
      <aside className="sidebar" aria-label="Menú principal">
        <Link className="brand" to="/user">
          Portal de trabajo
        </Link>
        <nav>
          <ul>
            {items.map((item) => (
              <li key={item.path}>
                {/* Only the home entry matches exactly: an entry also stays lit on its screen's deeper URLs (`/gestion_equipos/4`). */}
                <NavLink className="nav-link" to={item.path} end={item.path === HOME_PATH}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="main-column">
        <header className="topbar">
          <span className="user-name" data-testid="current-user">
            {user ? displayName(user) : ''}
          </span>
          <Link className="btn btn-ghost" to="/logout">
            Cerrar sesión
          </Link>
        </header>
        {problems.length > 0 && (
          <div className="config-problems" role="alert">
            <strong>Algunos módulos no están disponibles por un error de configuración:</strong>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <main className="content" aria-busy={navigation.state === 'loading'}>
          {navigation.state === 'loading' ? <Loader /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
