import { useMutation } from '@tanstack/react-query';
import type { ServiceSuggestionBody } from '@marquee/contracts/catalogue';
import { api } from '../api-client';

/** POST service-suggestions: a service the catalogue lacks, for the administrators (spec 3, 8). */
export const suggestService = (body: ServiceSuggestionBody) => api.post<unknown>('service-suggestions', body);

export const useSuggestService = () => useMutation({ mutationFn: suggestService, meta: { silent: true } });
