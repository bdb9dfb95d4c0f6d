import { useNavigate, useParams } from 'react-router';

/**
 * The item chosen on a screen lives in the URL (`/gestion_equipos/5`): opening that URL chooses it again. Choosing
 * moves relative to the URL, so the screen's path stays written only in its route.
 */
export function useRouteSelection(): [number | null, (id: number | null) => void] {
  const { id } = useParams();
  const navigate = useNavigate();
  const selectedId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  const screenPath = id === undefined ? '.' : '..';
  const select = (next: number | null) => navigate(next === null ? screenPath : `${screenPath}/${next}`, { relative: 'path' });
  return [selectedId, select];
}
