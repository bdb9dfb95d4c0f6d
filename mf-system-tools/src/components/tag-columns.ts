import { TAG_TYPE, type Tag } from '@portal/shared-api';

/** The five columns of a `tags_user` value, in order, with their tag type and default tag id (spec 02 §3, §9). */
export const TAG_COLUMNS = [
  { name: 'Prioridad', typeId: TAG_TYPE.PRIORITY, defaultId: '1' },
  { name: 'Autorización', typeId: TAG_TYPE.AUTHORIZATION, defaultId: '2' },
  { name: 'Haciéndose', typeId: TAG_TYPE.IN_PROGRESS, defaultId: '3' },
  { name: 'Entregado', typeId: TAG_TYPE.DELIVERED, defaultId: '4' },
  { name: 'Revisado', typeId: TAG_TYPE.REVIEWED, defaultId: '5' },
] as const;

/** What a column with no configured tag shows. */
export const UNSET_TAG = { name: 'Paso', color: '#999999', text_color: '#000000' } as const;

/** The tag of one column of a stored value, or undefined when it is not set (or no longer exists). */
export function tagOfColumn(tags: Tag[], value: unknown, index: number): Tag | undefined {
  const id = Array.isArray(value) ? Number(value[index]) : Number.NaN;
  return tags.find((tag) => tag.id === id);
}
