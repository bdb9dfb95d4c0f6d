import { iri, mediaObjectsApi, type TaskMessage, taskMessagesApi } from '@portal/shared-api';
import { useSessionUser } from '@portal/shared-api/react';
import { displayName, FileInput, formatDateTime, useWriteAndRevalidate } from '@portal/shared-ui';
import { type FormEvent, useRef, useState } from 'react';
import type { People } from '../Assignees';
import { TaskFiles } from '../TaskFiles';
import { idOf } from './view-ids';

type TaskThreadProps = { taskId: number; messages: TaskMessage[]; people: People };

/** The task's conversation, oldest first so the newest is at the bottom, and the box to write with an optional file. */
export function TaskThread({ taskId, messages, people }: TaskThreadProps) {
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
        const messageId = writtenId ?? (await taskMessagesApi.write(taskId, text, { notifyErrors: false })).id;
        setWrittenId(messageId);
        if (file) await mediaObjectsApi.upload(file, 'TaskMessage', messageId, { notifyErrors: false });
        return messageId;
      },
      { success: null },
    );
    setSending(false);
    if (result.ok) {
      setWrittenId(null);
      setText('');
      setFile(null);
      box.current?.focus();
    }
  };

  const remove = (message: TaskMessage) =>
    writeAndRevalidate(() => taskMessagesApi.remove(message.id, { notifyErrors: false }), { success: 'Mensaje eliminado' });

  return (
    <section className="task-section" aria-labelledby={`task-thread-${taskId}`}>
      <h3 id={`task-thread-${taskId}`}>Mensajes</h3>
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
        <label className="visually-hidden" htmlFor={`task-compose-${taskId}`}>
          Escribe un mensaje
        </label>
        <textarea
          id={`task-compose-${taskId}`}
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
    </section>
  );
}
