import { redirect } from 'react-router';

type Choosable = { id: number; deleted?: boolean };

/** The id of the one live item a list offers, or `null` when it offers none or several (then the person chooses). */
export function onlyChoice(choices: readonly Choosable[]): number | null {
  const live = choices.filter((choice) => !choice.deleted);
  return live.length === 1 ? (live[0]?.id ?? null) : null;
}

/**
 * For a loader whose screen keeps a choice in the query: when the query has none and the list offers exactly one,
 * a redirect to the same URL with that choice, as choosing it would write; otherwise `null`. Being a redirect, the
 * choice is in the address: back leaves the screen instead of coming back to an empty choice, and links keep it.
 */
export function redirectToOnlyChoice(request: Request, param: string, choices: readonly Choosable[]): Response | null {
  const url = new URL(request.url);
  if (url.searchParams.get(param)) return null;
  const id = onlyChoice(choices);
  if (id === null) return null;
  url.searchParams.set(param, String(id));
  return redirect(`${url.pathname}${url.search}${url.hash}`);
}
