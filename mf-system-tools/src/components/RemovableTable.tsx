import { ConfirmModal, EmptyState } from '@portal/shared-ui';
import { Fragment, type ReactNode } from 'react';
import { useConfirmedRemoval } from './use-confirmed-removal';

type RemovableTableProps<T extends { id: number }> = {
  label: string;
  columns: readonly string[];
  items: T[];
  emptyMessage: string;
  /** The row (or rows) of one item; `remove` asks for the confirmation, `busy` while a removal runs. */
  renderRow: (item: T, controls: { busy: boolean; remove: () => void }) => ReactNode;
  confirmMessage: (item: T) => string;
};

/** A list of this remote shown as a table whose rows are removed after a confirmation (the route's `remove` action). */
export function RemovableTable<T extends { id: number }>({ label, columns, items, emptyMessage, renderRow, confirmMessage }: RemovableTableProps<T>) {
  const { confirming, busy, ask, cancel, confirm } = useConfirmedRemoval<T>();

  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <table className="table" aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <Fragment key={item.id}>{renderRow(item, { busy, remove: () => ask(item) })}</Fragment>
          ))}
        </tbody>
      </table>
      <ConfirmModal open={confirming !== null} message={confirming ? confirmMessage(confirming) : ''} busy={busy} onCancel={cancel} onConfirm={confirm} />
    </>
  );
}
