import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, okResponse } from '@marquee/contracts/api';
import {
  addPaymentMethodBody,
  currentSubscriptionResponse,
  defaultPaymentMethodResponse,
  paymentMethodRefBody,
  paymentMethodResponse,
  paymentMethodsResponse,
  paymentsResponse,
  sandboxAuthenticateBody,
  sandboxConfirmBody,
  sandboxConfirmResponse,
  setupIntentResponse,
  subscribeBody,
  subscribeResponse,
  webhookResponse,
} from '@marquee/contracts/subscriptions';
import { AppError } from '../../lib/errors';
import { routeOptions } from '../../lib/routes';
import { requireAuth } from '../../lib/auth-context';
import './subscriptions.policy';
import { WebhookSignatureError } from '../payments/providers/provider';
import { applyWebhookEvent } from './charges.service';
import {
  addCard,
  createSetupIntent,
  currentSubscription,
  defaultCard,
  listCards,
  listPayments,
  receiptFile,
  removeCard,
  sandboxAuthenticate,
  sandboxConfirm,
  setDefaultCard,
  subscribe,
} from './subscriptions.service';

const tags = ['subscriptions'];
const cardTags = ['payment methods'];
const route = routeOptions(tags);
const cardRoute = routeOptions(cardTags);
const supplier = ['supplier'] as const;

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(1).max(255).optional(),
});

/** Subscriptions, saved cards, payments and the card provider's webhook (spec 7.5; docs/decisions/0044). */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment-methods',
    cardRoute.signedIn(supplier, {
      summary: "The supplier's saved cards, newest first",
      response: { 200: paymentMethodsResponse },
    }),
    async (request) => listCards(app, requireAuth(request)),
  );

  app.post(
    '/payment-methods',
    cardRoute.signedIn(supplier, {
      summary:
        'Saves a card that a confirmed setup intent gave (Stripe.js), by the provider id; the first card becomes the default',
      body: addPaymentMethodBody,
      response: { 201: paymentMethodResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request, reply) => {
      reply.code(201);
      return addCard(app, requireAuth(request), request.body.payment_method);
    },
  );

  app.delete(
    '/payment-methods',
    cardRoute.signedIn(supplier, {
      summary:
        "Deletes one of the caller's cards (404 for anyone else's); the last card of a paid subscription stays (409)",
      body: paymentMethodRefBody,
      response: { 200: okResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse },
    }),
    async (request) => removeCard(app, requireAuth(request), request.body.payment_method),
  );

  app.get(
    '/payment-methods/default',
    cardRoute.signedIn(supplier, {
      summary: 'The card renewals are charged to, or null',
      response: { 200: defaultPaymentMethodResponse },
    }),
    async (request) => defaultCard(app, requireAuth(request)),
  );

  app.post(
    '/payment-methods/default',
    cardRoute.signedIn(supplier, {
      summary: "Makes one of the caller's cards the default (404 for anyone else's)",
      body: paymentMethodRefBody,
      response: { 200: defaultPaymentMethodResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => setDefaultCard(app, requireAuth(request), request.body.payment_method),
  );

  app.get(
    '/create-setup-intent',
    cardRoute.signedIn(supplier, {
      summary: 'A setup intent for the card form: client_secret, and which form to draw (sandbox or Stripe)',
      response: { 200: setupIntentResponse },
    }),
    async (request) => createSetupIntent(app, requireAuth(request)),
  );

  app.post(
    '/payment-methods/sandbox-confirm',
    cardRoute.signedIn(supplier, {
      summary:
        "The sandbox card form (sandbox only, 404 with Stripe): confirms the setup intent with the typed card and saves it, or asks for 3-D Secure; a refused card is 422 with the provider's message on `card`",
      body: sandboxConfirmBody,
      response: {
        200: sandboxConfirmResponse,
        201: sandboxConfirmResponse,
        404: errorResponse,
        422: errorResponse,
      },
    }),
    async (request, reply) => {
      const result = await sandboxConfirm(app, requireAuth(request), request.body);
      reply.code(result.status === 'succeeded' ? 201 : 200);
      return result;
    },
  );

  app.post(
    '/payment-methods/sandbox-authenticate',
    cardRoute.signedIn(supplier, {
      summary: "The sandbox's 3-D Secure page (sandbox only): approve saves the card, fail is 422",
      body: sandboxAuthenticateBody,
      response: { 201: sandboxConfirmResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request, reply) => {
      reply.code(201);
      return sandboxAuthenticate(app, requireAuth(request), request.body);
    },
  );

  app.post(
    '/subscribe',
    route.signedIn(supplier, {
      summary:
        'Subscribes to a plan or changes plan (a free plan cancels the paid subscription at once); first payment 7 days after ordering, once approved. The same request again (or the same Idempotency-Key) answers the first answer',
      headers: idempotencyHeaders,
      body: subscribeBody,
      response: { 200: subscribeResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => subscribe(app, requireAuth(request), request.body, request.headers['idempotency-key']),
  );

  app.get(
    '/subscriptions/current',
    route.signedIn(supplier, {
      summary: "The supplier's plan and current subscription ('First payment on …' until the first charge)",
      response: { 200: currentSubscriptionResponse },
    }),
    async (request) => currentSubscription(app, requireAuth(request).user.id),
  );

  app.get(
    '/subscriptions/payments',
    route.signedIn(supplier, {
      summary: "The supplier's charges, newest first, with net, VAT and receipt numbers",
      response: { 200: paymentsResponse },
    }),
    async (request) => listPayments(app, requireAuth(request)),
  );

  app.get(
    '/subscriptions/payments/:id/receipt',
    route.owned(supplier, 'payments', 'read', {
      summary:
        "The VAT receipt of one of the supplier's successful payments, as a PDF (404 for anyone else's, 409 when not paid)",
    }),
    async (request, reply) => {
      const { fileName, pdf } = await receiptFile(app, requireAuth(request), request.params.id);
      return reply
        .headers({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'private, no-store',
        })
        .send(Buffer.from(pdf));
    },
  );

  // The webhook verifies the signature over the exact bytes sent, so its body stays a string.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    raw.post(
      '/webhooks/stripe',
      route.public({
        summary:
          "The card provider's events, signed (Stripe-Signature); each event id applied once; forged or stale deliveries are 400",
        response: { 200: webhookResponse, 400: errorResponse },
      }),
      async (request) => {
        let event;
        try {
          const body = typeof request.body === 'string' ? request.body : '';
          const signature = request.headers['stripe-signature'];
          event = app.payments.parseWebhook(body, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            throw new AppError(400, 'invalid_signature', 'Invalid signature');
          }
          throw error;
        }
        const { duplicate } = await applyWebhookEvent(app, event);
        return { received: true as const, duplicate };
      },
    );
  });
};
