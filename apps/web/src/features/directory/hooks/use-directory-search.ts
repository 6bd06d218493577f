import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { recordUnknownServices } from '../api/record-unknown-services';
import { browserStorage, flushUnknownServices, rememberUnknownService } from '../lib/unknown-services';

interface SearchState {
  /** Set on the navigation of a search the visitor started; read once, then removed from history. */
  collect?: boolean;
}

/**
 * Whether the current list was asked for by the visitor (submitted search, picked place), so it is recorded
 * for the statistics (collect_statistics=1). The flag travels in the history entry's state and is removed
 * straight away, so a reload or a walk back through history is not recorded again.
 */
export function useCollectOnce(): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const collect = (location.state as SearchState | null)?.collect === true;
  useEffect(() => {
    if (collect) {
      const { pathname, search, hash } = location;
      void navigate({ pathname, search, hash }, { replace: true, state: null });
    }
  }, [collect, location, navigate]);
  return collect;
}

/**
 * Runs a directory search the visitor started: remembers a service term that matched nothing (spec 4),
 * sends the cached terms (cleared on success, kept for the next search on failure) and goes to `to`
 * with the statistics flag.
 */
export function useStartSearch() {
  const navigate = useNavigate();
  return useCallback(
    (to: string, unknown?: { term: string; location?: string }) => {
      const storage = browserStorage();
      if (unknown?.term)
        rememberUnknownService(storage, { service_name: unknown.term, location: unknown.location });
      // Sent straight, not through a mutation: no toast on failure, and no mutation code on the first load.
      void flushUnknownServices(storage, recordUnknownServices);
      void navigate(to, { state: { collect: true } satisfies SearchState });
    },
    [navigate],
  );
}
