import { useNavigate, useParams } from 'react-router';

/** The item chosen on a screen lives in the URL (`/gestion_equipos/5`): opening that URL chooses it again. */
export function useRouteSelection(basePath: string): [number | null, (id: number | null) => void] {
  const { id } = useParams();
  const navigate = useNavigate();
  const selectedId = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  const select = (next: number | null) => navigate(next === null ? basePath : `${basePath}/${next}`);
  return [selectedId, select];
}
