import { Link } from 'react-router';
import type { NavItem } from '../../navigation/build-navigation';
import { HOME_PATH } from '../../router/spec-routes';

/** The places a member goes to every day, kept under the thumb on a phone, in this order when the person has them. */
const DAILY_PLACES: readonly { path: string; label: string }[] = [
  { path: HOME_PATH, label: 'Inicio' },
  { path: '/times', label: 'Mis tiempos' },
  { path: '/calendario', label: 'Calendario' },
];

type BottomBarProps = {
  items: NavItem[];
  boards: NavItem[];
  active: string | null;
  menuOpen: boolean;
  onMenu: () => void;
  /** The menu's entries are still being read: placeholders keep the places' room. */
  pending?: boolean;
};

const PLACEHOLDERS = DAILY_PLACES.map((place) => place.path);

/** The phone's bar at the bottom of the screen: the daily places, the first board, and 'Más' for the whole menu. */
export function BottomBar({ items, boards, active, menuOpen, onMenu, pending = false }: BottomBarProps) {
  const places = DAILY_PLACES.filter((place) => items.some((item) => item.path === place.path));
  const [board] = boards;
  const links = board ? [...places, { path: board.path, label: 'Tablero', title: `Tablero de ${board.label}` }] : places;
  return (
    <nav className="bottom-bar" aria-label="Accesos principales" aria-busy={pending}>
      <ul>
        {pending &&
          PLACEHOLDERS.map((key) => (
            <li key={key} className="bottom-bar-link" aria-hidden="true">
              <span className="skeleton skeleton-place" />
            </li>
          ))}
        {!pending && links.map((link) => {
          const current = link.path === active && !menuOpen;
          return (
            <li key={link.path}>
              <Link
                className={`bottom-bar-link${current ? ' active' : ''}`}
                to={link.path}
                aria-current={current ? 'page' : undefined}
                title={'title' in link ? link.title : undefined}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
        <li>
          <button type="button" className={`bottom-bar-link${menuOpen ? ' active' : ''}`} aria-expanded={menuOpen} aria-controls="main-menu" onClick={onMenu}>
            Más
          </button>
        </li>
      </ul>
    </nav>
  );
}
