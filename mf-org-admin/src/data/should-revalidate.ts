import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** Choosing another item only changes the id in the URL: the loaded lists stay; a save reloads them. */
export function shouldRevalidateOrganisation({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const section = (url: URL) => url.pathname.split('/')[1];
  if (currentUrl.pathname !== nextUrl.pathname && section(currentUrl) === section(nextUrl)) return false;
  return defaultShouldRevalidate;
}
