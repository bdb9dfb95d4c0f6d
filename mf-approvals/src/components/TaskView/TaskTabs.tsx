import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { TabPanelContent } from './TaskSection';

export type TaskTab = { id: string; label: string; content: ReactNode };

type TaskTabsProps = {
  /** Prefix of the tabs' and panels' ids, unique on the page. */
  idPrefix: string;
  label: string;
  tabs: TaskTab[];
};

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The parts of a task one at a time (WAI-ARIA tabs, selection follows focus): arrows, Home and End move between
 * tabs, Tab enters the shown part. Hidden parts stay mounted, so a message being written survives a look elsewhere.
 */
export function TaskTabs({ idPrefix, label, tabs }: TaskTabsProps) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? '');
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[step(Math.max(index, 0), tabs.length)];
    if (!next) return;
    setSelected(next.id);
    buttons.current.get(next.id)?.focus();
  };

  return (
    <div className="task-tabs">
      <div className="task-tablist" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                if (node) buttons.current.set(tab.id, node);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-controls={`${idPrefix}-panel-${tab.id}`}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              className="task-tab"
              onClick={() => setSelected(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${idPrefix}-panel-${tab.id}`}
          aria-labelledby={`${idPrefix}-tab-${tab.id}`}
          className="task-tabpanel"
          hidden={tab.id !== selected}
        >
          <TabPanelContent>{tab.content}</TabPanelContent>
        </div>
      ))}
    </div>
  );
}
