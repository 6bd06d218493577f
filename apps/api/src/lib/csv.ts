import { stringify } from 'csv-stringify/sync';

/**
 * A CSV document (RFC 4180 through csv-stringify: comma-separated, CRLF line ends, fields quoted when they hold a
 * comma, quote or line break). Marquee's own part: a text cell that a spreadsheet would run as a formula (starting
 * with =, +, -, @, tab or CR) is prefixed with ' (OWASP "CSV injection"), because exports are opened by
 * administrators in spreadsheet programs. Numbers are written as they are; null is an empty cell.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return stringify(
    [header, ...rows].map((row) => row.map(defuse)),
    { record_delimiter: 'windows' },
  );
}

function defuse(value: string | number | null): string | number | null {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
