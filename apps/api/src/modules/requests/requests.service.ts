import { randomUUID } from 'node:crypto';
import { CloseReason, RequestStatus } from '@marquee/contracts/enums';
import {
  QUOTE_MAIL_INTERVAL_MINUTES,
  requestTexts,
  ukToday,
  type CreateRequest,
  type CreateRequestResponse,
  type OrganiserCounters,
  type RequestListQuery,
  type RequestListResponse,
} from '@marquee/contracts/requests';
import { limits } from '@marquee/contracts/limits';
import type { MeUpdate } from '@marquee/contracts/users';
import type { ReleasedRequest } from '@marquee/contracts/auth';
import type { DbOrTx } from '../../db/client';
import { invalidField, notFound } from '../../lib/errors';
import { actorOf, authorize } from '../../lib/policy';
import type { AuthContext } from '../../lib/auth-context';
import { placeResolver, reachingSuppliersSql, requestMatchFilters } from '../directory/directory.service';
import { getUser, updateOwnAccount } from '../users/users.service';
import { presentOwnAccount } from '../users/users.presenter';
import { requestsPolicy } from './requests.policy';
import { presentRequest, requestObject } from './requests.presenter';
import {
  countMatches,
  countOrganiserRequests,
  existingServices,
  findOrganiserRequests,
  findQuoteRow,
  findRequestViews,
  insertCloseReason,
  insertNotifies,
  insertRequests,
  lockRequest,
  quoteMailState,
  findUserContact,
  setUpdatesConsent,
  hasHeld,
  releaseHeld,
  reopenOffers,
  updateQuote,
  updateRequest,
  type RequestRow,
} from './requests.repository';
import { notifySuppliersJob, quoteMailJob } from './requests.jobs-defs';
import type { SendOptions } from '../jobs/jobs.service';
import { validUnsubscribeSignature } from './requests-emails';
import { refused, visibleRequest, type RequestsDeps } from './requests.deps';

export type { RequestsDeps } from './requests.deps';

/** Who a stored request reaches: its service at its coordinates, or nationwide suppliers when it has none. */
const matchOfStored = (row: Pick<RequestRow, 'id' | 'serviceId' | 'latitude' | 'longitude'>) => ({
  requestId: row.id,
  suppliers: reachingSuppliersSql({
    serviceId: row.serviceId ?? undefined,
    point:
      row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : undefined,
    nationwideOnly: row.latitude === null,
  }),
});

/**
 * Notifies every approved supplier each stored request reaches (its service at its place, decision 0010), in one
 * INSERT … SELECT, and answers how many each got: what a released held request does, and how the demo data's
 * requests reach their suppliers (db/seed). Rows already notified are left as they are.
 */
export const notifyReachedSuppliers = (
  tx: DbOrTx,
  rows: Pick<RequestRow, 'id' | 'serviceId' | 'latitude' | 'longitude'>[],
): Promise<Map<number, number>> => insertNotifies(tx, rows.map(matchOfStored));

/**
 * `POST organiser/service-requests`: one request per service of the brief, grouped as one event. Every approved
 * supplier that offers the service and reaches the place is notified in one INSERT … SELECT (a constant number of
 * statements whatever their number), and their e-mails go through one job that fans out. An organiser whose
 * e-mail is unconfirmed has the requests held: nobody is notified until the e-mail is confirmed.
 */
