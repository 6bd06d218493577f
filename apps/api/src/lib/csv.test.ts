import { describe, expect, it } from 'vitest';
import { csvRecords, toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF, quoting only where RFC 4180 needs it', () => {
    expect(
      toCsv(
        ['id', 'name', 'note'],
        [
          [1, 'Plain', null],
          [2, 'A, B', 'say "hi"\nbye'],
        ],
      ),
    ).toBe('id,name,note\r\n1,Plain,\r\n2,"A, B","say ""hi""\nbye"\r\n');
  });

  it('defuses text a spreadsheet would run as a formula, but not numbers', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [['=1+1', '@SUM(A1)', '-x', -5]])).toBe(
      "a,b,c,d\r\n'=1+1,'@SUM(A1),'-x,-5\r\n",
    );
  });

  it('quotes a lone line feed or carriage return, which spreadsheets read as a new row', () => {
    expect(toCsv(['a', 'b'], [['one\ntwo', 'x\ry']])).toBe('a,b\r\n"one\ntwo","x\ry"\r\n');
  });

  it('writes pages that join into one document', () => {
    expect(csvRecords([['h1', 'h2']]) + csvRecords([[1, '+x']]) + csvRecords([])).toBe(
      toCsv(['h1', 'h2'], [[1, '+x']]),
    );
  });
});
