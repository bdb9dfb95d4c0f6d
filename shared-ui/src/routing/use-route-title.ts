import { useMatches } from 'react-router';

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string' ? (handle as { title: string }).title : undefined;

/** The title of the deepest route on show that has one: a screen's heading, written once in its route's `handle`. */
export function useRouteTitle(): string {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = titleOf(matches[index]?.handle);
    if (title !== undefined) return title;
  }
  return '';
}
