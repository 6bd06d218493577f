import type { RegisteredRoute } from '../src/plugins/access';
import { errors as errorTexts } from '@marquee/contracts/messages';

/*
 * The authorization matrix, reviewed by hand (issue 26): one row per route of the API, `METHOD /path` as Fastify
 * registers it (HEAD twins of GET routes are answered through their GET). A route added without a row, or a row
 * left behind by a removed route, fails authorization-matrix.test.ts with its name.
 *
 * Columns: a guest; a signed-in organiser (org), supplier (sup) and administrator (admin); an administrator's
 * view-only session ("View Dashboard As", docs/decisions/0071) of an organiser (v-org) and of a supplier (v-sup);
 * and, for a route over an owned object, its ownership policy `name.action` (docs/decisions/0020): the route must
 * declare that policy, and test/owned-routes.ts builds an object owned by one user to check the owner, another
 * user of the same role and the administrator against what the policy says.
 *
 * Outcomes, each called with an id that does not exist and an empty body (authorization-matrix.test.ts and
 * authorization-matrix-view-only.test.ts):
 *   ok   let through: neither 401 nor 403, never a 5xx (the route's own 404 or 422 is fine)
 *   401  refused as not signed in
 *   403  refused to that role
 *   ro   403 'Not available while viewing as another user' (a write of a view-only session)
 *
 * GET /api/dev/outbox and /dev/mailbox exist only with DEV_MAILBOX (development, tests); /files/uploads/* only with
 * local file storage: the tests run with both.
 */
