import { Link } from 'react-router';
import type { NavGroup, NavItem } from '../../navigation/build-navigation';

type NavListProps = { items: NavItem[]; active: string | null };

/** Links of one section; only the page's one entry is lit (see `activeNavPath`). */
export function NavList({ items, active }: NavListProps) {
  return (
    <ul>
      {items.map((item) => {
        const current = item.path === active;
        return (
          <li key={item.path}>
            <Link className={`nav-link${current ? ' active' : ''}`} to={item.path} aria-current={current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The person's sections of the menu, each under its heading. */
export function NavSections({ groups, active }: { groups: NavGroup[]; active: string | null }) {
  return (
    <nav aria-label="Pantallas" className="nav-sections">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`nav-group-${group.id}`}>
          <h2 id={`nav-group-${group.id}`} className="nav-heading">
            {group.title}
          </h2>
          <NavList items={group.items} active={active} />
        </section>
      ))}
    </nav>
  );
}
