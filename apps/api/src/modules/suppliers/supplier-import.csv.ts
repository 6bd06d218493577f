import { createReadStream } from 'node:fs';
import { Transform, type TransformCallback } from 'node:stream';
import { CsvError, parse, type Parser } from 'csv-parse';
import {
  importColumnKey,
  requiredImportColumns,
  supplierImportColumns,
  supplierImportLimits,
  supplierImportTexts as texts,
  type SupplierImportColumn,
} from '@marquee/contracts/supplier-import';
import { AppError, invalidField } from '../../lib/errors';

/*
 * Reading the import's CSV file from the temporary file the multipart reader wrote (docs/decisions/0067): streamed
 * through csv-parse, one row in memory at a time. The file is read twice: `scanCsv` checks it as a whole (text,
 * header, quotes, size of rows, number of rows) before anything is written, so a file refused is refused whole;
 * `csvRows` then gives the rows to import.
 */

/** The import's form field, on which the file's own errors are reported. */
const FIELD = 'suppliers_file';

export const csvRequired = () => invalidField(FIELD, texts.csvRequired, 'csv_required');
const fileError = (message: string, code: string) => invalidField(FIELD, message, code);

/** Any control character but tab, line feed, form feed and carriage return: binary, not a CSV file. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * Passes the bytes on unchanged once they are known to be UTF-8 text without control characters (as
 * file-intake's isPlainText, but as they stream): a spreadsheet, PDF or image sent as the CSV is refused.
 */
class PlainTextOnly extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    try {
      if (CONTROL.test(this.decoder.decode(chunk, { stream: true }))) throw new Error('control character');
    } catch {
      return callback(csvRequired());
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    try {
      this.decoder.decode();
    } catch {
      return callback(csvRequired());
    }
    callback();
  }
}

interface CsvRecord {
  record: string[];
  info: { lines: number };
}

function openCsv(path: string): { records: AsyncIterable<CsvRecord>; close: () => void } {
  const file = createReadStream(path);
  const text = new PlainTextOnly();
  const parser: Parser = parse({
    bom: true,
    info: true,
    // Blank lines and rows of empty cells (a spreadsheet's trailing ',,,,') are no suppliers.
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    // A short row leaves its last cells empty (the registration rules then name what is missing).
    relax_column_count: true,
    // A quote inside an unquoted cell ('5" speakers') is kept as typed.
    relax_quotes: true,
    max_record_size: supplierImportLimits.rowCharsMax,
  });
  const fail = (err: Error) => parser.destroy(err);
  file.on('error', fail);
  text.on('error', fail);
  file.pipe(text).pipe(parser);
  return {
    records: parser as AsyncIterable<CsvRecord>,
    close: () => {
      file.destroy();
      parser.destroy();
    },
  };
}

/** csv-parse's errors as the import's 422s, naming the line. */
function readError(err: unknown): Error {
  if (err instanceof AppError) return err;
  if (err instanceof CsvError) {
    const line = Number((err as CsvError & { lines?: number }).lines) || 1;
    return err.code === 'CSV_MAX_RECORD_SIZE'
      ? fileError(texts.rowTooLong(line), 'csv_row_too_long')
      : fileError(texts.unreadable(line), 'csv_unreadable');
  }
  return err instanceof Error ? err : new Error(String(err));
}

/** Where each column of the import is in a row; unknown columns are left out. */
export type ColumnIndex = Map<SupplierImportColumn, number>;

function columnsOf(header: string[]): ColumnIndex {
  const index: ColumnIndex = new Map();
  header.forEach((cell, at) => {
    const key = importColumnKey(cell) as SupplierImportColumn;
    if (!supplierImportColumns.includes(key)) return;
    if (index.has(key)) throw fileError(texts.repeatedColumn(key), 'csv_repeated_column');
    index.set(key, at);
  });
  const missing = requiredImportColumns.filter((c) => !index.has(c));
  if (missing.length > 0) throw fileError(texts.missingColumns(missing), 'csv_missing_columns');
  return index;
}

/**
 * The whole file checked before the import starts: UTF-8 text, readable as CSV, a header naming every required
 * column (once), rows of a sensible length, between 1 and rowsMax of them. Answers the header's columns and the
 * number of data rows; refusals are 422s on `suppliers_file`.
 */
export async function scanCsv(path: string): Promise<{ columns: ColumnIndex; rows: number }> {
  const { records, close } = openCsv(path);
  let columns: ColumnIndex | undefined;
  let rows = 0;
  try {
    for await (const { record } of records) {
      if (!columns) {
        columns = columnsOf(record);
        continue;
      }
      rows += 1;
      if (rows > supplierImportLimits.rowsMax) throw fileError(texts.tooManyRows, 'csv_too_many_rows');
    }
  } catch (err) {
    throw readError(err);
  } finally {
    close();
  }
  if (!columns) throw csvRequired();
  if (rows === 0) throw fileError(texts.noRows, 'csv_no_rows');
  return { columns, rows };
}

/** A data row: its number (1 is the row under the header) and its cells by column, '' when absent. */
export interface CsvRow {
  row: number;
  cells: Record<SupplierImportColumn, string>;
}

/** The data rows of a file scanCsv accepted, one at a time, in batches of `size`. */
export async function* csvRowBatches(
  path: string,
  columns: ColumnIndex,
  size: number,
): AsyncGenerator<CsvRow[]> {
  const { records, close } = openCsv(path);
  let header = true;
  let row = 0;
  let batch: CsvRow[] = [];
  try {
    for await (const { record } of records) {
      if (header) {
        header = false;
        continue;
      }
      row += 1;
      const cells = Object.fromEntries(
        supplierImportColumns.map((c) => {
          const at = columns.get(c);
          return [c, at === undefined ? '' : (record[at] ?? '')];
        }),
      ) as Record<SupplierImportColumn, string>;
      batch.push({ row, cells });
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } catch (err) {
    throw readError(err);
  } finally {
    close();
  }
}
