/**
 * One streamed worksheet: Spanish header row, frozen, with an auto-filter;
 * dates `dd-mm-yyyy`, times `dd-mm-yyyy hh:mm:ss`, durations `[hh]:mm:ss`
 * (hours beyond 24 keep counting); rows are committed as they are written, so
 * memory does not grow with the report.
 */
import type { Stream } from 'node:stream';
import type ExcelJS from 'exceljs';

export type ColumnKind = 'text' | 'number' | 'date' | 'datetime' | 'duration';

export type Column = { header: string; kind: ColumnKind; width?: number };

/** A cell as the report queries give it: dates as `YYYY-MM-DD`, times as `YYYY-MM-DDTHH:MM:SS` wall clock, durations in seconds. */
export type CellInput = string | number | boolean | null | undefined;

const FORMATS: Record<ColumnKind, string | undefined> = {
  text: undefined,
  number: undefined,
  date: 'dd-mm-yyyy',
  datetime: 'dd-mm-yyyy hh:mm:ss',
  duration: '[hh]:mm:ss',
};

const WIDTHS: Record<ColumnKind, number> = { text: 30, number: 10, date: 12, datetime: 20, duration: 12 };

const SECONDS_PER_DAY = 86_400;

/**
 * Excel stores a wall-clock time without a zone and exceljs converts Dates as
 * UTC, so a Madrid wall-clock text is written as that same time in UTC.
 */
function toCell(kind: ColumnKind, value: CellInput): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (kind === 'date') return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
  if (kind === 'datetime') return new Date(`${String(value).slice(0, 19)}Z`);
  if (kind === 'duration') return Number(value) / SECONDS_PER_DAY;
  if (kind === 'number') return Number(value);
  return typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value);
}

function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export type SheetWriter = {
  add(values: CellInput[]): void;
  /** The last row: `label` in the first column and the sums of the duration columns, in bold. */
  addTotals(label?: string): void;
  commit(): Promise<void>;
};

export function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: Column[]): SheetWriter {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? WIDTHS[column.kind],
    style: FORMATS[column.kind] ? { numFmt: FORMATS[column.kind] } : {},
  }));
  sheet.autoFilter = { from: 'A1', to: `${columnLetter(columns.length)}1` };
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const sums = columns.map(() => 0);
  // exceljs works a cell's style out once per style object; each cell gets a copy of its column's style
  // unless given this shared one, and working thousands of copies out costs more than writing the rows.
  const cellStyles = columns.map((column): Partial<ExcelJS.Style> => (FORMATS[column.kind] ? { numFmt: FORMATS[column.kind] } : {}));

  return {
    add(values) {
      columns.forEach((column, index) => {
        if (column.kind === 'duration') sums[index] = (sums[index] ?? 0) + Number(values[index] ?? 0);
      });
      const row = sheet.addRow(columns.map((column, index) => toCell(column.kind, values[index])));
      cellStyles.forEach((style, index) => {
        row.getCell(index + 1).style = style;
      });
      row.commit();
    },
    addTotals(label = 'Total') {
      const row = sheet.addRow(columns.map((column, index) => (index === 0 ? label : column.kind === 'duration' ? toCell('duration', sums[index]) : null)));
      row.font = { bold: true };
      row.commit();
    },
    commit: async () => sheet.commit(),
  };
}

/**
 * A streaming workbook writing to a file (`filename`) or straight into a response (`stream`). exceljs is loaded with
 * the first workbook, not at start: it is the API's largest dependency, and most requests never write a sheet.
 */
export async function createWorkbook(target: string | Stream): Promise<ExcelJS.stream.xlsx.WorkbookWriter> {
  const { default: ExcelJS } = await import('exceljs');
  const destination = typeof target === 'string' ? { filename: target } : { stream: target };
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ ...destination, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Portal de trabajo';
  return workbook;
}
