import type { FastifyInstance } from 'fastify';
import { RequestStatus } from '@marquee/contracts/enums';
import {
  OFFERS_PAGE_SIZE,
  offerFilters,
  offerTexts,
  type CounterKey,
  type NotifyListQuery,
  type NotifyListResponse,
  type Quota,
  type SupplierCounters,
} from '@marquee/contracts/offers';
import { answersEveryRequest } from '@marquee/contracts/plan-allowance';
import { ukToday } from '@marquee/contracts/requests';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound, rejected } from '../../lib/errors';
import { actorOf, authorize } from '../../lib/policy';
import type { AuthContext } from '../../lib/auth-context';
import { getOwnReviews } from '../directory/directory.service';
import { quoteMailOptions } from '../requests/requests.service';
import { quoteMailJob } from '../requests/requests.jobs-defs';
import { notifiesPolicy } from './offers.policy';
import { notifyObject, presentNotify } from './offers.presenter';
import { stateToSql } from './offer-state';
import {
  clearCallRequested,
  countByState,
  findNotifyViews,
  insertQuote,
  lockNotifyOfRequest,
  lockSupplier,
  markSeen,
  quotaCounts,
  setIgnore,
  supplierPlan,
} from './offers.repository';
import { unreadMessagesByQuote } from '../chats/chats.service';
import { notePaymentRequested } from '../suppliers/payment-requested.service';

/** What the offers module needs from the app (the requests module's new-quote e-mail job among it). */
export type OffersDeps = Pick<
  FastifyInstance,
  'db' | 'config' | 'mailer' | 'log' | 'jobs' | 'places' | 'storage'
>;

/** A refused action with its text and a stable code. */
const refused = (status: 403 | 409, code: keyof typeof offerTexts) =>
  new AppError(status, code, offerTexts[code]);

/** The supplier's allowance now (spec 4, 9; docs/decisions/0039). */
async function quotaOf(db: DbOrTx, supplierId: number, now: Date, locked?: boolean): Promise<Quota> {
  const plan = locked ? await lockSupplier(db, supplierId) : await supplierPlan(db, supplierId);
  const counts = await quotaCounts(db, supplierId, now);
  const unlimited =
    plan !== null && answersEveryRequest({ planType: plan.plan_type, noLimits: plan.no_limits });
  return {
    unlimited,
    allowance: counts.allowance,
    used: counts.used,
    remaining: unlimited ? null : Math.max(0, counts.allowance - counts.used),
    given_back: counts.givenBack,
    received: counts.received,
    responded: counts.responded,
    can_respond: unlimited || counts.used < counts.allowance,
  };
}

/** The supplier's allowance now, as the offers count it, for other modules (performance: docs/decisions/0078). */
export const supplierQuota = (db: DbOrTx, supplierId: number, now: Date = new Date()) =>
  quotaOf(db, supplierId, now);

/** The 402 of spec 8: the received and responded counts, and the quota for the modal. */
const quotaExhausted = (quota: Quota) =>
  rejected(402, 'quota_exhausted', offerTexts.quotaMessage, {
    received: quota.received,
    responded: quota.responded,
    quota,
  });

/** Every counter of spec 3 from the counts per state, 0 where none. */
function countersFrom(rows: { state: string; count: number; new_count: number }[]): SupplierCounters {
  const keys: CounterKey[] = ['index', ...offerFilters];
  const counters = Object.fromEntries(
    keys.flatMap((k) => [
      [`${k}_count`, 0],
      [`${k}_new_count`, 0],
    ]),
  );
  for (const row of rows) {
    counters[`${row.state}_count`] = row.count;
    counters[`${row.state}_new_count`] = row.new_count;
  }
  return counters as SupplierCounters;
}

/** `GET supplier/service-request-notifies/counters`. */
export async function offerCounters(deps: OffersDeps, auth: AuthContext, now: Date = new Date()) {
  return countersFrom(await countByState(deps.db, actorOf(auth).id, ukToday(now)));
}

