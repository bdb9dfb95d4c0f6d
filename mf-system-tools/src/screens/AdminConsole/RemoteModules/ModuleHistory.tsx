import { EmptyState, formatDateTime } from '@portal/shared-ui';
import { historyLabel, MODULE_TEXTS } from './module-texts';
import type { RegistryHistoryEntry } from './remote-modules-api';

/** The module's last changes (the API's last 10), newest first, with who made each and whether through a token. */
export function ModuleHistory({ history, labelId }: { history: RegistryHistoryEntry[]; labelId: string }) {
  return (
    <details className="module-history">
      <summary id={labelId}>
        {MODULE_TEXTS.HISTORY} ({history.length})
      </summary>
      {history.length === 0 ? (
        <EmptyState message={MODULE_TEXTS.NO_HISTORY} />
      ) : (
        <ol aria-labelledby={labelId}>
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.action}-${entry.version}`} className={entry.action === 'auto-rollback' ? 'history-warning' : undefined}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> <span>{historyLabel(entry)}</span>{' '}
              <span className="muted">
                · {entry.by ?? MODULE_TEXTS.AUTOMATIC}
                {entry.withToken ? ' con token' : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