const TABLE = `
route                                                       guest org   sup   admin v-org v-sup owned
OPTIONS *                                                   ok    ok    ok    ok    ok    ok
GET /api/docs                                               ok    ok    ok    ok    ok    ok
HEAD /api/docs/                                             ok    ok    ok    ok    ok    ok
GET /api/docs/static/index.html                             ok    ok    ok    ok    ok    ok
GET /api/docs/static/swagger-initializer.js                 ok    ok    ok    ok    ok    ok
GET /api/docs/json                                          ok    ok    ok    ok    ok    ok
GET /api/docs/yaml                                          ok    ok    ok    ok    ok    ok
GET /api/docs/static/*                                      ok    ok    ok    ok    ok    ok
GET /api/health                                             ok    ok    ok    ok    ok    ok
GET /api/ready                                              ok    ok    ok    ok    ok    ok
POST /api/auth/organizer/registration                       ok    ok    ok    ok    ok    ok
POST /api/auth/login                                        ok    ok    ok    ok    ok    ok
POST /api/auth/logout                                       401   ok    ok    ok    ok    ok
POST /api/auth/forgot                                       ok    ok    ok    ok    ok    ok
POST /api/auth/reset                                        ok    ok    ok    ok    ok    ok
POST /api/auth/login-token                                  ok    ok    ok    ok    ok    ok
POST /api/auth/resend-confirmation                          401   ok    ok    ok    ro    ro
POST /api/auth/change-email                                 401   ok    403   403   ro    ro
POST /api/auth/change-password                              401   ok    ok    ok    ro    ro
GET /api/auth/me                                            401   ok    ok    ok    ok    ok
POST /api/auth/me                                           401   ok    ok    ok    ro    ro
DELETE /api/auth/me                                         401   ok    403   403   ro    ro
GET /api/users                                              ok    ok    ok    ok    ok    ok
GET /api/partners                                           ok    ok    ok    ok    ok    ok
GET /api/testimonials                                       ok    ok    ok    ok    ok    ok
GET /api/admin/partners                                     401   403   403   ok    403   403
POST /api/admin/partners                                    401   403   403   ok    ro    ro
POST /api/admin/partners/:id                                401   403   403   ok    ro    ro
DELETE /api/admin/partners/:id                              401   403   403   ok    ro    ro
GET /api/admin/testimonials                                 401   403   403   ok    403   403
POST /api/admin/testimonials                                401   403   403   ok    ro    ro
POST /api/admin/testimonials/:id                            401   403   403   ok    ro    ro
DELETE /api/admin/testimonials/:id                          401   403   403   ok    ro    ro
GET /api/suppliers                                          ok    ok    ok    ok    ok    ok
GET /api/suppliers/:id                                      ok    ok    ok    ok    ok    ok
GET /api/counters/suppliers                                 ok    ok    ok    ok    ok    ok
GET /api/service-request-reviews                            ok    ok    ok    ok    ok    ok
GET /api/service-categories                                 ok    ok    ok    ok    ok    ok
GET /api/service-categories/by-slug/:slug                   ok    ok    ok    ok    ok    ok
GET /api/service-categories/:id                             ok    ok    ok    ok    ok    ok
GET /api/service-categories/:id/services                    ok    ok    ok    ok    ok    ok
GET /api/services                                           ok    ok    ok    ok    ok    ok
GET /api/services/by-slug/:slug                             ok    ok    ok    ok    ok    ok
GET /api/services/:id                                       ok    ok    ok    ok    ok    ok
POST /api/service-unknowns                                  ok    ok    ok    ok    ok    ok
POST /api/service-suggestions                               ok    ok    ok    ok    ok    ok
GET /api/admin/services                                     401   403   403   ok    403   403
GET /api/admin/services/export                              401   403   403   ok    403   403
POST /api/admin/services/categories                         401   403   403   ok    ro    ro
PUT /api/admin/services/categories/:id                      401   403   403   ok    ro    ro
POST /api/admin/services/categories/:id                     401   403   403   ok    ro    ro
DELETE /api/admin/services/categories/:id                   401   403   403   ok    ro    ro
POST /api/admin/services                                    401   403   403   ok    ro    ro
PUT /api/admin/services/:id                                 401   403   403   ok    ro    ro
POST /api/admin/services/:id                                401   403   403   ok    ro    ro
DELETE /api/admin/services/:id                              401   403   403   ok    ro    ro
GET /api/admin/service-suggestions                          401   403   403   ok    403   403
DELETE /api/admin/service-suggestions/:id                   401   403   403   ok    ro    ro
POST /api/admin/service-suggestions/:id/accept              401   403   403   ok    ro    ro
GET /api/places/autocomplete                                ok    ok    ok    ok    ok    ok
GET /api/places/geocode                                     ok    ok    ok    ok    ok    ok
POST /api/auth/registration                                 ok    ok    ok    ok    ok    ok
GET /api/supplier/onboarding                                401   403   ok    403   403   ok
POST /api/supplier/onboarding/step                          401   403   ok    403   ro    ro
POST /api/supplier/onboarding/submit                        401   403   ok    403   ro    ro
POST /api/supplier/contacts                                 401   403   ok    403   ro    ro
POST /api/supplier/user-services                            401   403   ok    403   ro    ro
PUT /api/supplier/user-services/update                      401   403   ok    403   ro    ro
GET /api/profile                                            401   403   ok    403   403   ok
POST /api/profile                                           401   403   ok    403   ro    ro
PUT /api/profile/documents/:id                              401   403   ok    403   ro    ro    supplier_documents.update
GET /api/admin/suppliers                                    401   403   403   ok    403   403
PATCH /api/admin/suppliers/:id                              401   403   403   ok    ro    ro
GET /api/admin/suppliers/:id                                401   403   403   ok    403   403
POST /api/admin/suppliers/:id/approve                       401   403   403   ok    ro    ro
POST /api/admin/suppliers/:id/dismiss                       401   403   403   ok    ro    ro
POST /api/admin/suppliers/:id/documents/:documentId/verify  401   403   403   ok    ro    ro
POST /api/admin/suppliers/import                            401   403   403   ok    ro    ro
GET /api/admin/organisers                                   401   403   403   ok    403   403
DELETE /api/admin/suppliers/:id                             401   403   403   ok    ro    ro
DELETE /api/admin/organisers/:id                            401   403   403   ok    ro    ro
POST /api/admin/auth/user-password-change                   401   403   403   ok    ro    ro
POST /api/admin/auth/login-as                               401   403   403   ok    ro    ro
POST /api/organiser/service-requests                        401   ok    403   403   ro    ro
GET /api/organiser/service-requests                         401   ok    403   403   ok    403
GET /api/organiser/service-requests/counters                401   ok    403   403   ok    403
GET /api/organiser/service-requests/:id                     401   ok    403   403   ok    403   service_requests.read
GET /api/organiser/service-requests/:id/status              401   ok    403   403   ok    403   service_requests.read
PATCH /api/organiser/service-requests/:id                   401   ok    403   403   ro    ro    service_requests.update
PATCH /api/organiser/service-requests/:id/close             401   ok    403   403   ro    ro    service_requests.close
PATCH /api/organiser/service-requests/:id/accept            401   ok    403   403   ro    ro    service_requests.accept
PATCH /api/organiser/service-requests/:id/reject            401   ok    403   403   ro    ro    service_requests.reject
PATCH /api/organiser/service-requests/:id/change-decision   401   ok    403   403   ro    ro    service_requests.change_decision
POST /api/organiser/service-request-reviews                 401   ok    403   403   ro    ro    service_requests.review
PATCH /api/organiser/service-request-reviews/:id            401   ok    403   403   ro    ro    service_request_reviews.update
POST /api/organiser/contacts                                401   ok    403   403   ro    ro
GET /api/organiser/service-request-quotes                   401   ok    403   403   ok    403   service_requests.read
GET /api/organiser/service-request-quotes/:id               401   ok    403   403   ok    403   service_request_quotes.read
PATCH /api/organiser/service-request-quotes/:id             401   ok    403   403   ro    ro    service_request_quotes.update
POST /api/organiser/service-request-quotes/:id/request-call 401   ok    403   403   ro    ro    service_request_quotes.request_call
POST /api/email-preferences/unsubscribe                     ok    ok    ok    ok    ok    ok
POST /api/email-preferences/unsubscribe/one-click           ok    ok    ok    ok    ok    ok
GET /api/supplier/service-request-notifies                  401   403   ok    403   403   ok
GET /api/supplier/service-request-notifies/counters         401   403   ok    403   403   ok
PATCH /api/supplier/service-request-notifies/:id            401   403   ok    403   ro    ro    service_request_notifies.update
POST /api/supplier/service-request-notifies/:id/mark-called 401   403   ok    403   ro    ro    service_request_notifies.mark_called
POST /api/supplier/service-request-quotes                   401   403   ok    403   ro    ro
POST /api/supplier/service-request-quotes/check             401   403   ok    403   ro    ro
GET /api/supplier/service-request-reviews                   401   403   ok    403   403   ok
GET /api/supplier/performance                               401   403   ok    403   403   ok
POST /api/chats                                             401   ok    ok    403   ro    ro
GET /api/chats                                              401   ok    ok    ok    ok    ok
GET /api/chats/:id                                          401   ok    ok    ok    ok    ok    chats.read
DELETE /api/chats/:id                                       401   ok    ok    ok    ro    ro    chats.delete
POST /api/chats/:id/send-message                            401   ok    ok    ok    ro    ro    chats.send
GET /api/chats/:id/messages                                 401   ok    ok    ok    ok    ok    chats.read
GET /api/chats/attachments/:id                              401   ok    ok    ok    ok    ok    chats.download
GET /api/price-plans                                        ok    ok    ok    ok    ok    ok
GET /api/subscriptions/check-price                          401   403   ok    403   403   ok
GET /api/admin/price-plans                                  401   403   403   ok    403   403
POST /api/admin/price-plans                                 401   403   403   ok    ro    ro
PUT /api/admin/price-plans/:id                              401   403   403   ok    ro    ro
POST /api/admin/price-plans/:id/archive                     401   403   403   ok    ro    ro
POST /api/admin/price-plans/:id/restore                     401   403   403   ok    ro    ro
GET /api/admin/promo-codes                                  401   403   403   ok    403   403
POST /api/admin/promo-codes                                 401   403   403   ok    ro    ro
GET /api/admin/promo-codes/export-active                    401   403   403   ok    403   403
GET /api/admin/promo-codes/export-past                      401   403   403   ok    403   403
PUT /api/admin/promo-codes/:id                              401   403   403   ok    ro    ro
POST /api/admin/promo-codes/:id/archive                     401   403   403   ok    ro    ro
GET /api/payment-methods                                    401   403   ok    403   403   ok
POST /api/payment-methods                                   401   403   ok    403   ro    ro
DELETE /api/payment-methods                                 401   403   ok    403   ro    ro
GET /api/payment-methods/default                            401   403   ok    403   403   ok
POST /api/payment-methods/default                           401   403   ok    403   ro    ro
GET /api/create-setup-intent                                401   403   ok    403   403   ok
POST /api/payment-methods/sandbox-confirm                   401   403   ok    403   ro    ro
POST /api/payment-methods/sandbox-authenticate              401   403   ok    403   ro    ro
POST /api/subscribe                                         401   403   ok    403   ro    ro
GET /api/subscriptions/current                              401   403   ok    403   403   ok
GET /api/subscriptions/payments                             401   403   ok    403   403   ok
GET /api/subscriptions/payments/:id/receipt                 401   403   ok    403   403   ok    payments.read
POST /api/webhooks/stripe                                   ok    ok    ok    ok    ok    ok
GET /api/admin/settings                                     401   403   403   ok    403   403
POST /api/admin/settings                                    401   403   403   ok    ro    ro
GET /api/admin/audit-log                                    401   403   403   ok    403   403
GET /api/admin/exports/:name                                401   403   403   ok    403   403
GET /api/admin/stats/health                                 401   403   403   ok    403   403
GET /api/admin/stats/:name                                  401   403   403   ok    403   403
GET /api/admin/reviews                                      401   403   403   ok    403   403
PATCH /api/admin/reviews/:id                                401   403   403   ok    ro    ro
DELETE /api/admin/reviews/:id                               401   403   403   ok    ro    ro
DELETE /api/admin/reviews/:id/reply                         401   403   403   ok    ro    ro
PUT /api/supplier/service-request-reviews/:id/reply         401   403   ok    403   ro    ro    review_replies.reply
GET /api/dev/outbox                                         ok    ok    ok    ok    ok    ok
GET /dev/mailbox                                            ok    ok    ok    ok    ok    ok
GET /dev/mailbox/:id                                        ok    ok    ok    ok    ok    ok
GET /files/uploads/*                                        ok    ok    ok    ok    ok    ok
GET /sitemap.xml                                            ok    ok    ok    ok    ok    ok
GET /robots.txt                                             ok    ok    ok    ok    ok    ok
`;

