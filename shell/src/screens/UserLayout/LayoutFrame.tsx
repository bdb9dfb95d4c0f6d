import type { SessionUser } from '@portal/shared-api';
import { displayName } from '@portal/shared-ui';
import { type MouseEvent, type ReactNode, useState } from 'react';
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
  // On a phone the menu folds into a button; following one of its links folds it again.
  const [menuOpen, setMenuOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };
  return (
    <div className="app-layout">
      <aside className={`sidebar${menuOpen ? ' is-open' : ''}`} aria-label="Menú principal">
        <div className="sidebar-top">
          <Link className="brand" to={HOME_PATH}>
            Portal de trabajo
          </Link>
          <button type="button" className="btn menu-toggle" aria-expanded={menuOpen} aria-controls="main-menu" onClick={() => setMenuOpen((open) => !open)}>
            Menú
          </button>
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are what the user activates; this only folds the menu after them. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link followed by keyboard fires this click too. */}
        <div id="main-menu" className="sidebar-menu" onClick={closeOnLink}>
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
        </div>
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