export async function createRequests(
  deps: RequestsDeps,
  auth: AuthContext,
  input: CreateRequest,
): Promise<CreateRequestResponse> {
  const actor = actorOf(auth);
  const ids = input.services.map((s) => s.service_id);
  const known = new Set((await existingServices(deps.db, ids)).map((s) => s.id));
  const unknown = input.services.findIndex((s) => !known.has(s.service_id));
  if (unknown >= 0) {
    throw invalidField(
      input.services.length === 1 ? 'service_id' : `services.${unknown}.service_id`,
      requestTexts.unknownService,
    );
  }
  let latitude = input.latitude ?? undefined;
  let longitude = input.longitude ?? undefined;
  if ((latitude === undefined || longitude === undefined) && input.place_id) {
    try {
      const { lat, lng } = await deps.places.geocode(input.place_id);
      if (lat !== null && lng !== null) [latitude, longitude] = [lat, lng];
    } catch {
      // An unknown place id is matched like an unknown label below.
    }
  }
  const filters = await requestMatchFilters(
    { location: input.location, latitude, longitude },
    placeResolver(deps.places),
  );
  const held = auth.user.emailVerifiedAt === null;
  const groupId = randomUUID();
  const write = async (tx: DbOrTx) => {
    const rows = await insertRequests(
      tx,
      input.services.map((s) => ({
        userId: actor.id,
        serviceId: s.service_id,
        note: s.note ?? null,
        groupId,
        location: input.location,
        latitude: filters.point?.latitude ?? null,
        longitude: filters.point?.longitude ?? null,
        dateFrom: input.date_from,
        dateUntil: input.date_until,
        dateOffersUntil: input.date_offers_until,
        message: input.message,
        isHeld: held ? 1 : 0,
      })),
    );
    const matches = rows.map((row) => ({
      requestId: row.id,
      suppliers: reachingSuppliersSql({ ...filters, serviceId: row.serviceId ?? undefined }),
    }));
    // Held: nobody is notified; the answer still says how many the request will reach once released.
    const counts = held ? await countMatches(tx, matches) : await insertNotifies(tx, matches);
    return { rows, counts };
  };
  // The e-mails' job is queued in the transaction that writes the notifications: both happen, or neither.
  const { rows, counts } = held
    ? await deps.db.transaction(write)
    : await deps.jobs.sendInTransaction(deps.db, notifySuppliersJob, async (tx) => {
        const result = await write(tx);
        return { data: { requestIds: result.rows.map((r) => r.id) }, result };
      });
  const views = await findRequestViews(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    data: {
      group_id: groupId,
      is_held: held,
      service_requests: views.map((v) => ({
        ...presentRequest(v, actor),
        suppliers_count: counts.get(v.id) ?? 0,
      })),
    },
  };
}

/**
 * The auth module's hook when an organiser confirms their e-mail: their held requests reach the suppliers now,
 * in one INSERT … SELECT, and the e-mails go through the same job. Releasing twice releases nothing twice.
 * Answers each released request with its service, place and the suppliers it reached: the dashboard's alert of
 * spec 2.4, shown where the confirmation link lands (docs/decisions/0059).
 */
export async function releaseHeldRequests(
  deps: Pick<RequestsDeps, 'db' | 'jobs'>,
  userId: number,
): Promise<ReleasedRequest[]> {
  // Most confirmations have nothing held: no transaction, no job.
  if (!(await hasHeld(deps.db, userId))) return [];
  const ids = await deps.jobs.sendInTransaction(deps.db, notifySuppliersJob, async (tx) => {
    const rows = await releaseHeld(tx, userId);
    if (rows.length > 0) await notifyReachedSuppliers(tx, rows);
    // Released meanwhile by another confirmation: the job finds no request to mail and ends at once.
    const requestIds = rows.map((r) => r.id);
    return { data: { requestIds }, result: requestIds };
  });
  const views = await findRequestViews(deps.db, ids);
  return views.map((v) => ({
    id: v.id,
    service: v.product ?? 'your event',
    location: v.location,
    suppliers_count: v.suppliers_count,
  }));
}

/** `GET organiser/service-requests`: a page of the organiser's requests, newest first. */
export async function listRequests(
  deps: RequestsDeps,
  auth: AuthContext,
  query: RequestListQuery,
): Promise<RequestListResponse> {
  const actor = actorOf(auth);
  const limit = limits.pageSize.organisers;
  const { total, rows } = await findOrganiserRequests(
    deps.db,
    actor.id,
    { status: query.filters?.status, groupId: query.filters?.group_id },
    { limit, offset: (query.page - 1) * limit },
  );
  const today = ukToday();
  return {
    data: { service_requests: rows.map((v) => presentRequest(v, actor, today)) },
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / limit)),
      per_page: limit,
      total,
    },
  };
}

/** `GET organiser/service-requests/counters` (spec 3 "Organiser counters"). */
export async function requestCounters(deps: RequestsDeps, auth: AuthContext): Promise<OrganiserCounters> {
  const rows = await countOrganiserRequests(deps.db, auth.user.id);
  const of = (status: number) => rows.find((r) => r.status === status);
  return {
    active_count: of(RequestStatus.active)?.count ?? 0,
    accepted_count: of(RequestStatus.accepted)?.count ?? 0,
    finished_count: of(RequestStatus.finished)?.count ?? 0,
    active_new_count: of(RequestStatus.active)?.new_count ?? 0,
    accepted_new_count: of(RequestStatus.accepted)?.new_count ?? 0,
    finished_new_count: of(RequestStatus.finished)?.new_count ?? 0,
  };
}

