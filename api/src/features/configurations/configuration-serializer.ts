import type { Configuration } from '@portal/shared-api/entities';
import { iri, item, type Serialized } from '../../core/json-ld/json-ld.ts';

export type ConfigurationRow = { id: number; name: string; data: string | null; value: unknown; user_id: number | null };

export function toConfiguration(row: ConfigurationRow): Serialized<Configuration> {
  return item<Configuration>('Configuration', 'configurations', row.id, {
    name: row.name,
    data: row.data,
    value: row.value,
    user: row.user_id === null ? null : iri('users', row.user_id),
  });
}
