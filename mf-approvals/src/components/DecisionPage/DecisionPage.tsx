import { useRouteTitle } from '@portal/shared-ui';
import type { ReactNode } from 'react';
import './decision-page.css';

type Props = {
  /** The heading's id, which names the page. */
  headingId: string;
  /** How many requests wait: a badge beside the title when there are any. */
  count: number;
  /** What the screen adds to its header ('Ver gestionadas'). */
  controls?: ReactNode;
  children: ReactNode;
};

/** The frame of the decision screens: the route's title with how many wait, then the screen's list. */
export function DecisionPage({ headingId, count, controls, children }: Props) {
  const title = useRouteTitle();
  return (
    <section className="page" aria-labelledby={headingId}>
      <header className="page-header">
        <h1 id={headingId}>{title}</h1>
        {count > 0 && <span className="badge">{count}</span>}
        {controls}
      </header>
      {children}
    </section>
  );
}
