import { RequestStatus } from '@marquee/contracts/enums';
import type { QuoteListQuery } from '@marquee/contracts/requests';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import { actorOf, authorize, type Actor } from '../../lib/policy';
import type { AuthContext } from '../../lib/auth-context';
import { quotesPolicy, requestsPolicy, reviewsPolicy } from './requests.policy';
import { presentQuote, presentReview, quoteObject, requestObject } from './requests.presenter';
import {
  findQuoteRow,
  findReview,
  insertReview,
  lockRequest,
  markCallRequested,
  updateQuote,
  updateReview,
} from './requests.repository';
import { findQuoteView, findQuoteViews } from './request-quotes.repository';
import { unreadMessagesByQuote } from '../chats/chats.service';
import { refused, visibleRequest, type RequestsDeps } from './requests.deps';

// The organiser's side of quotes and reviews: listing, opening and flagging quotes, Request a call, reviews.

/** `POST organiser/service-request-reviews`: one per finished request with a selected supplier. */
export async function createReview(
  deps: RequestsDeps,
  auth: AuthContext,
  input: { service_request_id: number; rate: number; message: string },
) {
  const actor = actorOf(auth);
  const review = await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, input.service_request_id);
    if (!request) throw notFound();
    const object = requestObject(request);
    authorize(requestsPolicy, actor, 'read', object);
    if (request.reviewed) throw refused('alreadyReviewed');
    if (request.status !== RequestStatus.finished || request.selected_quote_id === null) {
      throw refused('reviewNotAllowed');
    }
    authorize(requestsPolicy, actor, 'review', object);
    const quote = await findQuoteRow(tx, request.selected_quote_id);
    if (!quote) throw refused('reviewNotAllowed');
    const row = await insertReview(tx, {
      serviceRequestId: request.id,
      userId: actor.id,
      supplierId: quote.userId,
      rate: input.rate,
      message: input.message,
    });
    if (!row) throw refused('alreadyReviewed');
    return row;
  });
  return { data: presentReview(review, actor) };
}

/** `PATCH organiser/service-request-reviews/{id}`. */
export async function modifyReview(
  deps: RequestsDeps,
  auth: AuthContext,
  id: number,
  input: { rate: number; message: string },
) {
  const actor = actorOf(auth);
  const review = await findReview(deps.db, id);
  if (!review) throw notFound();
  authorize(reviewsPolicy, actor, 'update', { userId: review.userId });
  const row = await updateReview(deps.db, id, input);
  if (!row) throw notFound();
  return { data: presentReview(row, actor) };
}

/**
 * `GET organiser/service-request-quotes?service_request_id=`, or `?supplier_id=`: that supplier's quotes on the
 * caller's own requests (the chat's Select Supplier picker), whichever requests they are.
 */
export async function listQuotes(deps: RequestsDeps, auth: AuthContext, query: QuoteListQuery) {
  const actor = actorOf(auth);
  if (query.service_request_id !== undefined) await visibleRequest(deps.db, actor, query.service_request_id);
  const rows = await findQuoteViews(
    deps.db,
    {
      requestId: query.service_request_id,
      // Without a request, the caller's own requests bound the list (an administrator has none).
      organiserId: query.service_request_id === undefined ? actor.id : undefined,
      supplierId: query.supplier_id,
    },
    query.filter,
    query.search,
  );
  const quotes = rows.map((v) => presentQuote(v, deps.storage, actor));
  const unread = await unreadMessagesByQuote(
    deps,
    actor.id,
    quotes.map((q) => q.id),
  );
  return { data: { quotes: quotes.map((q) => ({ ...q, unread_messages_count: unread.get(q.id) ?? 0 })) } };
}

async function visibleQuote(db: DbOrTx, actor: Actor, id: number) {
  const view = await findQuoteView(db, id);
  if (!view) throw notFound();
  authorize(quotesPolicy, actor, 'read', quoteObject(view));
  return view;
}

export async function getQuote(deps: RequestsDeps, auth: AuthContext, id: number) {
  const actor = actorOf(auth);
  return { data: presentQuote(await visibleQuote(deps.db, actor, id), deps.storage, actor) };
}

/**
 * `PATCH organiser/service-request-quotes/{id}`: the flags. Archiving clears the shortlist; an archived quote
 * cannot be shortlisted (spec 4); viewed stays viewed.
 */
export async function updateQuoteFlags(
  deps: RequestsDeps,
  auth: AuthContext,
  id: number,
  input: { is_shortlisted?: boolean; is_archived?: boolean; is_viewed?: boolean },
) {
  const actor = actorOf(auth);
  const view = await visibleQuote(deps.db, actor, id);
  authorize(quotesPolicy, actor, 'update', quoteObject(view));
  const archived = input.is_archived ?? view.is_archived === 1;
  if (input.is_shortlisted === true && archived) throw refused('shortlistArchived');
  const shortlisted = archived ? false : (input.is_shortlisted ?? view.is_shortlisted === 1);
  await updateQuote(deps.db, id, {
    isArchived: archived ? 1 : 0,
    isShortlisted: shortlisted ? 1 : 0,
    ...(input.is_viewed !== undefined && { isViewed: input.is_viewed || view.is_viewed === 1 ? 1 : 0 }),
    // When it was first opened: the supplier's lead pipeline shows it (issue 13).
    ...(input.is_viewed === true && view.is_viewed === 0 && { viewedAt: new Date() }),
  });
  return getQuote(deps, auth, id);
}

/** `POST organiser/service-request-quotes/{id}/request-call`: the supplier sees Call Requested. */
export async function requestCall(deps: RequestsDeps, auth: AuthContext, id: number) {
  const actor = actorOf(auth);
  const view = await visibleQuote(deps.db, actor, id);
  if (view.request_status === RequestStatus.finished) throw refused('alreadyFinished');
  if (view.rejected_at !== null) throw refused('quoteRejected');
  authorize(quotesPolicy, actor, 'request_call', quoteObject(view));
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    await updateQuote(tx, id, { callRequestedAt: now });
    await markCallRequested(tx, view.service_request_id, view.user_id, now);
  });
  return getQuote(deps, auth, id);
}