export const MATRIX_PERSONAS = [
  'guest',
  'organiser',
  'supplier',
  'admin',
  'view-organiser',
  'view-supplier',
] as const;
export type MatrixPersona = (typeof MATRIX_PERSONAS)[number];
export type Outcome = 'ok' | 401 | 403 | 'ro';

export interface MatrixRow {
  outcomes: Record<MatrixPersona, Outcome>;
  /** The ownership policy the route declares, `name.action`. */
  owned?: string;
}

const OUTCOMES: Record<string, Outcome> = { ok: 'ok', '401': 401, '403': 403, ro: 'ro' };

function parse(text: string): ReadonlyMap<string, MatrixRow> {
  const rows = new Map<string, MatrixRow>();
  for (const line of text.split('\n').slice(2)) {
    if (line.trim() === '') continue;
    const [method, url, ...cells] = line.trim().split(/\s+/);
    const name = `${method} ${url}`;
    const outcomes = cells.slice(0, MATRIX_PERSONAS.length).map((cell) => OUTCOMES[cell]);
    if (outcomes.length !== MATRIX_PERSONAS.length || outcomes.includes(undefined) || cells.length > 7)
      throw new Error(`authorization-table.ts: cannot read the row of ${name}`);
    if (rows.has(name)) throw new Error(`authorization-table.ts: two rows for ${name}`);
    const owned = cells[MATRIX_PERSONAS.length];
    rows.set(name, {
      outcomes: Object.fromEntries(MATRIX_PERSONAS.map((p, i) => [p, outcomes[i]])) as MatrixRow['outcomes'],
      ...(owned ? { owned } : {}),
    });
  }
  return rows;
}

