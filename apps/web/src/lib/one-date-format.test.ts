import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { displayDate } from './format';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Spec 9: dates are shown as dd.MM.yyyy and entered as dd/MM/yyyy, everywhere (issue 21). Shown dates go through
 * lib/format's displayDate and entered ones through components/form/date-picker, so no screen formats a date its own
 * way: not with the browser's locale (toLocaleDateString gives 31/03/2027 in en-GB, 3/31/2027 elsewhere), not with
 * its own dayjs pattern, and not with a native date input (mm/dd/yyyy in a US browser).
 */
describe('one way to show and enter dates', () => {
  const own = [
    [/\.toLocaleDateString\(/, 'toLocaleDateString'],
    [/\.format\(\s*'[^']*(DD|YYYY)[^']*'\s*\)/, "a dayjs date pattern ('DD.MM.YYYY')"],
    [/type=["']date["']/, 'a native date input'],
    [/\bshowDate\(/, "contracts' showDate (for the contracts' own texts)"],
  ] as const;

  it('leaves formatting to lib/format.ts and entry to the UK date picker', () => {
    const found: string[] = [];
    for (const file of sourceFiles(src)) {
      const name = relative(src, file);
      if (name === join('lib', 'format.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const [pattern, what] of own) if (pattern.test(text)) found.push(`${name}: ${what}`);
    }
    expect(found).toEqual([]);
  });

  it('shows days and timestamps as dd.MM.yyyy', () => {
    expect(displayDate('2027-03-31')).toBe('31.03.2027');
    expect(displayDate('2026-11-26T12:00:00.000Z')).toBe('26.11.2026');
  });
});
