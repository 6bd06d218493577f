/**
 * A CSV document (RFC 4180: comma-separated, CRLF line ends, fields quoted when they hold a comma, quote or
 * line break). A text cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR) is
 * prefixed with ' (OWASP "CSV injection"): exports are opened by administrators in spreadsheet programs.
 * Numbers and nulls are written as they are; null is an empty cell.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