/**
 * `GET supplier/service-request-notifies`: one tab of the supplier's offers, newest first, or (`id`) the notify of
 * one request whatever its tab, for the ?rfq_notify= redirect. The rows shown are marked seen in their state, so
 * their NEW badge shows this once and the tab's _new_count drops.
 */
export async function listNotifies(
  deps: OffersDeps,
  auth: AuthContext,
  query: NotifyListQuery,
  now: Date = new Date(),
): Promise<NotifyListResponse> {
  const actor = actorOf(auth);
  const today = ukToday(now);
  const filter =
    query.id !== undefined
      ? { requestId: query.id }
      : { state: stateToSql(query.offer ?? null), requestId: query.filters?.id };
  const limit = OFFERS_PAGE_SIZE;
  const { total, rows } = await findNotifyViews(deps.db, actor.id, filter, today, {
    limit,
    offset: (query.page - 1) * limit,
  });
  const quota = await quotaOf(deps.db, actor.id, now);
  const unread = await unreadMessagesByQuote(
    deps,
    actor.id,
    rows.flatMap((v) => (v.quote_id === null ? [] : [v.quote_id])),
  );
  const data = rows.map((v) => ({
    ...presentNotify(v, actor, quota, today, now),
    unread_messages_count: v.quote_id === null ? 0 : (unread.get(v.quote_id) ?? 0),
  }));
  // An administrator viewing as the supplier (docs/decisions/0071) leaves their NEW badges as they are.
  const seen = auth.impersonatorId === null ? rows : [];
  for (const state of new Set(seen.map((v) => v.state))) {
    await markSeen(
      deps.db,
      rows.filter((v) => v.state === state).map((v) => v.id),
      state,
    );
  }
  return {
    data,
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / limit)),
      per_page: limit,
      total,
    },
    quota,
    ...(query.counters && { counters: await offerCounters(deps, auth, now) }),
  };
}

/** The supplier's notify by its id (404 for anyone else's, as for one that does not exist). */
async function visibleNotify(db: DbOrTx, auth: AuthContext, id: number, now: Date) {
  const actor = actorOf(auth);
  const today = ukToday(now);
  const { rows } = await findNotifyViews(db, actor.id, { notifyId: id }, today);
  const view = rows[0];
  // The query is already the supplier's own notifies; the policy stays the guard of what follows.
  if (!view) throw notFound();
  return { actor, today, view };
}

async function answerNotify(deps: OffersDeps, auth: AuthContext, id: number, now: Date) {
  const { actor, today, view } = await visibleNotify(deps.db, auth, id, now);
  const quota = await quotaOf(deps.db, actor.id, now);
  return { data: presentNotify(view, actor, quota, today, now) };
}

const always = { can_respond: true };

/** `PATCH supplier/service-request-notifies/{id}`: "I'm not interested" (is_ignore 1), or undo from Declined (0). */
export async function updateNotify(
  deps: OffersDeps,
  auth: AuthContext,
  id: number,
  input: { is_ignore: boolean },
  now: Date = new Date(),
) {
  const { actor, today, view } = await visibleNotify(deps.db, auth, id, now);
  const object = notifyObject(view, today, always);
  authorize(notifiesPolicy, actor, 'read', object);
  if (view.quote_id !== null) throw refused(409, 'answeredCannotDecline');
  authorize(notifiesPolicy, actor, 'update', object);
  // Issue 21: nothing to decline once the request no longer takes offers (undo stays possible).
  if (input.is_ignore && view.is_ignore === 0 && !object.acceptsQuotes) throw refused(409, 'notActive');
  if ((view.is_ignore === 1) !== input.is_ignore) await setIgnore(deps.db, id, input.is_ignore);
  return answerNotify(deps, auth, id, now);
}

/** `POST supplier/service-request-notifies/{id}/mark-called`: the call the organiser asked for was made. */
export async function markCalled(deps: OffersDeps, auth: AuthContext, id: number, now: Date = new Date()) {
  const { actor, today, view } = await visibleNotify(deps.db, auth, id, now);
  const object = notifyObject(view, today, always);
  authorize(notifiesPolicy, actor, 'read', object);
  if (view.call_requested_at === null) throw refused(409, 'noCallRequested');
  authorize(notifiesPolicy, actor, 'mark_called', object);
  await clearCallRequested(deps.db, id);
  return answerNotify(deps, auth, id, now);
}

