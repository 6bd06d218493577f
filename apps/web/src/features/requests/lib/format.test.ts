import { describe, expect, it } from 'vitest';
import { excerpt, pounds, replyTime, requestRef } from './format';

describe('request formats (spec 2.4)', () => {
  it('shows ids with the -ds suffix', () => {
    expect(requestRef(42)).toBe('42-ds');
  });

  it('cuts messages at 215 characters with an ellipsis', () => {
    const long = 'a'.repeat(300);
    expect(excerpt(long)).toBe(`${'a'.repeat(215)}…`);
    expect(excerpt('a'.repeat(215))).toBe('a'.repeat(215));
  });

  it('words reply times and prices', () => {
    expect(replyTime(0)).toBe('1 min');
    expect(replyTime(125)).toBe('2 h');
    expect(replyTime(60 * 72)).toBe('3 days');
    expect(pounds(1250)).toBe('£1,250');
    expect(pounds(99.5)).toBe('£99.50');
  });
});