export async function getRequest(deps: RequestsDeps, auth: AuthContext, id: number) {
  const actor = actorOf(auth);
  return { data: presentRequest(await visibleRequest(deps.db, actor, id), actor) };
}

/** `GET organiser/service-requests/{id}/status`: the lookup of `?rfq=`. */
export async function requestStatus(deps: RequestsDeps, auth: AuthContext, id: number) {
  const view = await visibleRequest(deps.db, actorOf(auth), id);
  return { result: true as const, status: view.status as 10 | 20 | 30 };
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockRequest>>>;

/**
 * Runs a transition on the locked request: 404 unless it is the organiser's, then `check` (409s with the spec's
 * or our texts), then the policy, then `apply`. Answers the request as it is afterwards.
 */
async function transition(
  deps: RequestsDeps,
  auth: AuthContext,
  id: number,
  action: 'update' | 'close' | 'accept' | 'reject' | 'change_decision',
  apply: (tx: DbOrTx, request: Locked, now: Date) => Promise<void>,
) {
  const actor = actorOf(auth);
  await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, id);
    if (!request) throw notFound();
    const object = requestObject(request);
    authorize(requestsPolicy, actor, 'read', object);
    await apply(tx, request, new Date());
    authorize(requestsPolicy, actor, action, object);
  });
  return getRequest(deps, auth, id);
}

const assertActive = (request: Locked) => {
  if (request.status === RequestStatus.finished) throw refused('alreadyFinished');
  if (request.status !== RequestStatus.active) throw refused('notActive');
};

/** A quote of this request, or a 422 on the field that named it. */
async function quoteOf(tx: DbOrTx, request: Locked, quoteId: number) {
  const quote = await findQuoteRow(tx, quoteId);
  if (!quote || quote.serviceRequestId !== request.id) {
    throw invalidField('service_request_quote_id', requestTexts.quoteNotOfRequest, 'quoteNotOfRequest');
  }
  return quote;
}

/** `PATCH organiser/service-requests/{id}`: Extend deadline, never into the past nor after the event. */
export const extendDeadline = (deps: RequestsDeps, auth: AuthContext, id: number, date: string) =>
  transition(deps, auth, id, 'update', async (tx, request) => {
    assertActive(request);
    if (date < ukToday())
      throw invalidField('date_offers_until', requestTexts.deadlineInPast, 'deadlineInPast');
    if (date > request.date_until) {
      throw invalidField('date_offers_until', requestTexts.deadlineAfterEvent, 'deadlineAfterEvent');
    }
    // A deadline moved after it had passed opens the request to quotes again (and to a new reminder).
    await reopenOffers(tx, request.id, date);
  });

/**
 * `PATCH …/{id}/close`: active or accepted → finished, with the reason. Reason 1 may name the chosen quote; on an
 * active request that selects it (so its supplier can be reviewed); on an accepted one it defaults to the selected.
 */
export const closeRequest = (
  deps: RequestsDeps,
  auth: AuthContext,
  id: number,
  input: { reason: 1 | 2 | 3; service_request_quote_id?: number | null },
) =>
  transition(deps, auth, id, 'close', async (tx, request, now) => {
    if (request.status === RequestStatus.finished) throw refused('alreadyFinished');
    let quoteId = input.service_request_quote_id ?? null;
    if (quoteId !== null) {
      const quote = await quoteOf(tx, request, quoteId);
      if (quote.rejectedAt) throw refused('quoteRejected');
      if (request.selected_quote_id !== null && request.selected_quote_id !== quote.id) {
        throw refused('quoteNotSelected');
      }
      if (request.selected_quote_id === null) {
        await updateQuote(tx, quote.id, { isSelected: 1, selectedAt: now, isArchived: 0 });
        await updateRequest(tx, request.id, { acceptedAt: now });
      }
    } else if (input.reason === CloseReason.fulfilledThroughMarquee) {
      quoteId = request.selected_quote_id;
    }
    await updateRequest(tx, request.id, { status: RequestStatus.finished, closedAt: now });
    await insertCloseReason(tx, {
      serviceRequestId: request.id,
      reason: input.reason,
      serviceRequestQuoteId: quoteId,
    });
  });

