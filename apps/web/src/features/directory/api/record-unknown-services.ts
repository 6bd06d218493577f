import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { serviceUnknownsBody } from '@marquee/contracts/catalogue';
import { api } from '../../../lib/api-client';

export type UnknownServicesBody = z.input<typeof serviceUnknownsBody>;

/** POST /api/service-unknowns: search terms that matched no service (spec 4), at most 10 at a time. */
export const recordUnknownServices = (body: UnknownServicesBody) =>
  api.post<{ result: boolean }>('service-unknowns', body);

/**
 * Sent in the background after a search. A failure is not shown to the visitor: the terms stay in the local
 * cache and go with the next search (lib/unknown-services.ts), so the error toast stays quiet.
 */
export const useRecordUnknownServices = () =>
  useMutation({ mutationFn: recordUnknownServices, meta: { silent: true } });
