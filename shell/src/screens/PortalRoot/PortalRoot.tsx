import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';

export const PORTAL_NAME = 'Portal de trabajo';

/** The deepest matched route's `handle.title`, as the browser tab shows it. */
export function documentTitle(matches: { handle?: unknown }[]): string {
  const titled = matches.findLast((match) => typeof (match.handle as { title?: unknown } | undefined)?.title === 'string');
  const title = (titled?.handle as { title: string } | undefined)?.title;
  return title ? `${title} · ${PORTAL_NAME}` : PORTAL_NAME;
}

/** The root of every page: keeps the document title in step with the screen. */
export function PortalRoot() {
  const title = documentTitle(useMatches());
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
