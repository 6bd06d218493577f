import { describe, expect, it } from 'vitest';
import { hasFilters, readPage, readSort, withParams } from './list-params';

const list = {
  sortFields: ['created_at', 'name', 'email'] as const,
  defaultSort: { field: 'created_at', order: 0 } as const,
};
const url = (q: string) => new URLSearchParams(q);

describe('an admin list in the URL (lib/list-params)', () => {
  it('reads the sort, falling back to the list’s own order for a column it does not have', () => {
    expect(readSort(url('sort_field=name&sort_order=1'), list)).toEqual({ field: 'name', order: 1 });
    expect(readSort(url('sort_field=name'), list)).toEqual({ field: 'name', order: 0 });
    expect(readSort(url('sort_field=name&sort_order=7'), list)).toEqual({ field: 'name', order: 0 });
    expect(readSort(url('sort_field=password&sort_order=1'), list)).toEqual(list.defaultSort);
    expect(readSort(url(''), list)).toEqual(list.defaultSort);
  });

  it('reads the page, 1 for anything that is not one', () => {
    expect(readPage(url('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=2000000'])
      expect(readPage(url(bad))).toBe(1);
  });

  it('sets, trims and removes values; a list replaces its repeats', () => {
    const next = withParams(url('filter=old&subscription_plan=1&sort_field=name'), {
      filter: '  canvas ',
      subscription_plan: ['2', '3'],
      sort_field: null,
      location: '',
    });
    expect(next.get('filter')).toBe('canvas');
    expect(next.getAll('subscription_plan')).toEqual(['2', '3']);
    expect(next.has('sort_field')).toBe(false);
    expect(next.has('location')).toBe(false);
  });

  it('goes back to page 1 unless the page is what changes, and never writes page 1', () => {
    expect(withParams(url('filter=abc&page=4'), { filter: 'abcd' }).has('page')).toBe(false);
    expect(withParams(url('page=4'), { sort_field: 'name', sort_order: 0 }).has('page')).toBe(false);
    expect(withParams(url('page=4'), { page: 5 }).get('page')).toBe('5');
    expect(withParams(url('page=4'), { page: 1 }).has('page')).toBe(false);
  });

  it('tells a filter from the sort and the page', () => {
    expect(hasFilters(url('sort_field=name&sort_order=1&page=2'))).toBe(false);
    expect(hasFilters(url('page=2&rfq_received_min=3'))).toBe(true);
  });
});
