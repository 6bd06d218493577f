import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPartnerResponse,
  AdminPartnersResponse,
  AdminTestimonialResponse,
  AdminTestimonialsResponse,
  ContentDeletedResponse,
} from '@marquee/contracts/admin-content';
import { api } from '../../../lib/api-client';

/*
 * The administrator's partners and testimonials (spec 7.7; docs/decisions/0074). Saving or deleting refreshes
 * the admin list and the public one (the home page's sliders, the /suppliers carousel) in this tab.
 */

export type ContentKind = 'partners' | 'testimonials';

const adminKey = (kind: ContentKind) => ['admin', kind] as const;

export const adminPartnersQuery = () =>
  queryOptions({
    queryKey: adminKey('partners'),
    queryFn: ({ signal }) => api.get<AdminPartnersResponse>('admin/partners', undefined, { signal }),
    select: (res) => res.data,
  });

export const adminTestimonialsQuery = () =>
  queryOptions({
    queryKey: adminKey('testimonials'),
    queryFn: ({ signal }) => api.get<AdminTestimonialsResponse>('admin/testimonials', undefined, { signal }),
    select: (res) => res.data,
  });

export const useAdminPartners = () => useQuery(adminPartnersQuery());
export const useAdminTestimonials = () => useQuery(adminTestimonialsQuery());

/** A multipart form of the text fields and, when one was picked, the image under `fileField`. */
export function contentForm(
  fields: Record<string, string | number>,
  fileField: string,
  file: File | null,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file) form.append(fileField, file);
  return form;
}

export interface SaveContent {
  /** The entry to update; none to add one. */
  id?: number;
  form: FormData;
}

const useRefresh = (kind: ContentKind) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKey(kind) }),
      queryClient.invalidateQueries({ queryKey: [kind] }),
    ]);
};

/** Silent: the modal shows field errors under the fields and anything else above them. */
export const useSavePartner = () => {
  const refresh = useRefresh('partners');
  return useMutation({
    mutationFn: ({ id, form }: SaveContent) =>
      api.post<AdminPartnerResponse>(id ? `admin/partners/${id}` : 'admin/partners', form),
    meta: { silent: true },
    onSuccess: refresh,
  });
};

export const useSaveTestimonial = () => {
  const refresh = useRefresh('testimonials');
  return useMutation({
    mutationFn: ({ id, form }: SaveContent) => {
      // The update is the old clients' method override (spec 7.7).
      if (id) form.append('_method', 'PUT');
      return api.post<AdminTestimonialResponse>(id ? `admin/testimonials/${id}` : 'admin/testimonials', form);
    },
    meta: { silent: true },
    onSuccess: refresh,
  });
};

/** A failure is the one error toast (spec 8). */
export const useDeleteContent = (kind: ContentKind) => {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (id: number) => api.delete<ContentDeletedResponse>(`admin/${kind}/${id}`),
    onSettled: refresh,
  });
};
