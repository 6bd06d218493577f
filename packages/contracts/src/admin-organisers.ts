import { z } from 'zod';
import { primaryFunctionValues } from './enums';
import { adminSuppliersQuery } from './admin-suppliers';
import { limits } from './limits';
import { wholeNumber } from './whole-number';

/*
 * The administrators' organiser list (spec 2.6 organisers, 3 "Organiser (admin list)", 7.7 `GET admin/organisers`):
 * searched by name, company, e-mail or id, 25 a page. The admin chat view picks an organiser from it.
 */

/** `GET admin/organisers?filter=&page=&limit=`: the suppliers list's search and pages, 25 a page (spec 9). */
export const adminOrganisersQuery = adminSuppliersQuery.pick({ filter: true, page: true }).extend({
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    wholeNumber({ max: limits.pageSize.organisers }).default(limits.pageSize.organisers),
  ),
});
export type AdminOrganisersQuery = z.output<typeof adminOrganisersQuery>;

/** One row (spec 3 "Organiser (admin list)"). */
export const adminOrganiserListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  primary_function: z.enum(primaryFunctionValues).nullable(),
  company_name: z.string().nullable(),
  position_in_company: z.string().nullable(),
  created_at: z.string(),
});
export type AdminOrganiserListItem = z.infer<typeof adminOrganiserListItem>;

export const adminOrganisersResponse = z.object({
  organisers: z.array(adminOrganiserListItem),
  pagination: z.object({ total_pages: z.number().int(), page: z.number().int(), total: z.number().int() }),
});
export type AdminOrganisersResponse = z.infer<typeof adminOrganisersResponse>;
