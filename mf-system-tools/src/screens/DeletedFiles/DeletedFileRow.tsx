import { fileUrl, type MediaObject } from '@portal/shared-api';
import { creatorOf, fileKindOf, originOf } from './file-facts';

const ICON_TEXT = { pdf: 'PDF', xls: 'XLS', docx: 'DOC', other: 'FILE' } as const;

/** One deleted file: icon, name, origin, creator, and its two actions. */
export function DeletedFileRow({ file, busy, onRemove }: { file: MediaObject; busy: boolean; onRemove: (file: MediaObject) => void }) {
  const kind = fileKindOf(file.name);
  return (
    <article className="card file-row" aria-label={file.name}>
      <span className={`file-icon file-icon-${kind}`} role="img" aria-label={`Archivo ${ICON_TEXT[kind]}`}>
        {ICON_TEXT[kind]}
      </span>
      <div>
        <strong>{file.name}</strong>
        <div>{originOf(file)}</div>
        <div className="muted">{creatorOf(file)}</div>
      </div>
      <div className="file-actions">
        <a className="btn btn-ghost" href={fileUrl(file.id)} download={file.name}>
          Descargar
        </a>
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => onRemove(file)}>
          Eliminar definitivamente
        </button>
      </div>
    </article>
  );
}
