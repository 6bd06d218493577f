import { z } from 'zod';
import { text } from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { isWholeNumber, wholeNumber } from './whole-number';

/*
 * What the administrators' lists share (spec 4, 5 and 9 'Admin lists', 7.7; docs/decisions/0066, 0069): the search
 * from 3 characters, `page`, a `limit` capped at the list's page size, `sort_order` and the `pagination` answer.
 * The suppliers', organisers' and reviews' queries are built from these.
 */

/** `sort_order` (spec 4 and 9 'Admin lists'): 0 descending, 1 ascending; a new column starts descending. */
export const SortOrder = { descending: 0, ascending: 1 } as const;
export type SortOrder = (typeof SortOrder)[keyof typeof SortOrder];

/** Not in the spec: what a bad sort order reads (the lists are an admin's, the text says what is allowed). */
export const sortOrderText = 'Sort order is 0 (descending) or 1 (ascending)';

export const blankAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/**
 * The search an admin list applies (spec 5 'Admin lists': from 3 characters, or at once for an id); undefined while
 * the text is shorter. The API and the screens' search boxes (suppliers, organisers, reviews, admin chats) ask this.
 */
export const effectiveListSearch = (text: string | undefined) => {
  const t = text?.trim() ?? '';
  return t.length >= limits.listSearchMin || isWholeNumber(t) ? t : undefined;
};

/** `filter`: the text as typed (trimmed, blank is absent); the service applies `effectiveListSearch`. */
export const listFilter = z.preprocess(
  blankAsAbsent,
  text(validation.required).trim().max(limits.shortTextMax, validation.tooLong).optional(),
);

/** `page`: from 1 (the default); a page past the last answers an empty page with the total. */
export const listPage = z.preprocess(blankAsAbsent, wholeNumber({ max: 1_000_000 }).default(1));

/** `limit`: at most the list's page size, which is also the default; above it, `maxText`. */
export const listLimit = (pageSize: number, maxText: string) =>
  z.preprocess(blankAsAbsent, wholeNumber({ max: pageSize, maxText }).default(pageSize));

/** `sort_order`: '0' or '1' in the query, a SortOrder after it; descending by default. */
export const listSortOrder = z.preprocess(
  blankAsAbsent,
  z
    .enum(['0', '1'], { error: sortOrderText })
    .transform((v) => Number(v) as SortOrder)
    .default(SortOrder.descending),
);

/** Every admin list's `pagination`: the pages, the page answered and the rows in all. */
export const listPagination = z.object({
  total_pages: z.number().int(),
  page: z.number().int(),
  total: z.number().int(),
});
export type ListPagination = z.infer<typeof listPagination>;
