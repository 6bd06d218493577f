import { describe, expect, it } from 'vitest';
import { nextSort } from './list-sort';

describe('nextSort (spec 4 Admin lists)', () => {
  it('starts a new column descending (sort_order 0)', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', order: 0 });
    expect(nextSort({ field: 'id', order: 1 }, 'name')).toEqual({ field: 'name', order: 0 });
  });

  it('toggles the same column', () => {
    expect(nextSort({ field: 'name', order: 0 }, 'name')).toEqual({ field: 'name', order: 1 });
    expect(nextSort({ field: 'name', order: 1 }, 'name')).toEqual({ field: 'name', order: 0 });
  });
});
