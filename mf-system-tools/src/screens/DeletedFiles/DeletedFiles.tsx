import type { MediaObject } from '@portal/shared-api';
import { ConfirmModal, EmptyState, Pager, useRouteTitle } from '@portal/shared-ui';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { useConfirmedRemoval } from '../../components/use-confirmed-removal';
import '../../components/system-tools.css';
import { DeletedFileRow } from './DeletedFileRow';
import { type DeletedFilesData, FILES_PER_PAGE, PAGE_PARAM } from './deleted-files.data';

export function DeletedFiles() {
  const title = useRouteTitle();
  const { items, totalItems, page } = useLoaderData() as DeletedFilesData;
  const [, setSearchParams] = useSearchParams();
  const loading = useNavigation().state === 'loading';
  const { confirming, busy, ask, cancel, confirm } = useConfirmedRemoval<MediaObject>();

  const goTo = (next: number) => setSearchParams(next > 1 ? { [PAGE_PARAM]: String(next) } : {});

  return (
    <section className="page" aria-labelledby="deleted-files-title">
      <header className="page-header">
        <h1 id="deleted-files-title">{title}</h1>
      </header>
      <div aria-busy={loading}>
        {items.length === 0 ? (
          <EmptyState message="No se han encontrado archivos eliminados." />
        ) : (
          <ul className="file-list">
            {items.map((file) => (
              <li key={file.id}>
                <DeletedFileRow file={file} busy={busy} onRemove={ask} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pager page={page} pages={Math.ceil(totalItems / FILES_PER_PAGE)} label="Páginas" busy={loading} onPage={goTo} />
      <ConfirmModal
        open={confirming !== null}
        title="¿Está seguro de que desea eliminar este archivo?"
        message="Se borrará del disco y de la base de datos"
        busy={busy}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </section>
  );
}
