import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

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
});
