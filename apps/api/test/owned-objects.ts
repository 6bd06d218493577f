import { Role } from '@marquee/contracts/enums';
import type { Db } from '../src/db/client';
import type { Policies, PolicyName } from '../src/lib/policy';
import type { RegisteredRoute } from '../src/plugins/access';
import { usersPolicy } from '../src/modules/users/users.policy';
import { supplierDocumentsPolicy } from '../src/modules/suppliers/suppliers.policy';
import { supplierDocuments } from '../src/db/schema/suppliers';
import { requestsPolicy, quotesPolicy, reviewsPolicy } from '../src/modules/requests/requests.policy';
import { serviceRequestReviews } from '../src/db/schema/requests';
import { reviewRepliesPolicy } from '../src/modules/reviews/reviews.policy';
import { notifiesPolicy } from '../src/modules/offers/offers.policy';
import { chatsPolicy } from '../src/modules/chats/chats.policy';
import { chatAttachments, chatUsers, chats, messages } from '../src/db/schema/chats';
import { paymentsPolicy } from '../src/modules/subscriptions/subscriptions.policy';
import { payments } from '../src/db/schema/billing';
import {
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  daysFromToday,
  type FactoryUser,
} from './factories';

type ObjectOf<P> = P extends { rules: Readonly<Record<string, (actor: never, object: infer O) => boolean>> }
  ? O
  : never;

/** An object built for the authorization matrix, owned by one user. */
export interface OwnedObject<O> {
  /** The route's path parameters that name the object. */
  params: Record<string, string | number>;
  /** The object as the policy sees it, so the matrix can ask the policy what each persona should get. */
  object: O;
  /** A valid body for a write route, so the request gets past validation to the policy check. */
  body?: Record<string, unknown>;
  /** Query parameters that name the object, for a route that takes it there (`?service_request_id=`). */
  query?: Record<string, string>;
}

export interface OwnedObjectFactory<N extends PolicyName> {
  policy: Policies[N];
  /** Builds a fresh object owned by `owner` for `route` (called once per request, as writes may use it up). */
  build(db: Db, owner: FactoryUser, route: RegisteredRoute): Promise<OwnedObject<ObjectOf<Policies[N]>>>;
}

/**
 * One factory per policy: the authorization matrix builds the owned object of each route that declares
 * the policy. Typed over every policy name, so a new `<domain>.policy.ts` does not compile until its
 * factory is here (docs/architecture.md, "Ownership policies").
 */
