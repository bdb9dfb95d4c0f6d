import { fileUrl, type MediaObject } from '@portal/shared-api';
import './task-files.css';

/** Download links of a task's attachments. */
export function TaskFiles({ files }: { files: MediaObject[] | undefined }) {
  if (!files || files.length === 0) return <span className="muted">Sin adjuntos</span>;
  return (
    <ul className="task-files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={fileUrl(file.id)} download={file.name}>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
