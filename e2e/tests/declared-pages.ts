import type { APIRequestContext, Page } from '@playwright/test';

/** A page of a remote, as its build declared it in its manifest and the shell serves it in the remotes file. */
export type DeclaredPage = { remote: string; pattern: string; access: string; path: string };

type ServedFile = { remotes: { name: string; enabled: boolean; routes?: { path: string; access: string }[] }[] };

/** `/board/:boardTeamID` → `/board/7` with `{ boardTeamID: '7' }`; a parameter not given is 1, an optional one is left out. */
export function fillPath(pattern: string, samples: Record<string, string>): string {
  const segments = pattern.split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    return segment.endsWith('?') ? [] : [samples[segment.slice(1)] ?? '1'];
  });
  return segments.join('/') || '/';
}

/**
 * Every page the portal's remotes declare (switched-on remotes), read from the remotes file the running shell
 * serves: a screen a remote adds is found here, with no list to edit.
 */
export async function declaredPages(request: APIRequestContext, samples: Record<string, string> = {}): Promise<DeclaredPage[]> {
  const response = await request.get('/config/remotes.json');
  const file = (await response.json()) as ServedFile;
  return file.remotes
    .filter((remote) => remote.enabled)
    .flatMap((remote) => (remote.routes ?? []).map((route) => ({ remote: remote.name, pattern: route.path, access: route.access, path: fillPath(route.path, samples) })));
}

/** Whether the person signed in on `page` stayed on `path` once its screen (or the page refused to them) is drawn. */
export async function stayedOn(page: Page, path: string): Promise<boolean> {
  return new URL(page.url()).pathname === new URL(path, page.url()).pathname;
}
