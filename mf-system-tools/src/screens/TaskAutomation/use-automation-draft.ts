import { AUTO_TASK_CADENCE, AUTO_TASK_DEFAULT_TAGS, isEmail, type UserSummary } from '@portal/shared-api';
import { useMemo, useState } from 'react';

/** What the form holds before it is sent; codes are '' until chosen. */
export type AutomationDraft = {
  name: string;
  email: string;
  users: UserSummary[];
  cadence: number | '';
  days: number[];
  due: number | '';
  tags: number[];
  /** The member the tasks are requested by; '' for the one who creates the automation. */
  requester: number | '';
};

const EMPTY: AutomationDraft = { name: '', email: '', users: [], cadence: '', days: [], due: '', tags: [...AUTO_TASK_DEFAULT_TAGS], requester: '' };

/** Spec 02 §5: name, a valid e-mail, a plazo, a cadence and, unless daily, at least one day. */
export function isDraftValid(draft: AutomationDraft): boolean {
  const daysChosen = draft.cadence === AUTO_TASK_CADENCE.DAILY || draft.days.length > 0;
  return draft.name.trim() !== '' && isEmail(draft.email.trim()) && draft.due !== '' && draft.cadence !== '' && daysChosen;
}

/** The form's state and its transitions (spec 02 §4: a cadence change clears the days, monthly keeps one). */
export function useAutomationDraft() {
  const [draft, setDraft] = useState<AutomationDraft>(EMPTY);
  // Stable across renders, so effects may depend on them.
  const actions = useMemo(() => {
    const change = (patch: Partial<AutomationDraft>) => setDraft((current) => ({ ...current, ...patch }));
    return {
      change,
      reset: () => setDraft(EMPTY),
      chooseCadence: (cadence: number | '') => change({ cadence, days: [] }),
      toggleWeekday: (day: number) =>
        setDraft((current) => ({
          ...current,
          days: current.days.includes(day) ? current.days.filter((one) => one !== day) : [...current.days, day].sort((a, b) => a - b),
        })),
      chooseMonthDay: (day: number | '') => change({ days: day === '' ? [] : [day] }),
      chooseTag: (index: number, tagId: number) =>
        setDraft((current) => ({ ...current, tags: current.tags.map((one, position) => (position === index ? tagId : one)) })),
      addUser: (user: UserSummary) =>
        setDraft((current) => (current.users.some((one) => one.id === user.id) ? current : { ...current, users: [...current.users, user] })),
      removeUser: (id: number) => setDraft((current) => ({ ...current, users: current.users.filter((one) => one.id !== id) })),
    };
  }, []);
  return { draft, ...actions };
}

export type AutomationDraftControls = ReturnType<typeof useAutomationDraft>;
