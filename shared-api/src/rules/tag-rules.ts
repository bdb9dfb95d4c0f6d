/** Tags (`/api/tags`, docs/api-contract.md §4.12, L3): a tag's colours must stay readable on the cards. */

export const TAG_TYPE_IDS = [1, 2, 3, 4, 5] as const;

/** WCAG AA for the small text of the cards. */
export const MIN_TAG_CONTRAST = 4.5;

export const TAG_MESSAGES = {
  NAME_EMPTY: 'El nombre no puede estar vacío',
  COLOR_INVALID: 'El color debe tener la forma #RRGGBB',
  TYPE_INVALID: 'El tipo de etiqueta no es válido',
  LOW_CONTRAST: 'El color del texto no contrasta lo suficiente con el fondo',
} as const;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX_COLOR.test(value);

/** WCAG 2 relative luminance of a `#RRGGBB` colour. */
function luminance(color: string): number {
  const [red, green, blue] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(color.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2 contrast ratio of two `#RRGGBB` colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Black or white, whichever reads better on `background` (at least one of them always passes 4.5:1). */
export function suggestedTextColor(background: string): '#000000' | '#ffffff' {
  return contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';
}

export type TagDraft = { name?: unknown; color?: unknown; text_color?: unknown; type?: unknown };

/** The first refusal of a tag, as the API words it; null when it may be saved. `type` is the tag type's id. */
export function tagProblem(draft: TagDraft): { field: 'name' | 'color' | 'text_color' | 'type'; message: string } | null {
  if (typeof draft.name !== 'string' || draft.name.trim() === '') return { field: 'name', message: TAG_MESSAGES.NAME_EMPTY };
  if (!(TAG_TYPE_IDS as readonly unknown[]).includes(draft.type)) return { field: 'type', message: TAG_MESSAGES.TYPE_INVALID };
  if (!isHexColor(draft.color)) return { field: 'color', message: TAG_MESSAGES.COLOR_INVALID };
  if (!isHexColor(draft.text_color)) return { field: 'text_color', message: TAG_MESSAGES.COLOR_INVALID };
  if (contrastRatio(draft.color, draft.text_color) < MIN_TAG_CONTRAST) return { field: 'text_color', message: TAG_MESSAGES.LOW_CONTRAST };
  return null;
}
