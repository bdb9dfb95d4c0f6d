import type { ReactNode } from 'react';

/** A column's heading; a hidden one is read by screen readers only (e.g. a column of buttons), its cell kept in the row. */
export type TableColumn = string | { label: string; hidden: true };

type ScrollTableProps = {
  columns: readonly TableColumn[];
  /** The table's name, and the name of the box it scrolls in. */
  label: string;
  /** Shows the name above the table as its caption, instead of for screen readers only. */
  caption?: boolean;
  /** A class beside `table`, for the screen's own column styles. */
  className?: string;
  /** While its rows are being read again. */
  busy?: boolean;
  /** Rows that sum up the body (totals). */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * The box a wide table scrolls in on a narrow screen: a named region a keyboard can focus and scroll, with a shadow at
 * an edge that has more beyond it. For a table whose head is not a list of column names (ScrollTable draws those).
 */
export function TableScrollBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    <section className={className ? `table-scroll ${className}` : 'table-scroll'} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** A table that scrolls sideways in its own box (TableScrollBox) on a narrow screen, with one heading per column. */
export function ScrollTable({ columns, label, caption, className, busy, footer, children }: ScrollTableProps) {
  return (
    <TableScrollBox label={label}>
      <table className={className ? `table ${className}` : 'table'} aria-label={caption ? undefined : label} aria-busy={busy}>
        {caption && <caption>{label}</caption>}
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
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </TableScrollBox>
  );
}
