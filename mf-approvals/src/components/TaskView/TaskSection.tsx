import { createContext, type ReactNode, useContext } from 'react';

const InTabPanel = createContext(false);

/** Marks what a tab shows: there the tab names each part, so the parts' own headings are left for screen readers. */
export function TabPanelContent({ children }: { children: ReactNode }) {
  return <InTabPanel.Provider value={true}>{children}</InTabPanel.Provider>;
}

/** One part of a task's view (subtasks, messages, files, time), named by its heading. */
export function TaskSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const inTab = useContext(InTabPanel);
  return (
    <section className="task-section" aria-labelledby={id}>
      <h3 id={id} className={inTab ? 'visually-hidden' : undefined}>
        {title}
      </h3>
      {children}
    </section>
  );
}
