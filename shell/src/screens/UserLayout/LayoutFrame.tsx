import type { SessionUser } from '@portal/shared-api';
import { displayName } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { RemotesConfig } from '../../federation/remotes-config';
import { buildNavigation, type NavItem } from '../../navigation/build-navigation';
import { myBoards } from '../../navigation/my-boards';
import { HOME_PATH } from '../../router/spec-routes';
import { OverrideBanner } from './OverrideBanner';

type LayoutFrameProps = {
  user: SessionUser | null;
  config: RemotesConfig;
  busy: boolean;
  /** The header's live parts (worked time, notices); left out while the portal opens. */
  headerTools?: ReactNode;
  children: ReactNode;
};

function NavList({ items }: { items: NavItem[] }) {
  return (
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
  );
}

/** The menu, the header and the content area: the same frame while a page loads and once it is shown. */
export function LayoutFrame({ user, config, busy, headerTools, children }: LayoutFrameProps) {
  const items = buildNavigation(config.remotes, user);
  const boards = myBoards(config.remotes, user);
  return (
    <div className="app-layout">
      <aside className="sidebar" aria-label="Menú principal">
        <Link className="brand" to={HOME_PATH}>
          Portal de trabajo
        </Link>
        <nav aria-label="Pantallas">
          <NavList items={items} />
        </nav>
        {boards.length > 0 && (
          <nav aria-labelledby="my-boards-heading">
            <h2 id="my-boards-heading" className="nav-heading">
              Mis tableros
            </h2>
            <NavList items={boards} />
          </nav>
        )}
      </aside>
      <div className="main-column">
        <header className="topbar">
          {headerTools}
          <span className="user-name" data-testid="current-user">
            {user ? displayName(user) : ''}
          </span>
          <Link className="btn btn-ghost" to="/logout">
            Cerrar sesión
          </Link>
        </header>
        <OverrideBanner overridden={config.overridden ?? []} />
        {config.problems.length > 0 && (
          <div className="config-problems" role="alert">
            <strong>Algunos módulos no están disponibles por un error de configuración:</strong>
            <ul>
              {config.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {busy && <div className="navigation-progress" role="progressbar" aria-label="Cargando la página" />}
        <main className="content" aria-busy={busy}>
          {children}
        </main>
      </div>
    </div>
  );
}
