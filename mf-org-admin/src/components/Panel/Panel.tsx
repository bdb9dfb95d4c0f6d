import { type ReactNode, useId } from 'react';

type PanelProps = { title: string; children: ReactNode; busy?: boolean };

/** One titled box of an administration screen; a region named by its title. */
export function Panel({ title, children, busy = false }: PanelProps) {
  const titleId = useId();
  return (
    <section className="card org-panel" aria-labelledby={titleId} aria-busy={busy}>
      <h2 id={titleId} className="org-panel-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
