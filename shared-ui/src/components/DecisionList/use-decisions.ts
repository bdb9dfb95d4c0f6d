import { errorMessageFrom } from '@portal/shared-api';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { notify } from '../../toast';
import type { Decision, DecisionTexts } from './decision-types';

export type DecisionRun = { done: number; total: number };

export type DecisionsOptions<T> = {
  /** Sends one decision; a refusal throws (the client's calls do), with the server's reason. */
  decide: (id: number, decision: Decision) => Promise<T>;
  texts: DecisionTexts;
  /**
   * Keep decided requests on show with the server's answer (`onDecided`) instead
   * of reading the list again: a handled justification can be flipped at once.
   */
  keepDecided?: boolean;
  onDecided?: (id: number, value: T) => void;
};

/**
 * Runs decisions one request at a time, so the progress is real and a refusal
 * stops nothing: each failure stays on its request with the server's reason
 * (and stays selected), and every success leaves the list when it is read again.
 */
export function useDecisions<T>({ decide, texts, keepDecided = false, onDecided }: DecisionsOptions<T>) {
  const revalidator = useRevalidator();
  const [run, setRun] = useState<DecisionRun | null>(null);
  const [deciding, setDeciding] = useState<ReadonlySet<number>>(new Set());
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  async function decideAll(ids: number[], decision: Decision): Promise<boolean> {
    setDeciding(new Set(ids));
    setRun({ done: 0, total: ids.length });
    setErrors((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
    const failures = new Map<number, string>();
    let accepted = 0;
    for (const [index, id] of ids.entries()) {
      try {
        const value = await decide(id, decision);
        accepted += 1;
        onDecided?.(id, value);
      } catch (error) {
        const reason = errorMessageFrom(error);
        failures.set(id, texts.failure ? texts.failure(reason) : reason);
      }
      setRun({ done: index + 1, total: ids.length });
    }
    if (accepted > 0) notify.success(accepted > 1 && texts.successMany ? texts.successMany(accepted) : texts.success);
    // The same refusal for several requests (all decided elsewhere) is one toast; each card keeps its own.
    for (const message of new Set(failures.values())) notify.error(message);
    setErrors((current) => new Map([...current, ...failures]));
    setSelected((current) => new Set([...current].filter((id) => failures.has(id) || !ids.includes(id))));
    setDeciding(new Set());
    setRun(null);
    // A refused request has probably changed meanwhile: read the list again whatever `keepDecided` says.
    if (!keepDecided || failures.size > 0) await revalidator.revalidate();
    return failures.size === 0;
  }

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return { run, deciding, errors, selected, setSelected, toggle, decideAll };
}
