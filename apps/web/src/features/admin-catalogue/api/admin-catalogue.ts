import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptSuggestionResponse,
  AdminCategoriesResponse,
  AdminService,
  AdminSuggestionsResponse,
} from '@marquee/contracts/admin-catalogue';
import { catalogueTexts } from '@marquee/contracts/admin-catalogue';
import { showToast } from '../../../components/ui/toast';
import { api } from '../../../lib/api-client';

/*
 * The administrator's catalogue (spec 7.7; docs/decisions/0076). Every change refreshes the admin lists and the
 * public catalogue queries of this tab (directory pages, service pickers: the 'directory' keys).
 */

const catalogueKey = ['admin', 'catalogue'] as const;
const suggestionsKey = ['admin', 'service-suggestions'] as const;

export const useAdminCatalogue = (search: string) =>
  useQuery({
    queryKey: [...catalogueKey, search.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      api.get<AdminCategoriesResponse>(
        'admin/services',
        search.trim() ? { search: search.trim() } : undefined,
        {
          signal,
        },
      ),
    select: (res) => res.data,
    placeholderData: keepPreviousData,
  });

export const useAdminSuggestions = () =>
  useQuery({
    queryKey: suggestionsKey,
    queryFn: ({ signal }) =>
      api.get<AdminSuggestionsResponse>('admin/service-suggestions', undefined, { signal }),
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKey }),
      queryClient.invalidateQueries({ queryKey: suggestionsKey }),
      queryClient.invalidateQueries({ queryKey: ['directory'] }),
    ]);
};

/** A multipart form of the text fields (arrays repeated as name[]) and the image, when one was picked. */
export function catalogueForm(
  fields: Record<string, string | number | string[]>,
  image: File | null,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) form.append(`${name}[]`, v);
    else form.append(name, String(value));
  }
  if (image) form.append('image', image);
  return form;
}

export interface SaveForm {
  id?: number;
  form: FormData;
}

/** Silent: the modal shows field errors under the fields and anything else above them. */
export const useSaveCategory = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, form }: SaveForm) => {
      if (id) form.append('_method', 'PUT');
      return api.post<{ id: number }>(
        id ? `admin/services/categories/${id}` : 'admin/services/categories',
        form,
      );
    },
    meta: { silent: true },
    onSuccess: refresh,
  });
};

export const useSaveService = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, form }: SaveForm) => {
      if (id) form.append('_method', 'PUT');
      return api.post<{ service: AdminService }>(id ? `admin/services/${id}` : 'admin/services', form);
    },
    meta: { silent: true },
    onSuccess: refresh,
  });
};

/** A refusal (409: the service is in use) is the one error toast with the API's sentence. */
export const useDeleteCatalogue = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'category' | 'service' | 'suggestion'; id: number }) =>
      api.delete<{ message: string }>(
        kind === 'category'
          ? `admin/services/categories/${id}`
          : kind === 'service'
            ? `admin/services/${id}`
            : `admin/service-suggestions/${id}`,
      ),
    onSettled: refresh,
  });
};

export const useAcceptSuggestion = () => {
  const refresh = useRefresh();
  return useMutation({
    /** Without a category when the product is a service already: its suggestions are answered by it. */
    mutationFn: ({ id, categoryId }: { id: number; categoryId: number | null }) =>
      api.post<AcceptSuggestionResponse>(
        `admin/service-suggestions/${id}/accept`,
        categoryId === null ? {} : { service_category_id: categoryId },
      ),
    meta: { silent: true },
    // Said here, not by the caller: the suggestion's row (and its form) is gone once the list refreshes.
    onSuccess: (res) =>
      showToast(
        res.created
          ? catalogueTexts.suggestionAdded(res.service.product)
          : catalogueTexts.suggestionsAnswered(res.service.product, res.category, res.suggestions_deleted),
      ),
    onSettled: refresh,
  });
};