/**
 * `POST supplier/service-request-quotes/check`: may the supplier answer now (and this request, when named)? 200
 * with the quota, or 402 with received and responded when a limited supplier has used the allowance.
 */
export async function checkQuota(
  deps: OffersDeps,
  auth: AuthContext,
  input: { service_request_id?: number },
  now: Date = new Date(),
) {
  const actor = actorOf(auth);
  if (input.service_request_id !== undefined) {
    const { rows } = await findNotifyViews(
      deps.db,
      actor.id,
      { requestId: input.service_request_id },
      ukToday(now),
    );
    if (!rows[0]) throw notFound();
  }
  const quota = await quotaOf(deps.db, actor.id, now);
  if (!quota.can_respond) {
    await notePaymentRequested(deps.db, actor.id, now);
    throw quotaExhausted(quota);
  }
  return { result: true as const, quota };
}

/**
 * `POST supplier/service-request-quotes` (spec 5 "Proposal"). In one transaction that first locks the supplier's
 * profile row, so a supplier's answers are counted and inserted one at a time (docs/decisions/0039): the request
 * must have reached them (404), not be answered yet (409), be active and before its offers deadline (403), and a
 * limited supplier must have an answer left (402). A declined request answered after all is no longer declined.
 * The organiser's new-quote e-mail job is queued in that transaction: no committed quote without it (0089).
 */
export async function createQuote(
  deps: OffersDeps,
  auth: AuthContext,
  input: { service_request_id: number; message: string; price?: number | null },
  now: Date = new Date(),
) {
  const actor = actorOf(auth);
  const today = ukToday(now);
  const requestId = input.service_request_id;
  const mailOptions = await quoteMailOptions(deps.db, requestId);
  const quoteId = await deps.jobs
    .sendInTransaction(
      deps.db,
      quoteMailJob,
      async (tx) => {
        const quota = await quotaOf(tx, actor.id, now, true);
        const notify = await lockNotifyOfRequest(tx, actor.id, input.service_request_id);
        if (!notify) throw notFound();
        if (notify.quote_id !== null) throw refused(409, 'alreadyAnswered');
        if (notify.status !== RequestStatus.active) throw refused(403, 'notActive');
        if (notify.date_offers_until < today) throw refused(403, 'offersClosed');
        if (!quota.can_respond) throw quotaExhausted(quota);
        authorize(notifiesPolicy, actor, 'respond', {
          userId: actor.id,
          state: null,
          acceptsQuotes: true,
          answered: false,
          isIgnore: notify.is_ignore === 1,
          callRequested: false,
          quotaLeft: quota.can_respond,
        });
        const row = await insertQuote(tx, {
          requestId: input.service_request_id,
          supplierId: actor.id,
          message: input.message,
          price: input.price ?? null,
        });
        if (!row) throw refused(409, 'alreadyAnswered');
        if (notify.is_ignore === 1) await setIgnore(tx, notify.id, false);
        return { data: { requestId }, result: { quoteId: row.id, notifyId: notify.id } };
      },
      mailOptions,
    )
    .catch(async (err: unknown) => {
      // The upgrade prompt is Marquee asking the supplier to pay: recorded after the rollback.
      if (err instanceof AppError && err.code === 'quota_exhausted')
        await notePaymentRequested(deps.db, actor.id, now);
      throw err;
    });
  const { view } = await visibleNotify(deps.db, auth, quoteId.notifyId, now);
  const quota = await quotaOf(deps.db, actor.id, now);
  // The supplier has seen it where it now lives (live-quotes): it is not NEW there.
  await markSeen(deps.db, [view.id], view.state);
  return { data: presentNotify({ ...view, seen_state: view.state }, actor, quota, today, now), quota };
}

/** `GET supplier/service-request-reviews`: the supplier's own reviews, newest first. */
export const ownReviews = (deps: OffersDeps, auth: AuthContext) => getOwnReviews(deps.db, actorOf(auth).id);
