import type { z } from 'zod';
import type { serviceUnknownsBody } from '@marquee/contracts/catalogue';
import { api } from '../../../lib/api-client';

export type UnknownServicesBody = z.input<typeof serviceUnknownsBody>;

/** POST /api/service-unknowns: search terms that matched no service (spec 4), at most 10 at a time. */
/**
 * Sent in the background after a search, outside the query cache: a failure is not shown to the visitor,
 * the terms stay in the local cache and go with the next search (lib/unknown-services.ts).
 */
export const recordUnknownServices = (body: UnknownServicesBody) =>
  api.post<{ result: boolean }>('service-unknowns', body);
