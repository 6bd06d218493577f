import { z } from 'zod';
import {
  blankAsAbsent,
  listFilter,
  listLimit,
  listPage,
  listPagination,
  listSortOrder,
  sortOrderText,
} from './admin-lists';
import { primaryFunctionValues } from './enums';
import { limits } from './limits';

/*
 * The administrators' organiser list (spec 2.6 organisers, 3 "Organiser (admin list)", 5 and 4 "Admin lists",
 * 7.7 `GET admin/organisers`, 9): searched by name, company, e-mail or id, sorted by any column, 25 a page. The
 * admin chat view picks an organiser from it.
 */

/** The columns the list sorts by (`sort_field`): spec 3's fields, the registration date and the request count. */
export const adminOrganiserSortFields = [
  'id',
  'name',
  'email',
  'primary_function',
  'company_name',
  'position_in_company',
  'created_at',
  'requests_count',
] as const;
export type AdminOrganiserSortField = (typeof adminOrganiserSortFields)[number];

/** Not in the spec: what a bad sort or page size reads (the list is an admin's, the texts say what is allowed). */
export const adminOrganiserTexts = {
  sortField: `Sort by one of: ${adminOrganiserSortFields.join(', ')}`,
  sortOrder: sortOrderText,
  limitMax: `At most ${limits.pageSize.organisers} organisers a page`,
  noneYet: 'No organisers have signed up yet.',
  noMatch: 'No organisers match your search.',
} as const;

/**
 * `GET admin/organisers?filter=&page=&limit=&sort_field=&sort_order=`. `filter` searches the name, company and
 * e-mail from 3 characters, or an exact id (spec 5 'Admin lists'); newest first unless sorted otherwise.
 */
export const adminOrganisersQuery = z.object({
  filter: listFilter,
  page: listPage,
  limit: listLimit(limits.pageSize.organisers, adminOrganiserTexts.limitMax),
  sort_field: z.preprocess(
    blankAsAbsent,
    z.enum(adminOrganiserSortFields, { error: adminOrganiserTexts.sortField }).default('created_at'),
  ),
  sort_order: listSortOrder,
});
export type AdminOrganisersQuery = z.output<typeof adminOrganisersQuery>;

/** One row (spec 3 "Organiser (admin list)"), with when they signed up and how many requests they posted. */
export const adminOrganiserListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  primary_function: z.enum(primaryFunctionValues).nullable(),
  company_name: z.string().nullable(),
  position_in_company: z.string().nullable(),
  created_at: z.string(),
  /** Requests for quotes they have posted, whatever their status. */
  requests_count: z.number().int(),
});
export type AdminOrganiserListItem = z.infer<typeof adminOrganiserListItem>;

export const adminOrganisersResponse = z.object({
  organisers: z.array(adminOrganiserListItem),
  pagination: listPagination,
});
export type AdminOrganisersResponse = z.infer<typeof adminOrganisersResponse>;