export const ownedObjects: { [N in PolicyName]: OwnedObjectFactory<N> } = {
  users: {
    policy: usersPolicy,
    // An account is owned by itself.
    build: async (_db, owner) => ({
      params: { id: owner.id },
      object: { id: owner.id, role: Role[owner.role] },
    }),
  },
  supplier_documents: {
    policy: supplierDocumentsPolicy,
    // A document row of the owner's profile (the file itself is not needed to change its details).
    build: async (db, owner) => {
      const [row] = await db
        .insert(supplierDocuments)
        .values({
          userId: owner.id,
          path: `uploads/suppliers/${owner.id}/documents/x.pdf`,
          fileName: 'x.pdf',
        })
        .returning();
      if (!row) throw new Error('document not created');
      return {
        params: { id: row.id },
        object: { userId: owner.id },
        body: { type: 'public_liability_insurance', valid_to: '2030-01-31' },
      };
    },
  },
  service_requests: {
    policy: requestsPolicy,
    // A request of the owner in the state the route's action needs, with a quote when it names one.
    build: async (db, owner, route) => {
      const action = route.options.config?.policy?.action;
      const status = action === 'change_decision' ? 20 : action === 'review' ? 30 : 10;
      const request = await createRequest(db, owner.id, { status });
      const quote = await createQuote(db, request.id, undefined, { isSelected: status !== 10 });
      const none: Record<string, number> = {};
      const object = {
        userId: owner.id,
        status,
        selectedQuoteId: status !== 10 ? quote.id : null,
        reviewed: false,
      };
      if (action === 'review') {
        return { params: none, object, body: { service_request_id: request.id, rate: 5, message: 'Great' } };
      }
      if (route.url.endsWith('/organiser/service-request-quotes')) {
        return { params: none, object, query: { service_request_id: String(request.id) } };
      }
      const body =
        action === 'update'
          ? { date_offers_until: daysFromToday(10) }
          : action === 'close'
            ? { reason: 2 }
            : { service_request_quote_id: quote.id };
      return { params: { id: request.id }, object, body };
    },
  },
  service_request_notifies: {
    policy: notifiesPolicy,
    // A request of another organiser that reached the owner, not answered, with a call asked for (mark-called).
    build: async (db, owner) => {
      const organiser = await createOrganiser(db);
      const request = await createRequest(db, organiser.id);
      const notify = await createNotify(db, request.id, owner.id, { callRequestedAt: new Date() });
      return {
        params: { id: notify.id },
        object: {
          userId: owner.id,
          state: null,
          acceptsQuotes: true,
          answered: false,
          isIgnore: false,
          callRequested: true,
          quotaLeft: true,
        },
        body: { is_ignore: 1 },
      };
    },
  },
  chats: {
    policy: chatsPolicy,
    // A chat about a quote between the owner and a new user of the other role, with one message and attachment.
    build: async (db, owner, route) => {
      const organiser = owner.role === 'organiser' ? owner : await createOrganiser(db);
      const request = await createRequest(db, organiser.id);
      const quote = await createQuote(db, request.id, owner.role === 'supplier' ? owner.id : undefined);
      const [chat] = await db
        .insert(chats)
        .values({ serviceRequestQuoteId: quote.id, organiserId: organiser.id, supplierId: quote.userId })
        .returning();
      if (!chat) throw new Error('chat not created');
      const [author] = await db
        .insert(chatUsers)
        .values([
          { chatId: chat.id, userId: organiser.id },
          { chatId: chat.id, userId: quote.userId },
        ])
        .returning();
      const [message] = await db
        .insert(messages)
        .values({ chatId: chat.id, chatUserId: author!.id, text: 'Hello' })
        .returning();
      const [file] = await db
        .insert(chatAttachments)
        .values({ messageId: message!.id, fileName: 'a.txt', path: 'uploads/chat/none.txt', size: 1 })
        .returning();
      const object = { organiserId: organiser.id, supplierId: quote.userId };
      const id = route.url.includes('/attachments/') ? file!.id : chat.id;
      return { params: { id }, object, body: { text: 'Hi' } };
    },
  },
  service_request_quotes: {
    policy: quotesPolicy,
    build: async (db, owner) => {
      const request = await createRequest(db, owner.id);
      const quote = await createQuote(db, request.id);
      return {
        params: { id: quote.id },
        object: {
          requestUserId: owner.id,
          requestStatus: 10,
          isArchived: false,
          isSelected: false,
          isRejected: false,
        },
        body: { is_viewed: 1 },
      };
    },
  },
  payments: {
    policy: paymentsPolicy,
    // A successful charge of the owner (the receipt's PDF needs nothing else).
    build: async (db, owner) => {
      const [row] = await db
        .insert(payments)
        .values({
          userId: owner.id,
          pricingPlanId: 3,
          period: 'month',
          amount: '25.00',
          status: 'succeeded',
          paidAt: new Date(),
        })
        .returning();
      if (!row) throw new Error('payment not created');
      return { params: { id: row.id }, object: { userId: owner.id } };
    },
  },
  service_request_reviews: {
    policy: reviewsPolicy,
    build: async (db, owner) => {
      const request = await createRequest(db, owner.id, { status: 30 });
      const quote = await createQuote(db, request.id, undefined, { isSelected: true });
      const [review] = await db
        .insert(serviceRequestReviews)
        .values({
          serviceRequestId: request.id,
          userId: owner.id,
          supplierId: quote.userId,
          rate: 4,
          message: 'Good',
        })
        .returning();
      if (!review) throw new Error('review not created');
      return {
        params: { id: review.id },
        object: { userId: owner.id },
        body: { rate: 5, message: 'Better' },
      };
    },
  },
  review_replies: {
    policy: reviewRepliesPolicy,
    // The reviewed supplier owns the reply side of an organiser's review (decision 0075).
    build: async (db, owner) => {
      const organiser = await createOrganiser(db);
      const request = await createRequest(db, organiser.id, { status: 30 });
      await createQuote(db, request.id, owner.id, { isSelected: true });
      const [review] = await db
        .insert(serviceRequestReviews)
        .values({
          serviceRequestId: request.id,
          userId: organiser.id,
          supplierId: owner.id,
          rate: 4,
          message: 'Good',
        })
        .returning();
      if (!review) throw new Error('review not created');
      return { params: { id: review.id }, object: { supplierId: owner.id }, body: { message: 'Thank you!' } };
    },
  },
};
