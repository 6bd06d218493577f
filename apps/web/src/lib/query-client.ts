import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { ApiError, describeError } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { silent: true }` keeps a failure out of the error toast (the form shows it inline instead). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** The shared failure channel of spec 8: every failed call becomes one error toast unless marked silent. */
export function showErrorToast(err: unknown) {
  notifications.show({ color: 'red', title: 'Error', message: describeError(err), autoClose: 6000 });
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (!query.meta?.silent) showErrorToast(err);
      },
    }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silent) showErrorToast(err);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) =>
          !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
      },
    },
  });
}
