/**
 * The 13 colour pairs of the timeline (spec 02 §9): each user gets the next
 * pair in turn, tasks in its first colour and subtasks in its second. Both
 * carry white labels at WCAG AA contrast.
 */
export type ColourPair = { task: string; subtask: string };

export const COLOUR_PAIRS: readonly ColourPair[] = [
  { task: '#1d4ed8', subtask: '#1e3a8a' },
  { task: '#047857', subtask: '#064e3b' },
  { task: '#b91c1c', subtask: '#7f1d1d' },
  { task: '#7e22ce', subtask: '#581c87' },
  { task: '#b45309', subtask: '#78350f' },
  { task: '#0e7490', subtask: '#164e63' },
  { task: '#be185d', subtask: '#831843' },
  { task: '#4d7c0f', subtask: '#365314' },
  { task: '#4338ca', subtask: '#312e81' },
  { task: '#c2410c', subtask: '#7c2d12' },
  { task: '#0f766e', subtask: '#134e4a' },
  { task: '#a21caf', subtask: '#701a75' },
  { task: '#475569', subtask: '#1e293b' },
];

/** The pair of the row at `rowIndex` (0-based): the 14th user starts the cycle again. */
export function colourPairFor(rowIndex: number): ColourPair {
  const count = COLOUR_PAIRS.length;
  return COLOUR_PAIRS[((rowIndex % count) + count) % count] as ColourPair;
}
