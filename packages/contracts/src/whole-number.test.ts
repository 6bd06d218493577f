import { describe, expect, it } from 'vitest';
import { effectiveListSearch } from './admin-lists';
import { ID_MAX, idNumber, isWholeNumber, wholeNumber, wholeNumberText } from './whole-number';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('the one id and whole-number parser (decision 0053)', () => {
  it('takes digits only, within the range, as a number', () => {
    expect(wholeNumber().parse('12')).toBe(12);
    expect(wholeNumber().parse(String(ID_MAX))).toBe(ID_MAX);
    expect(wholeNumber({ min: 0 }).parse('0')).toBe(0);
    expect(wholeNumber({ max: 50 }).parse('50')).toBe(50);
  });

  it.each(['', 'abc', '12abc', '1e3', '0x10', '-1', '1.5', ' 1', '0', String(ID_MAX + 1), '99999999999'])(
    "refuses %j with 'Must be a whole number'",
    (value) => {
      expect(issuesOf(wholeNumber().safeParse(value))).toEqual([wholeNumberText]);
    },
  );

  it('refuses what is not text, and a number past max, with the same text unless a plainer one is given', () => {
    expect(issuesOf(wholeNumber().safeParse(['3']))).toEqual([wholeNumberText]);
    expect(issuesOf(wholeNumber({ max: 50 }).safeParse('51'))).toEqual([wholeNumberText]);
    expect(issuesOf(wholeNumber({ max: 50, maxText: 'At most 50' }).safeParse('51'))).toEqual(['At most 50']);
  });

  it('JSON ids: whole numbers from 1 to ID_MAX; digits too when coerced; a field may keep its spec text', () => {
    expect(idNumber().parse(7)).toBe(7);
    for (const bad of [0, -1, 1.5, ID_MAX + 1, '7', null]) {
      expect(issuesOf(idNumber().safeParse(bad))).toEqual([wholeNumberText]);
    }
    expect(idNumber({ coerce: true }).parse('7')).toBe(7);
    expect(issuesOf(idNumber({ text: 'Service is a required field' }).safeParse(undefined))).toEqual([
      'Service is a required field',
    ]);
  });

  it('isWholeNumber and the admin lists: a search applies from 3 characters, or at once for an id', () => {
    expect(isWholeNumber('42')).toBe(true);
    expect(isWholeNumber('4a')).toBe(false);
    expect(effectiveListSearch('42')).toBe('42');
    expect(effectiveListSearch(' 7 ')).toBe('7');
    expect(effectiveListSearch('ab')).toBeUndefined();
    expect(effectiveListSearch('abc')).toBe('abc');
    expect(effectiveListSearch('')).toBeUndefined();
    expect(effectiveListSearch(undefined)).toBeUndefined();
  });
});
