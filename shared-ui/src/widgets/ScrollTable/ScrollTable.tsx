import type { ReactNode } from 'react';

/** A column's heading; a hidden one is read by screen readers only (e.g. a column of buttons), its cell kept in the row. */
export type TableColumn = string | { label: string; hidden: true };

type ScrollTableProps = {
  columns: readonly TableColumn[];
  /** A class beside `table`, for the screen's own column styles. */
  className?: string;
  /** The table's name for screen readers, where no caption or heading names it. */
  label?: string;
  /** While its rows are being read again. */
  busy?: boolean;
  children: ReactNode;
};

/** A table that scrolls sideways in its own box on a narrow screen, with one heading per column. */
export function ScrollTable({ columns, className, label, busy, children }: ScrollTableProps) {
  return (
    <div className="table-scroll">
      <table className={className ? `table ${className}` : 'table'} aria-label={label} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col">
                  <span className="visually-hidden">{column.label}</span>
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
