import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useLocation, useSearchParams } from 'react-router';
import { limits } from '@marquee/contracts/limits';
import { nextSort } from './list-sort';
import { readSort, withParams, type ListChanges, type ListDefinition } from './list-params';

/**
 * The address bar's own query when it is this page's, else the rendered one: the router renders a new URL in a
 * transition, which can lag behind the address (seen at 1.8 s on a loaded machine), and a change based on the
 * last render then dropped the filter set just before it (a place picked, then a header clicked; decision 0066).
 * A memory router (tests) has no address bar.
 */
const addressParams = (pathname: string, rendered: URLSearchParams) =>
  window.location.pathname === pathname ? new URLSearchParams(window.location.search) : rendered;

/**
 * An admin list's URL search params (lib/list-params.ts): what the list asks for, its sort, and ways to change
 * them. Filters replace the current history entry (typing does not fill Back with letters); a page or a sort adds
 * one (Back returns to the list as it was). A change that leaves the list as it was (a search under 3 characters,
 * half a range) keeps the page; any other goes back to page 1. A header sorts as spec 4 says: a new column
 * descending, the same column toggled.
 */
export function useListParams<Query extends { page?: number }, Field extends string>(
  list: ListDefinition<Query, Field>,
) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { query: toQuery } = list;
  const update = useCallback(
    (changes: ListChanges, { push = false }: { push?: boolean } = {}) =>
      setParams(
        (rendered) => {
          const current = addressParams(pathname, rendered);
          const next = withParams(current, changes);
          const page = current.get('page');
          const sameList = (a: URLSearchParams, b: URLSearchParams) =>
            JSON.stringify({ ...toQuery(a), page: 0 }) === JSON.stringify({ ...toQuery(b), page: 0 });
          if (!('page' in changes) && page && sameList(current, next)) next.set('page', page);
          return next;
        },
        { replace: !push },
      ),
    [setParams, pathname, toQuery],
  );
  const sort = readSort(params, list);
  const sortBy = (field: Field) => {
    // From the address bar's sort too: a second click before the first one's render still toggles.
    const next = nextSort(readSort(addressParams(pathname, params), list), field);
    update({ sort_field: next.field, sort_order: next.order }, { push: true });
  };
  const setPage = (page: number) => update({ page }, { push: true });
  return { params, query: toQuery(params), sort, update, sortBy, setPage };
}

/**
 * A text filter held as typed and written to the URL 250 ms after the last key (spec 9's search delay), compared
 * trimmed as the URL keeps it. It starts from the URL, and follows it when the URL changes from outside (Back, a
 * shared link, 'Clear filters') — but not while the render lags behind the address bar, which would put back an
 * older text over what is being typed.
 */
export function useTypedParam<Query extends { page?: number }, Field extends string>(
  list: ListDefinition<Query, Field>,
  name: string,
) {
  const { params, update } = useListParams(list);
  const { pathname } = useLocation();
  const inUrl = params.get(name) ?? '';
  const [value, setValue] = useState(inUrl);
  const [debounced] = useDebouncedValue(value, limits.searchInputDelayMs);
  const written = useRef(inUrl);

  useEffect(() => {
    const typed = debounced.trim();
    if (typed === written.current) return;
    written.current = typed;
    update({ [name]: typed });
    // Only a new debounced value writes: the URL catching up must not write again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  useEffect(() => {
    if (inUrl === written.current || inUrl !== (addressParams(pathname, params).get(name) ?? '')) return;
    written.current = inUrl;
    setValue(inUrl);
    // Only a new URL value refills the box.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inUrl]);

  return [value, setValue] as const;
}
