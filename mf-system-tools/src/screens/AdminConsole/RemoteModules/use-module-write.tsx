import { ConfirmModal } from '@portal/shared-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ModuleIntent } from './remote-modules.data';

type Fields = Record<string, string | number | boolean>;
type Question = { title: string; message: string; confirmLabel: string; fields: Fields };

/**
 * One module's writes: `send` posts a change to the console's action at once, `ask` first asks the given question
 * (a roll back, a deactivation) and posts on 'Sí'. The question stays open, busy, until the action has answered.
 */
export function useModuleWrite(module: { name: string; revision: number }) {
  const fetcher = useFetcher();
  const [question, setQuestion] = useState<Question | null>(null);
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) setQuestion(null);
  }, [fetcher.state, fetcher.data]);

  const send = (intent: ModuleIntent, fields: Fields = {}) =>
    void fetcher.submit({ intent, name: module.name, revision: module.revision, ...fields }, { method: 'post' });

  const modal: ReactNode = (
    <ConfirmModal
      open={question !== null}
      title={question?.title}
      message={question?.message ?? ''}
      confirmLabel={question?.confirmLabel}
      busy={busy}
      onCancel={() => setQuestion(null)}
      onConfirm={() => question && send(question.fields.intent as ModuleIntent, question.fields)}
    />
  );

  return {
    busy,
    /** The last answer of the action: `{ ok, value }` or `{ ok: false, message }`. */
    result: fetcher.data as { ok: boolean; value?: unknown } | undefined,
    send,
    ask: (intent: ModuleIntent, fields: Fields, wording: Omit<Question, 'fields'>) => setQuestion({ ...wording, fields: { ...fields, intent } }),
    modal,
  };
}
