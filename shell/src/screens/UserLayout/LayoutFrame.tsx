import type { SessionUser } from '@portal/shared-api';
import { displayName, firstName } from '@portal/shared-ui';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { RemotesConfig } from '../../federation/remotes-config';
import { activeNavPath, buildNavigation, groupNavigation } from '../../navigation/build-navigation';
import { myBoards } from '../../navigation/my-boards';
import { HOME_PATH } from '../../router/spec-routes';
import { BottomBar } from './BottomBar';
import { MenuSkeleton } from './PageSkeleton';
import { NavList, NavSections } from './NavMenu';
import { OverrideBanner } from './OverrideBanner';

type LayoutFrameProps = {
  user: SessionUser | null;
  /** The registry that names the menu's entries; null while it is read (the menu shows its placeholders). */
  config: RemotesConfig | null;
  busy: boolean;
  /** The header's live parts (worked time, notices); left out while the portal opens. */
  headerTools?: ReactNode;
  children: ReactNode;
};

/** The menu, the header and the content area: the same frame while a page loads and once it is shown. */
export function LayoutFrame({ user, config, busy, headerTools, children }: LayoutFrameProps) {
  const remotes = config?.remotes ?? [];
  const items = buildNavigation(remotes, user);
  const boards = myBoards(remotes, user);
  const active = activeNavPath([...items, ...boards], useLocation().pathname);
  // On a phone the menu opens from the bottom bar's 'Más' over the page; following one of its links, or Escape, folds it again.
  const [menuOpen, setMenuOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
  const greeting = user ? `Hola, ${firstName(user)}` : '';
  return (
    <div className={`app-layout${menuOpen ? ' menu-is-open' : ''}`}>
      <aside className={`sidebar${menuOpen ? ' is-open' : ''}`} aria-label="Menú principal">
        <div className="sidebar-top">
          <Link className="brand" to={HOME_PATH}>
            Portal de trabajo
          </Link>
        </div>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are what the user activates; this only folds the menu after them. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a link followed by keyboard fires this click too. */}
        <div id="main-menu" className="sidebar-menu" onClick={closeOnLink}>
          {config ? <NavSections groups={groupNavigation(items)} active={active} /> : <MenuSkeleton />}
          {boards.length > 0 && (
            <nav aria-labelledby="my-boards-heading">
              <h2 id="my-boards-heading" className="nav-heading">
                Mis tableros
              </h2>
              <NavList items={boards} active={active} />
            </nav>
          )}
          {/* On a phone the header has no room for the account: it lives at the end of the menu. */}
          <div className="sidebar-account">
            <span className="sidebar-account-name">{user ? displayName(user) : ''}</span>
            <Link className="btn" to="/logout">
              Cerrar sesión
            </Link>
          </div>
        </div>
      </aside>
      <div className="main-column">
        <header className="topbar">
          {headerTools}
          <span className="user-name" data-testid="current-user" title={user ? displayName(user) : undefined}>
            {greeting}
          </span>
          <Link className="btn btn-ghost topbar-logout" to="/logout">
            Cerrar sesión
          </Link>
        </header>
        <OverrideBanner overridden={config?.overridden ?? []} />
        {config && config.problems.length > 0 && (
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
      <BottomBar items={items} boards={boards} active={active} menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} pending={!config} />
    </div>
  );
}
