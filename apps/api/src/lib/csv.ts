import { stringify } from 'csv-stringify/sync';

/*
 * Marquee's CSV, for every export (promo codes, services, the statistics exports of modules/exports): RFC 4180
 * through csv-stringify (comma-separated, CRLF line ends, fields quoted when they hold a comma, quote or line
 * break). Marquee's own part, in this one place: a text cell that a spreadsheet would run as a formula (starting
 * with =, +, -, @, tab or CR) is prefixed with ' (OWASP "CSV injection"), because exports are opened by
 * administrators in spreadsheet programs. Numbers are written as they are; null is an empty cell.
 */

/** A cell: text, a number or nothing. */
export type CsvCell = string | number | null;

/** The UTF-8 byte order mark: Excel reads the file as UTF-8 (£, accents) only with it. */
export const UTF8_BOM = '\uFEFF';

// csv-stringify quotes a field holding the record delimiter (CRLF) but not a lone CR or LF, which RFC 4180 and
// spreadsheets read as line breaks: those are quoted too.
const options = { record_delimiter: 'windows', quoted_match: /[\r\n]/ } as const;

/** A CSV document: the header and every row (small exports built in memory). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvRecords([header, ...rows]);
}

/**
 * Records of a CSV document as text, each ending with CRLF, defused: a page of a streamed export (the pieces
 * join into one document).
 */
export function csvRecords(rows: readonly (readonly CsvCell[])[]): string {
  if (rows.length === 0) return '';
  return stringify(
    rows.map((row) => row.map(defuse)),
    options,
  );
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe; other values are kept. */
export function defuse(value: CsvCell): CsvCell {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
