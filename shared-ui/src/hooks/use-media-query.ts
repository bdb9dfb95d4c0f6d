import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint, the same as the design system's `@media (max-width: 40rem)` rules. */
export const PHONE_QUERY = '(max-width: 40rem)';

/** Whether `query` matches now, following the window as it changes; false where there is no window to ask (tests, server). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
