import { bulk } from 'sql-template-tag';
import sql from 'sql-template-tag';
import type { Queryable } from '../database.ts';
import { COMUNIDADES_AUTONOMAS, PROVINCIAS } from './locations-data.ts';

export const TAG_TYPES: readonly [number, string][] = [
  [1, 'Prioridad'],
  [2, 'Autorización'],
  [3, 'Haciéndose'],
  [4, 'Entregado'],
  [5, 'Revisado'],
];

export const TASK_STATUSES: readonly [number, string][] = [
  [1, 'activa'],
  [2, 'solicitada'],
  [3, 'rechazada'],
  [4, 'finalizada'],
];

/** Tag ids per type are fixed by the spec (docs/api-contract.md §3.3); names and colours are ours, every pair at least 4.5:1 (WCAG AA). */
export const TAGS: readonly [id: number, type: number, name: string, color: string, textColor: string][] = [
  [1, 1, 'Normal', '#90caf9', '#000000'],
  [11, 1, 'Baja', '#c8e6c9', '#000000'],
  [16, 1, 'Alta', '#c62828', '#ffffff'],
  [21, 1, 'Urgente', '#b71c1c', '#ffffff'],
  [26, 1, 'Crítica', '#4a148c', '#ffffff'],
  [61, 1, 'Planificada', '#455a64', '#ffffff'],
  [2, 2, 'Pendiente de autorizar', '#ffb300', '#000000'],
  [42, 2, 'Autorizada', '#1b5e20', '#ffffff'],
  [57, 2, 'Denegada', '#d32f2f', '#ffffff'],
  [62, 2, 'En revisión', '#fdd835', '#000000'],
  [66, 2, 'Autorización parcial', '#fb8c00', '#000000'],
  [3, 3, 'Sin empezar', '#bdbdbd', '#000000'],
  [33, 3, 'En curso', '#1976d2', '#ffffff'],
  [38, 3, 'Bloqueada', '#6d4c41', '#ffffff'],
  [48, 3, 'En pruebas', '#00796b', '#ffffff'],
  [53, 3, 'Esperando respuesta', '#8e24aa', '#ffffff'],
  [58, 3, 'En pausa', '#546e7a', '#ffffff'],
  [64, 3, 'Casi terminada', '#7cb342', '#000000'],
  [65, 3, 'Reabierta', '#bf360c', '#ffffff'],
  [4, 4, 'No entregado', '#9e9e9e', '#000000'],
  [34, 4, 'Entregado', '#2e7d32', '#ffffff'],
  [59, 4, 'Entrega parcial', '#aed581', '#000000'],
  [5, 5, 'Sin revisar', '#e0e0e0', '#000000'],
  [35, 5, 'Revisado', '#1565c0', '#ffffff'],
  [60, 5, 'Con observaciones', '#ff7043', '#000000'],
];

/**
 * Data the UI relies on by id (tag types, tags, task statuses, configurations
 * 1 and 3, locations). Safe to run on every start: existing rows are kept.
 */
export async function seedReferenceData(tx: Queryable): Promise<void> {
  await tx.query(sql`INSERT INTO comunidades_autonomas (id, nombre) VALUES ${bulk(COMUNIDADES_AUTONOMAS)} ON CONFLICT (id) DO NOTHING`);
  await tx.query(
    sql`INSERT INTO provincias (id, nombre, comunidad_id) VALUES ${bulk(PROVINCIAS.map(([id, nombre, comunidad]) => [id, nombre, comunidad]))}
        ON CONFLICT (id) DO NOTHING`,
  );
  await tx.query(
    sql`INSERT INTO municipios (id, nombre, provincia_id) VALUES ${bulk(PROVINCIAS.map(([provincia, , , id, nombre]) => [id, nombre, provincia]))}
        ON CONFLICT (id) DO NOTHING`,
  );
  await tx.query(sql`INSERT INTO tag_types (id, name) VALUES ${bulk(TAG_TYPES)} ON CONFLICT (id) DO NOTHING`);
  await tx.query(sql`INSERT INTO task_statuses (id, name) VALUES ${bulk(TASK_STATUSES)} ON CONFLICT (id) DO NOTHING`);
  await tx.query(
    sql`INSERT INTO tags (id, type_id, name, color, text_color) VALUES ${bulk(TAGS.map((tag) => [...tag]))} ON CONFLICT (id) DO NOTHING`,
  );
  await tx.query(
    sql`INSERT INTO configurations (id, name, data, value, user_id) VALUES
        (1, 'client_maintenance', '0', '[]', NULL),
        (3, 'allowed_domains', NULL, '["empresa.es"]', NULL)
        ON CONFLICT (id) DO NOTHING`,
  );
  // Rows above carry explicit ids; new rows must start after the reserved range (docs/api-contract.md §3.2).
  await tx.exec(`
    SELECT setval(pg_get_serial_sequence('configurations', 'id'), greatest(99, (SELECT max(id) FROM configurations)));
    SELECT setval(pg_get_serial_sequence('tags', 'id'), greatest(99, (SELECT max(id) FROM tags)));
  `);
}
