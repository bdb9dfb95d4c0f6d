import { fileUrl, type MediaObject, mediaObjectsApi } from '@portal/shared-api';
import { FileInput, useWriteAndRevalidate } from '@portal/shared-ui';
import { useState } from 'react';
import { TaskSection } from './TaskSection';

type TaskAttachmentsProps = { taskId: number; files: MediaObject[]; readOnly?: boolean };

/** The task's files: download, remove (the server decides who may), add one. */
export function TaskAttachments({ taskId, files, readOnly = false }: TaskAttachmentsProps) {
  const writeAndRevalidate = useWriteAndRevalidate();
  const [file, setFile] = useState<File | null>(null);
  const live = files.filter((candidate) => !candidate.deleted);

  const upload = async () => {
    if (!file) return;
    const result = await writeAndRevalidate(() => mediaObjectsApi.upload(file, 'Task', taskId), { success: 'Archivo añadido' });
    if (result.ok) setFile(null);
  };

  return (
    <TaskSection id={`task-files-${taskId}`} title={'Archivos'}>
      {live.length === 0 ? (
        <p className="muted">Sin adjuntos</p>
      ) : (
        <ul className="task-file-list">
          {live.map((item) => (
            <li key={item.id}>
              <a href={fileUrl(item.id)} download={item.name}>
                {item.name}
              </a>
              {!readOnly && (
                <button
                  type="button"
                  className="btn-link"
                  aria-label={`Eliminar ${item.name}`}
                  onClick={() => void writeAndRevalidate(() => mediaObjectsApi.remove(item.id), { success: 'Archivo eliminado' })}
                >
                  Eliminar
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <div className="task-upload">
          <FileInput label="Añadir archivo" kind="attachment" file={file} onChange={setFile} />
          <button type="button" className="btn" disabled={!file} onClick={() => void upload()}>
            Subir
          </button>
        </div>
      )}
    </TaskSection>
  );
}
