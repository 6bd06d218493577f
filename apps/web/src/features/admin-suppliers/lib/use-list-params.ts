import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useLocation, useSearchParams } from 'react-router';
import { limits } from '@marquee/contracts/limits';
import { listQuery, withParams } from './list-params';

type Changes = Parameters<typeof withParams>[1];

/** What the list asks for, less the page: two URLs that answer the same list once on page 1. */
const sameList = (a: URLSearchParams, b: URLSearchParams) =>
  JSON.stringify({ ...listQuery(a), page: 0 }) === JSON.stringify({ ...listQuery(b), page: 0 });

/**
 * The list's URL search params and a way to change some of them: filters replace the current history entry (typing
 * does not fill Back with letters), a page or a sort adds one (Back returns to the previous page of the list). A
 * change that leaves the list as it was (a search under 3 characters, half a range) keeps the page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const update = useCallback(
    (changes: Changes, { push = false }: { push?: boolean } = {}) =>
      setParams(
        (rendered) => {
          // The address bar's own query when it is this page's: the router renders a new URL in a transition, which
          // can lag behind the address (seen at 1.8 s on a loaded machine), and a change based on the last render
          // then dropped the filter set just before it (a place picked, then a header clicked). A memory router
          // (tests) has no address bar.
          const current =
            window.location.pathname === pathname ? new URLSearchParams(window.location.search) : rendered;
          const next = withParams(current, changes);
          const page = current.get('page');
          if (!('page' in changes) && page && sameList(current, next)) next.set('page', page);
          return next;
        },
        { replace: !push },
      ),
    [setParams, pathname],
  );
  return { params, update };
}

/**
 * A text filter held as typed and written to the URL 250 ms after the last key (spec 9's search delay). It starts
 * from the URL; the filters are remounted when cleared, so it never needs to follow the URL back.
 */
export function useTypedParam(name: string) {
  const { params, update } = useListParams();
  const inUrl = params.get(name) ?? '';
  const [value, setValue] = useState(inUrl);
  const [debounced] = useDebouncedValue(value, limits.searchInputDelayMs);
  useEffect(() => {
    if (debounced.trim() !== inUrl) update({ [name]: debounced });
    // Only a new debounced value writes: the URL catching up must not write again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return [value, setValue] as const;
}
