import { type Subtask, type SubtaskMessage, subtaskMessagesApi, type UserSummary } from '@portal/shared-api';
import { Loader, LoadErrorView } from '@portal/shared-ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { People } from '../Assignees';
import { MessageThread } from './MessageThread';
import { missingPeople } from './task-contents';

type Loaded = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'loaded'; messages: SubtaskMessage[]; authors: UserSummary[] };

/** A subtask's messages, read when the user opens them (a task's list only carries their references). */
function useSubtaskMessages(subtaskId: number, people: People) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const load = useCallback(async () => {
    try {
      const messages = await subtaskMessagesApi.listOf(subtaskId);
      const authors = await missingPeople(
        messages.map((message) => message.user),
        (id) => people.has(id),
      );
      setLoaded({ status: 'loaded', messages, authors });
    } catch (error) {
      setLoaded({ status: 'failed', error });
    }
  }, [subtaskId, people]);
  const retry = () => {
    setLoaded({ status: 'loading' });
    void load();
  };
  return { loaded, load, retry };
}

function SubtaskMessages({ subtask, people }: { subtask: Subtask; people: People }) {
  const { loaded, load, retry } = useSubtaskMessages(subtask.id, people);
  // Read again whenever the task view is (its people are loaded anew with it): after a write here or a live change.
  useEffect(() => {
    void load();
  }, [load]);
  const everyone = useMemo(() => {
    if (loaded.status !== 'loaded' || loaded.authors.length === 0) return people;
    return new Map([...people, ...loaded.authors.map((author) => [author.id, author] as const)]);
  }, [people, loaded]);

  if (loaded.status === 'loading') return <Loader />;
  if (loaded.status === 'failed') return <LoadErrorView message="No se han podido cargar los mensajes" error={loaded.error} onRetry={retry} />;
  return (
    <MessageThread owner={{ kind: 'subtask', id: subtask.id }} messages={loaded.messages} people={everyone} title={`Mensajes de ${subtask.name}`} onWritten={load} />
  );
}

/** The 'Mensajes (n)' toggle under a subtask, and its conversation when open. */
export function SubtaskThread({ subtask, people }: { subtask: Subtask; people: People }) {
  const [open, setOpen] = useState(false);
  const panelId = `subtask-thread-${subtask.id}`;
  return (
    <div className="subtask-thread">
      <button type="button" className="subtask-thread-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Mensajes ({subtask.messages.length})
      </button>
      <div id={panelId} hidden={!open}>
        {open && <SubtaskMessages subtask={subtask} people={people} />}
      </div>
    </div>
  );
}