export const authorizationTable = parse(TABLE);

export const routeName = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * How the registered routes (without HEAD twins) and the table differ: a route without a row, a stale row, a row
 * whose ownership policy is not the one the route declares. Empty when they agree.
 */
export function tableDifferences(routes: RegisteredRoute[], table = authorizationTable): string[] {
  const names = new Set(routes.map(routeName));
  const differences = routes
    .filter((route) => !table.has(routeName(route)))
    .map((route) => `${routeName(route)}: no row in test/authorization-table.ts`);
  for (const name of table.keys())
    if (!names.has(name)) differences.push(`${name}: a row in test/authorization-table.ts but no such route`);
  for (const route of routes) {
    const row = table.get(routeName(route));
    const policy = route.options.config?.policy;
    const declared = policy ? `${policy.name}.${policy.action}` : undefined;
    if (row && row.owned !== declared)
      differences.push(
        `${routeName(route)}: the table says policy ${row.owned}, the route declares ${declared}`,
      );
  }
  return differences;
}

const messageOf = (body: string) => {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
};

/** Whether an answer matches the table's outcome: null, or the failure line. */
export function outcomeFailure(
  label: string,
  res: { statusCode: number; body: string },
  want: Outcome,
): string | null {
  const { statusCode } = res;
  const refused = statusCode === 401 || statusCode === 403;
  if (statusCode >= 500) return `${label}: ${statusCode} (5xx: ${res.body.slice(0, 200)})`;
  if (want === 'ok') return refused ? `${label}: ${statusCode}, expected to be let through` : null;
  if (want === 'ro')
    return statusCode === 403 && messageOf(res.body) === errorTexts.viewingAsAnotherUser
      ? null
      : `${label}: ${statusCode}, expected 403 ${errorTexts.viewingAsAnotherUser}`;
  return statusCode === want ? null : `${label}: ${statusCode}, expected ${want}`;
}
