import { type ReactNode, useId } from 'react';
import { useInSection } from '../Section';

type PanelProps = { title: string; children: ReactNode; busy?: boolean };

/** One titled part of an administration screen, a region named by its title: a section of its own, or a part of one. */
export function Panel({ title, children, busy = false }: PanelProps) {
  const titleId = useId();
  const inSection = useInSection();
  const Heading = inSection ? 'h3' : 'h2';
  return (
    <section className={inSection ? 'org-subsection' : 'card org-section'} aria-labelledby={titleId} aria-busy={busy}>
      <Heading id={titleId} className={inSection ? 'org-subsection-title' : 'org-section-title'}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
