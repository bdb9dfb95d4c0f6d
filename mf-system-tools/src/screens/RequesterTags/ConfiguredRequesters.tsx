import { type Configuration, idFromIri } from '@portal/shared-api';
import { ConfirmModal, displayName, EmptyState } from '@portal/shared-ui';
import { useConfirmedRemoval } from '../../components/use-confirmed-removal';
import type { RequesterTagsData } from './requester-tags.data';
import { TAG_COLUMNS, tagOfColumn } from '../../components/tag-columns';
import { TagChip } from '../../components/TagChip';

/** The saved rows: requester and team, expandable to the five tags, each deletable after a confirmation. */
export function ConfiguredRequesters({ configurations, requesters, teams, tags }: Omit<RequesterTagsData, 'departments'>) {
  const { confirming, busy, ask, cancel, confirm } = useConfirmedRemoval<Configuration<string[]>>();

  if (configurations.length === 0) return <EmptyState message="No hay solicitantes configurados." />;
  const requesterName = (row: Configuration<string[]>) => {
    const user = requesters.find((one) => one.id === idFromIri(row.user));
    return user ? displayName(user) : `Usuario ${idFromIri(row.user) ?? ''}`;
  };
  const teamName = (row: Configuration<string[]>) => teams.find((team) => String(team.id) === row.data)?.name ?? `Equipo ${row.data}`;

  return (
    <>
      <ul className="file-list" aria-label="Solicitantes configurados">
        {configurations.map((row) => (
          <li key={row.id}>
            <details className="card requester-details">
              <summary>
                {requesterName(row)} · {teamName(row)}
              </summary>
              <div className="tag-columns">
                {TAG_COLUMNS.map((column, index) => (
                  <div key={column.name}>
                    <div className="muted">{column.name}</div>
                    <TagChip tag={tagOfColumn(tags, row.value, index)} />
                  </div>
                ))}
              </div>
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => ask(row)}>
                Eliminar
              </button>
            </details>
          </li>
        ))}
      </ul>
      <ConfirmModal
        open={confirming !== null}
        message={confirming ? `¿Eliminar las etiquetas de ${requesterName(confirming)} en ${teamName(confirming)}?` : ''}
        busy={busy}
        onCancel={cancel}
        onConfirm={confirm}
      />
    </>
  );
}
