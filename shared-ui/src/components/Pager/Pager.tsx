import { type KeyboardEvent, useEffect, useRef } from 'react';
import { TEXTS } from '../../texts';

type PagerProps = {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  /** What the pages are of, for screen readers, e.g. 'Páginas de tareas'. */
  label: string;
  onPage: (page: number) => void;
  /** While a page loads neither button moves. */
  busy?: boolean;
};

/**
 * 'Anterior' / 'Página N de M' / 'Siguiente', shown only when there is more than one page. Inside it the arrow keys
 * move a page and Home / End go to the ends; a button disabled at an end hands its focus to the other one, so the
 * keyboard never loses its place.
 */
export function Pager({ page, pages, label, onPage, busy = false }: PagerProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // The button to take the focus once the page shown has changed (a disabled button cannot hold it).
  const refocus = useRef<HTMLButtonElement | null>(null);
  const shown = Math.min(Math.max(page, 1), pages);
  useEffect(() => {
    if (shown > 0) refocus.current?.focus();
    refocus.current = null;
  }, [shown]);
  if (pages <= 1) return null;

  const go = (target: number) => {
    if (busy || target < 1 || target > pages || target === shown) return;
    const focusInside = previous.current?.parentElement?.contains(document.activeElement) ?? false;
    if (focusInside) refocus.current = target === 1 ? next.current : target === pages ? previous.current : null;
    onPage(target);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 1, End: pages }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  return (
    <nav className="pager" aria-label={label} onKeyDown={onKeyDown}>
      <button ref={previous} type="button" className="btn btn-ghost" disabled={shown <= 1 || busy} onClick={() => go(shown - 1)}>
        {TEXTS.PREVIOUS}
      </button>
      <span aria-live="polite">
        Página {shown} de {pages}
      </span>
      <button ref={next} type="button" className="btn btn-ghost" disabled={shown >= pages || busy} onClick={() => go(shown + 1)}>
        {TEXTS.NEXT}
      </button>
    </nav>
  );
}
