import { z } from 'zod';
import { STATS_DEFAULT_DATE_FROM, STATS_DEFAULT_DATE_TO, statsTexts } from './admin-stats';
import { text } from './fields';

/*
 * The administrators' CSV exports (issue 24; spec 2.7 'export list' and 'export statistics', 7.7 'CSV exports',
 * 9 'Export default dates 1970-01-01 to 2100-01-01'; docs/decisions/0079).
 *
 *   GET admin/exports/{name}?date_from=yyyy-MM-dd&date_to=yyyy-MM-dd
 *       → text/csv; charset=utf-8 with a UTF-8 BOM, a header row of readable column names,
 *         Content-Disposition: attachment; filename="marquee-<name>-<from>-<to>.csv"
 *
 * Administrators only; every export writes one audit row `exports.<name>` with the range.
 */

/** Every export the API serves, by its path name. */
export const EXPORT_NAMES = [
  'service-requests',
  'service-request-quotes',
  'suppliers',
  'supplier-auth-links',
  'organisers',
  'directory-search',
  'service-unknowns',
] as const;
export type ExportName = (typeof EXPORT_NAMES)[number];

export const isExportName = (value: string): value is ExportName =>
  (EXPORT_NAMES as readonly string[]).includes(value);

/** What the export modals call each export (spec 2.7: suppliers, organisers, supplier auth links, rfq, rfq-quotes). */
export const EXPORT_LABELS: Record<ExportName, string> = {
  'service-requests': 'Requests (RFQ)',
  'service-request-quotes': 'Request quotes (RFQ quotes)',
  suppliers: 'Suppliers',
  'supplier-auth-links': 'Supplier sign-in links',
  organisers: 'Organisers',
  'directory-search': 'Directory searches',
  'service-unknowns': 'Unknown service searches',
};

/** The exports the 'Export list' modal offers (spec 2.7), in its order; the others belong to 'Export statistics'. */
export const EXPORT_LIST_NAMES = [
  'suppliers',
  'organisers',
  'supplier-auth-links',
  'service-requests',
  'service-request-quotes',
] as const satisfies readonly ExportName[];

/** The exports the 'Export statistics' modal offers (spec 2.7, 7.7: the statistics' raw rows). */
export const EXPORT_STATISTICS_NAMES = [
  'service-requests',
  'service-request-quotes',
  'directory-search',
  'service-unknowns',
] as const satisfies readonly ExportName[];

/** Spec 9: an export without dates covers 1970-01-01 to 2100-01-01 (UK days, both included). */
/** The statistics' own defaults (admin-stats.ts): one home for spec 9's range. */
export const EXPORT_DEFAULT_DATE_FROM = STATS_DEFAULT_DATE_FROM;
export const EXPORT_DEFAULT_DATE_TO = STATS_DEFAULT_DATE_TO;

/** Not in the spec: what a bad range reads. */
export const exportTexts = {
  dateInvalid: statsTexts.dateInvalid,
  /** The statistics' words, so both modals read the same. */
  rangeOrder: statsTexts.dateOrder,
  unknownExport: `Export one of: ${EXPORT_NAMES.join(', ')}`,
  /** The 'supplier-auth-links' export's warning in the modal: each download makes new links. */
  authLinksWarning:
    'Each download creates a new single-use sign-in link for every approved supplier in the range, valid for 30 days.',
} as const;

/** `GET admin/exports/{name}`: an unknown name is a 422 naming the exports. */
export const exportParams = z.object({
  name: z.enum(EXPORT_NAMES, { error: () => exportTexts.unknownExport }),
});

const isDay = (v: string) => {
  const at = Date.parse(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(v);
};
const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const day = (fallback: string) =>
  z.preprocess(
    blankAsAbsent,
    text(exportTexts.dateInvalid).refine(isDay, exportTexts.dateInvalid).default(fallback),
  );

/** `?date_from=&date_to=`: UK days (Europe/London), both included, filtering by when the row was created. */
export const exportQuerySchema = z
  .object({
    date_from: day(EXPORT_DEFAULT_DATE_FROM),
    date_to: day(EXPORT_DEFAULT_DATE_TO),
  })
  .refine((q) => q.date_from <= q.date_to, { error: exportTexts.rangeOrder, path: ['date_to'] });
export type ExportQuery = z.output<typeof exportQuerySchema>;
/** The query as the modals send it (either end may be left out). */
export type ExportQueryInput = Partial<{ date_from: string; date_to: string }>;

/** `marquee-<name>-<from>-<to>.csv`, the file name the API sends and the modal saves under. */
export const exportFileName = (
  name: ExportName,
  from: string = EXPORT_DEFAULT_DATE_FROM,
  to: string = EXPORT_DEFAULT_DATE_TO,
) => `marquee-${name}-${from}-${to}.csv`;

/** The API path of an export with its query, for the modal's download link. */
export const exportPath = (name: ExportName, query: ExportQueryInput = {}) => {
  const params = (['date_from', 'date_to'] as const)
    .filter((key) => query[key])
    .map((key) => `${key}=${encodeURIComponent(query[key] ?? '')}`);
  return `admin/exports/${name}${params.length > 0 ? `?${params.join('&')}` : ''}`;
};