/** `PATCH …/{id}/accept`: Select Supplier, active → accepted. */
export const acceptQuote = (deps: RequestsDeps, auth: AuthContext, id: number, quoteId: number) =>
  transition(deps, auth, id, 'accept', async (tx, request, now) => {
    assertActive(request);
    const quote = await quoteOf(tx, request, quoteId);
    if (quote.rejectedAt) throw refused('quoteRejected');
    await updateQuote(tx, quote.id, { isSelected: 1, selectedAt: now, isArchived: 0 });
    await updateRequest(tx, request.id, { status: RequestStatus.accepted, acceptedAt: now });
  });

/** `PATCH …/{id}/reject`: declines a quote of an active request (final; its supplier sees it as declined). */
export const rejectQuote = (deps: RequestsDeps, auth: AuthContext, id: number, quoteId: number) =>
  transition(deps, auth, id, 'reject', async (tx, request, now) => {
    assertActive(request);
    const quote = await quoteOf(tx, request, quoteId);
    if (quote.isSelected) throw refused('quoteSelected');
    if (!quote.rejectedAt) await updateQuote(tx, quote.id, { rejectedAt: now, isShortlisted: 0 });
  });

/**
 * `PATCH …/{id}/change-decision`: accepted → active, the selected supplier's quote is severed (rejected, final:
 * it cannot be selected again).
 */
export const changeDecision = (deps: RequestsDeps, auth: AuthContext, id: number, quoteId: number) =>
  transition(deps, auth, id, 'change_decision', async (tx, request, now) => {
    if (request.status !== RequestStatus.accepted) {
      throw request.status === RequestStatus.finished ? refused('alreadyFinished') : refused('notAccepted');
    }
    const quote = await quoteOf(tx, request, quoteId);
    if (!quote.isSelected) throw refused('quoteNotSelected');
    await updateQuote(tx, quote.id, { isSelected: 0, selectedAt: null, rejectedAt: now, isShortlisted: 0 });
    await updateRequest(tx, request.id, { status: RequestStatus.active, acceptedAt: null });
  });

/** `POST organiser/contacts` (spec 5 "Organiser contact form"). */
export async function saveOrganiserContacts(deps: RequestsDeps, auth: AuthContext, input: MeUpdate) {
  await updateOwnAccount(deps.db, auth.user.id, auth.user.role, input);
  return { user: presentOwnAccount(await getUser(deps.db, auth.user.id)) };
}

/**
 * For issue 13's `POST supplier/service-request-quotes`: the organiser hears of new quotes at most once an hour per
 * request. The job is queued at once (or when the hour since the last e-mail ends), one per request at a time, and
 * tells of every quote not yet opened when it runs. These are its send options; the quote's transaction queues
 * it (docs/decisions/0089).
 */
export async function quoteMailOptions(db: DbOrTx, requestId: number): Promise<SendOptions> {
  const mailed = (await quoteMailState(db, requestId))?.quotesMailedAt ?? null;
  const due = mailed ? new Date(mailed.getTime() + QUOTE_MAIL_INTERVAL_MINUTES * 60_000) : new Date();
  return { singletonKey: `rfq-${requestId}`, ...(due > new Date() && { startAfter: due }) };
}

/** Queues the new-quote e-mail of a committed quote (quoteMailOptions). */
export async function onQuoteCreated(deps: RequestsDeps, quoteId: number): Promise<void> {
  const quote = await findQuoteRow(deps.db, quoteId);
  if (!quote) return;
  const requestId = quote.serviceRequestId;
  await deps.jobs.send(quoteMailJob, { requestId }, await quoteMailOptions(deps.db, requestId));
}

/** The signed unsubscribe link of an optional e-mail: no more updates and info (spec 3 consent field). */
export async function unsubscribeFromUpdates(deps: RequestsDeps, userId: number, signature: string) {
  const user = await findUserContact(deps.db, userId);
  if (!user || !validUnsubscribeSignature(user.id, user.passwordHash, signature)) throw notFound();
  await setUpdatesConsent(deps.db, user.id, false);
  return { result: true as const };
}
