import { createContext, type ReactNode, useContext, useId } from 'react';

const InSection = createContext(false);

/** Whether a panel sits inside a section, and so is one of its parts rather than a section of its own. */
export const useInSection = () => useContext(InSection);

type SectionProps = { title: string; children: ReactNode };

/** One headed part of an administration screen, grouping the panels about one thing. */
export function Section({ title, children }: SectionProps) {
  const titleId = useId();
  return (
    <section className="card org-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="org-section-title">
        {title}
      </h2>
      <InSection.Provider value={true}>{children}</InSection.Provider>
    </section>
  );
}
