import { iri, item, type JsonObject } from './json-ld.ts';

export type ConfigurationRow = { id: number; name: string; data: string | null; value: unknown; user_id: number | null };

export function toConfiguration(row: ConfigurationRow): JsonObject {
  return item('Configuration', 'configurations', row.id, {
    name: row.name,
    data: row.data,
    value: row.value,
    user: row.user_id === null ? null : iri('users', row.user_id),
  });
}
