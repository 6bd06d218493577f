import { z } from 'zod';
import { text } from './fields';
import { requestTexts } from './requests';
import { wholeNumber } from './whole-number';

/*
 * The audit log (issue 22, beyond the spec; docs/decisions/0064): one row per administrator action, written in the
 * action's transaction by apps/api modules/audit recordAudit.
 *
 *   GET admin/audit-log?actor_id=&action=&target_type=&target_id=&date_from=&date_to=&page=&limit=
 *       → auditLogResponse, newest first, 50 a page
 */

/**
 * Every action recorded today, with what the Activity tab calls it. Actions are open-ended text in the API (the
 * second admin issue adds its own); one missing here is shown as its dotted name.
 */
export const auditActionLabels: Record<string, string> = {
  'supplier.approve': 'Supplier approved',
  'supplier.dismiss': 'Supplier rejected',
  'supplier.update': 'Supplier edited',
  'supplier.document_verify': 'Supplier document verified',
  'supplier.delete': 'Supplier deleted',
  'organiser.delete': 'Organiser deleted',
  'suppliers.import': 'Suppliers imported',
  'user.password_change': 'Password reset',
  'user.login_as': 'Dashboard viewed as user',
  'user.login_as_end': 'Viewing as user ended',
  'settings.update': 'Settings changed',
  'price_plan.create': 'Pricing plan added',
  'price_plan.update': 'Pricing plan edited',
  'price_plan.archive': 'Pricing plan made unavailable',
  'price_plan.restore': 'Pricing plan made available',
  'promo_code.create': 'Promo code added',
  'promo_code.update': 'Promo code dates changed',
  'promo_code.archive': 'Promo code archived',
  'category.create': 'Category added',
  'category.update': 'Category edited',
  'category.delete': 'Category deleted',
  'service.create': 'Service added',
  'service.update': 'Service edited',
  'service.delete': 'Service deleted',
  'suggestion.accept': 'Suggestion answered',
  'suggestion.delete': 'Suggestion deleted',
  'review.update': 'Review edited',
  'review.delete': 'Review deleted',
  'review.reply_delete': 'Review reply removed',
  'partner.create': 'Partner added',
  'partner.update': 'Partner edited',
  'partner.delete': 'Partner deleted',
  'testimonial.create': 'Testimonial added',
  'testimonial.update': 'Testimonial edited',
  'testimonial.delete': 'Testimonial deleted',
  'exports.service-requests': 'Requests exported',
  'exports.service-request-quotes': 'Quotes exported',
  'exports.suppliers': 'Suppliers exported',
  'exports.supplier-auth-links': 'Supplier sign-in links exported',
  'exports.organisers': 'Organisers exported',
  'exports.directory-search': 'Directory searches exported',
  'exports.service-unknowns': 'Unknown searches exported',
};

/** What a row's target is: users (suppliers and organisers by their user id), plans, promo codes, the settings. */
export const auditTargetLabels: Record<string, string> = {
  user: 'User',
  price_plan: 'Pricing plan',
  promo_code: 'Promo code',
  settings: 'Settings',
  category: 'Category',
  service: 'Service',
  service_suggestion: 'Service suggestion',
  review: 'Review',
  partner: 'Partner',
  testimonial: 'Testimonial',
};

export const AUDIT_LOG_PAGE_SIZE = 50;
const AUDIT_LOG_PAGE_SIZE_MAX = 100;
/** Action and target type names are short dotted words. */
const NAME_MAX = 100;

const blankAsAbsent = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());
const isDay = (v: string) => {
  const at = Date.parse(`${v}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(v);
};
/** A UK day 'yyyy-mm-dd'; anything else is a 422 with one text ('Enter the date as yyyy-mm-dd'). */
const day = () => optional(text().refine(isDay, requestTexts.dateInvalid));

/**
 * `GET admin/audit-log`. Every filter is optional and they combine; `date_from` and `date_to` are UK days, both
 * included, and each applies on its own.
 */
export const auditLogQuery = z.object({
  actor_id: optional(wholeNumber()),
  action: optional(text().trim().max(NAME_MAX)),
  target_type: optional(text().trim().max(NAME_MAX)),
  target_id: optional(wholeNumber()),
  date_from: day(),
  date_to: day(),
  page: z.preprocess(blankAsAbsent, wholeNumber({ max: 1_000_000 }).default(1)),
  limit: z.preprocess(
    blankAsAbsent,
    wholeNumber({ max: AUDIT_LOG_PAGE_SIZE_MAX }).default(AUDIT_LOG_PAGE_SIZE),
  ),
});
export type AuditLogQuery = z.output<typeof auditLogQuery>;
/** The query as the Activity tab sends it. */
export type AuditLogFilters = Partial<{
  actor_id: number;
  action: string;
  target_type: string;
  target_id: number;
  date_from: string;
  date_to: string;
  page: number;
}>;

export const auditEntry = z.object({
  id: z.number().int(),
  /** The administrator; `id` is null once their account is deleted, the name stays. */
  actor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.number().int().nullable(),
  /** What changed: field names and values, counts; never a password or token. */
  summary: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogResponse = z.object({
  entries: z.array(auditEntry),
  /** The filter's choices: every administrator, by name. */
  filters: z.object({ actors: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  pagination: z.object({ total_pages: z.number().int(), page: z.number().int(), total: z.number().int() }),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;
