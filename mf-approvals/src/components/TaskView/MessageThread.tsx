import { iri, mediaObjectsApi, type SubtaskMessage, subtaskMessagesApi, type TaskMessage, taskMessagesApi } from '@portal/shared-api';
import { useSessionUser } from '@portal/shared-api/react';
import { displayName, FileInput, formatDateTime, useWriteAndRevalidate } from '@portal/shared-ui';
import { type FormEvent, useRef, useState } from 'react';
import type { People } from '../Assignees';
import { TaskFiles } from '../TaskFiles';
import { idOf } from './view-ids';
import { TaskSection } from './TaskSection';

/** Whose conversation it is: a task's, or one of its subtasks'. */
export type MessageOwner = { kind: 'task' | 'subtask'; id: number };
type Message = TaskMessage | SubtaskMessage;

const MESSAGES = {
  task: { api: taskMessagesApi, entity: 'TaskMessage' },
  subtask: { api: subtaskMessagesApi, entity: 'SubtaskMessage' },
} as const;

type MessageThreadProps = {
  owner: MessageOwner;
  messages: Message[];
  people: People;
  /** Shown as the section's heading. */
  title: string;
  /** After a write, besides revalidating the route (a subtask's thread reloads its own list). */
  onWritten?: () => unknown;
};

/** A task's or subtask's conversation, oldest first so the newest is at the bottom, and the box to write with an optional file. */
export function MessageThread({ owner, messages, people, title, onWritten }: MessageThreadProps) {
  const user = useSessionUser();
  const writeAndRevalidate = useWriteAndRevalidate();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  // A message already written whose file failed to upload: sending again retries the upload only.
  const [writtenId, setWrittenId] = useState<number | null>(null);
  const me = user ? iri('users', user.id) : null;
  const box = useRef<HTMLTextAreaElement>(null);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return;
    setSending(true);
    const result = await writeAndRevalidate(
      async () => {
        const messageId = writtenId ?? (await MESSAGES[owner.kind].api.write(owner.id, text)).id;
        setWrittenId(messageId);
        if (file) await mediaObjectsApi.upload(file, MESSAGES[owner.kind].entity, messageId);
        return messageId;
      },
      { success: null },
    );
    setSending(false);
    if (result.ok) {
      await onWritten?.();
      setWrittenId(null);
      setText('');
      setFile(null);
      box.current?.focus();
    }
  };

  const remove = async (message: Message) => {
    const removal = (): Promise<Message> => MESSAGES[owner.kind].api.remove(message.id);
    const result = await writeAndRevalidate(removal, { success: 'Mensaje eliminado' });
    if (result.ok) await onWritten?.();
  };
  const ids = `${owner.kind}-${owner.id}`;

  return (
    <TaskSection id={`thread-${ids}`} title={title}>
      {messages.length === 0 ? (
        <p className="muted">Sin mensajes</p>
      ) : (
        <ol className="task-messages">
          {messages.map((message) => {
            const author = people.get(idOf(message.user) ?? 0);
            return (
              <li key={message.id} className={`task-message${message.user === me ? ' is-mine' : ''}`}>
                <header className="task-message-meta">
                  <strong>{author ? displayName(author) : 'Usuario'}</strong>
                  {message.createdAt && <span className="muted small">{formatDateTime(message.createdAt)}</span>}
                  {message.user === me && (
                    <button type="button" className="btn-link" onClick={() => void remove(message)}>
                      Eliminar
                    </button>
                  )}
                </header>
                <p>{message.message}</p>
                {(message.files ?? []).length > 0 && <TaskFiles files={message.files} />}
              </li>
            );
          })}
        </ol>
      )}
      <form className="task-compose" onSubmit={(event) => void send(event)}>
        <label className="visually-hidden" htmlFor={`compose-${ids}`}>
          Escribe un mensaje
        </label>
        <textarea
          id={`compose-${ids}`}
          ref={box}
          className="input"
          rows={3}
          placeholder="Escribe un mensaje…"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <FileInput label="Adjuntar archivo (opcional)" kind="attachment" file={file} onChange={setFile} disabled={sending} />
        <button type="submit" className="btn btn-primary" disabled={sending || text.trim() === ''}>
          {sending ? 'Enviando...' : 'Enviar'}
        </button>
      </form>
    </TaskSection>
  );
}
