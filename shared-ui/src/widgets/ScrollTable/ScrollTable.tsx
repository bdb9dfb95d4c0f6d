import type { ReactNode } from 'react';

/** A column's heading; a hidden one is read by screen readers only (e.g. a column of buttons). */
export type TableColumn = string | { label: string; hidden: true };

type ScrollTableProps = { className: string; columns: readonly TableColumn[]; children: ReactNode };

/** A table that scrolls sideways in its own box on a narrow screen, with one heading per column. */
export function ScrollTable({ className, columns, children }: ScrollTableProps) {
  return (
    <div className="table-scroll">
      <table className={`table ${className}`}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className="visually-hidden">
                  {column.label}
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
