import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { effectiveListSearch } from '@marquee/contracts/admin-lists';
import { renderWithProviders } from '../test/render';
import { readPage, readSort, type ListDefinition } from './list-params';
import { useListParams, useTypedParam } from './use-list-params';

type Field = 'created_at' | 'name' | 'email';
const list: ListDefinition<{ filter?: string; page: number; sort_field: Field; sort_order: 0 | 1 }, Field> = {
  query: (params) => {
    const sort = readSort(params, list);
    return {
      filter: effectiveListSearch(params.get('filter') ?? ''),
      page: readPage(params),
      sort_field: sort.field,
      sort_order: sort.order,
    };
  },
  sortFields: ['created_at', 'name', 'email'],
  defaultSort: { field: 'created_at', order: 0 },
};

/** A list's controls with nothing else: the search box, two headers, a page, Back, and the URL's query. */
function Probe() {
  const { sortBy, setPage } = useListParams(list);
  const [search, setSearch] = useTypedParam(list, 'filter');
  const navigate = useNavigate();
  return (
    <>
      <input aria-label="Search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      <button onClick={() => sortBy('name')}>Name</button>
      <button onClick={() => sortBy('email')}>E-mail</button>
      <button onClick={() => setPage(3)}>Page 3</button>
      <button onClick={() => void navigate(-1)}>Back</button>
      <output>{useLocation().search}</output>
    </>
  );
}

const query = () => new URLSearchParams(screen.getByRole('status').textContent ?? '');

describe('useListParams and useTypedParam (one helper for every admin list)', { timeout: 20_000 }, () => {
  it('sorts as spec 4 says: a new column descending, the same column toggled; a sort goes to page 1', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/list?page=2', path: '/list' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(query().get('sort_field')).toBe('name'));
    expect(query().get('sort_order')).toBe('0');
    expect(query().has('page')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(query().get('sort_order')).toBe('1'));
    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(query().get('sort_field')).toBe('email'));
    expect(query().get('sort_order')).toBe('0');
  });

  it('keeps the page while the search is under 3 characters, and goes to page 1 for a new search', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/list?page=3', path: '/list' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'ab');
    await waitFor(() => expect(query().get('filter')).toBe('ab'));
    expect(query().get('page')).toBe('3');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'c');
    await waitFor(() => expect(query().get('filter')).toBe('abc'));
    expect(query().has('page')).toBe(false);
  });

  it('refills the search box when Back changes the URL', async () => {
    const { user } = renderWithProviders(<Probe />, { route: '/list?filter=abc', path: '/list' });
    const box = screen.getByRole('textbox', { name: 'Search' });
    expect(box).toHaveValue('abc');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(query().get('page')).toBe('3'));
    await user.type(box, 'd');
    await waitFor(() => expect(query().get('filter')).toBe('abcd'));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(query().get('filter')).toBe('abc'));
    expect(box).toHaveValue('abc');
  });
});
