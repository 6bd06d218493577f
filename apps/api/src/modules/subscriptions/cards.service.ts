import { createHash, randomUUID } from 'node:crypto';
import {
  subscriptionTexts,
  type DefaultPaymentMethodResponse,
  type PaymentMethodResponse,
  type PaymentMethodsResponse,
  type SandboxConfirmResponse,
  type SetupIntentResponse,
} from '@marquee/contracts/subscriptions';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound, rejected } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { PaymentProviderError, type PaymentFailure, type SavedCard } from '../payments/providers/provider';
import { operationId, type SubscriptionsDeps } from './subscriptions.deps';
import { presentCard } from './subscriptions.presenter';
import {
  deleteCard,
  findCards,
  findCurrentSubscription,
  findCustomerId,
  findOwnCard,
  findSupplierAccount,
  insertCard,
  markDefaultCard,
  saveCustomerId,
  type SupplierAccount,
} from './subscriptions.repository';

/** A short stable digest for idempotency keys. */
export const sha = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** The card failure of spec 8, with the provider's own message on the card field (spec 5). */
export const cardFailed = (failure?: PaymentFailure | null) =>
  new AppError(
    422,
    'payment_failed',
    subscriptionTexts.paymentFailed,
    failure ? { card: [failure.message] } : undefined,
  );

/** A provider refusal the caller caused (an unknown or foreign card, a used setup intent) is theirs, not a 500. */
export function providerRefusal(error: unknown): never {
  if (error instanceof PaymentProviderError) {
    if (error.code === 'not_found') throw notFound();
    if (error.code === 'invalid_state' || error.code === 'invalid_request') throw cardFailed();
  }
  throw error;
}

export async function supplierAccount(deps: Pick<SubscriptionsDeps, 'db'>, userId: number) {
  const account = await findSupplierAccount(deps.db, userId);
  if (!account) throw notFound();
  return account;
}

/**
 * The provider's customer of the supplier, made on first need and kept per provider (payment_customers). The key
 * names the customer row's state, so a repeated call reuses the provider's answer.
 */
export async function customerOf(
  deps: SubscriptionsDeps,
  account: SupplierAccount,
  db: DbOrTx = deps.db,
): Promise<string> {
  const provider = deps.payments.kind;
  const existing = await findCustomerId(db, account.id, provider);
  const { customerId } = await deps.payments.ensureCustomer({
    userId: account.id,
    email: account.email,
    name: account.companyName ?? account.name,
    customerId: existing,
    idempotencyKey: `customer:${account.id}:${existing ?? 'new'}:${sha(`${account.email}|${account.companyName ?? account.name}`)}`,
  });
  if (customerId !== existing) await saveCustomerId(db, account.id, provider, customerId);
  return customerId;
}

// ---------------------------------------------------------------------------------------------------------
// Saved cards

/** `GET payment-methods`: the supplier's cards, newest first, the default one flagged. */
export async function listCards(deps: SubscriptionsDeps, auth: AuthContext): Promise<PaymentMethodsResponse> {
  return { payment_methods: (await findCards(deps.db, auth.user.id)).map(presentCard) };
}

/** `GET payment-methods/default`. */
export async function defaultCard(
  deps: SubscriptionsDeps,
  auth: AuthContext,
): Promise<DefaultPaymentMethodResponse> {
  const card = (await findCards(deps.db, auth.user.id)).find((c) => c.isDefault === 1);
  return { payment_method: card ? presentCard(card) : null };
}

/** `GET create-setup-intent`: a new setup intent for the card form. Each call is its own operation. */
export async function createSetupIntent(
  deps: SubscriptionsDeps,
  auth: AuthContext,
): Promise<SetupIntentResponse> {
  const customerId = await customerOf(deps, await supplierAccount(deps, auth.user.id));
  const intent = await deps.payments.createSetupIntent({
    customerId,
    idempotencyKey: `setup:${auth.user.id}:${randomUUID()}`,
  });
  return {
    client_secret: intent.clientSecret,
    setup_intent_id: intent.setupIntentId,
    provider: deps.payments.kind,
    publishable_key: deps.payments.publishableKey,
  };
}

/**
 * Attaches a card the provider saved to the supplier's customer and stores it once; the first card becomes the
 * default. A card of another customer is refused by the provider (404).
 */
async function keepCard(deps: SubscriptionsDeps, userId: number, card: SavedCard | string) {
  const account = await supplierAccount(deps, userId);
  const customerId = await customerOf(deps, account);
  const paymentMethodId = typeof card === 'string' ? card : card.paymentMethodId;
  const attached = await deps.payments
    .attachPaymentMethod({
      customerId,
      paymentMethodId,
      idempotencyKey: `attach:${customerId}:${paymentMethodId}`,
    })
    .catch(providerRefusal);
  const row = await insertCard(deps.db, {
    userId,
    stripePaymentMethodId: attached.paymentMethodId,
    brand: attached.brand,
    lastFour: attached.lastFour,
    expMonth: attached.expMonth,
    expYear: attached.expYear,
  });
  if (row.userId !== userId) throw notFound();
  const cards = await findCards(deps.db, userId);
  if (!cards.some((c) => c.isDefault === 1)) await makeDefault(deps, userId, row.id, customerId);
  const saved = await findOwnCard(deps.db, userId, row.id);
  return presentCard(saved ?? row);
}

/** `POST payment-methods`: a card that Stripe.js saved with a setup intent, by the provider's id. */
export async function addCard(
  deps: SubscriptionsDeps,
  auth: AuthContext,
  paymentMethodId: string,
): Promise<PaymentMethodResponse> {
  return { payment_method: await keepCard(deps, auth.user.id, paymentMethodId) };
}

/**
 * `POST payment-methods/sandbox-confirm`: the sandbox card form, confirmed server-side (with Stripe the browser
 * confirms through Stripe.js and card numbers never reach Marquee). A refused card is the spec 8 text with the
 * provider's own message on `card`.
 */
export async function sandboxConfirm(
  deps: SubscriptionsDeps,
  auth: AuthContext,
  body: { setup_intent_id: string; number: string; exp_month: number; exp_year: number; cvc: string },
): Promise<SandboxConfirmResponse> {
  if (deps.payments.kind !== 'sandbox') throw notFound();
  const card = { number: body.number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc };
  const result = await deps.payments
    .confirmSetupIntent({
      setupIntentId: body.setup_intent_id,
      paymentMethod: card,
      // One attempt per card typed: a declined card followed by another one is a new attempt.
      idempotencyKey: `setup-confirm:${auth.user.id}:${body.setup_intent_id}:${sha(JSON.stringify(card))}`,
    })
    .catch(providerRefusal);
  if (result.status === 'failed') throw cardFailed(result.failure);
  if (result.status === 'requires_action') {
    return {
      status: 'requires_action',
      setup_intent_id: result.setupIntentId,
      client_secret: result.clientSecret,
    };
  }
  return { status: 'succeeded', payment_method: await keepCard(deps, auth.user.id, result.card) };
}

interface SandboxAuthentication {
  completeSetupAuthentication(input: {
    setupIntentId: string;
    approve: boolean;
    idempotencyKey: string;
  }): ReturnType<SubscriptionsDeps['payments']['confirmSetupIntent']>;
}

/** `POST payment-methods/sandbox-authenticate`: the sandbox's 3-D Secure page, completed or failed. */
export async function sandboxAuthenticate(
  deps: SubscriptionsDeps,
  auth: AuthContext,
  body: { setup_intent_id: string; approve: boolean },
): Promise<SandboxConfirmResponse> {
  const provider = deps.payments as Partial<SandboxAuthentication> & SubscriptionsDeps['payments'];
  if (provider.kind !== 'sandbox' || !provider.completeSetupAuthentication) throw notFound();
  const result = await provider
    .completeSetupAuthentication({
      setupIntentId: body.setup_intent_id,
      approve: body.approve,
      idempotencyKey: `setup-auth:${auth.user.id}:${body.setup_intent_id}`,
    })
    .catch(providerRefusal);
  if (result.status !== 'succeeded') throw cardFailed(result.status === 'failed' ? result.failure : null);
  return { status: 'succeeded', payment_method: await keepCard(deps, auth.user.id, result.card) };
}

export async function makeDefault(
  deps: SubscriptionsDeps,
  userId: number,
  cardId: number,
  customerId?: string,
) {
  const card = await findOwnCard(deps.db, userId, cardId);
  if (!card) throw notFound();
  const customer = customerId ?? (await customerOf(deps, await supplierAccount(deps, userId)));
  await deps.payments
    .setDefaultPaymentMethod({
      customerId: customer,
      paymentMethodId: card.stripePaymentMethodId,
      // Setting a default is idempotent in itself; each call is its own operation, so A → B → A reaches the
      // provider each time (a key per card would answer the third call from the first).
      idempotencyKey: `default:${card.id}:${randomUUID()}`,
    })
    .catch(providerRefusal);
  await deps.db.transaction((tx) => markDefaultCard(tx, userId, card.id));
}

/** `POST payment-methods/default`: the card renewals are charged to. Another supplier's card is a 404. */
export async function setDefaultCard(
  deps: SubscriptionsDeps,
  auth: AuthContext,
  cardId: number,
): Promise<DefaultPaymentMethodResponse> {
  await makeDefault(deps, auth.user.id, cardId);
  return defaultCard(deps, auth);
}

/**
 * `DELETE payment-methods`: removes a card from the provider and the list. The default card's place goes to the
 * newest other card; the last card of a supplier on a paid subscription stays (409), or renewals would fail.
 */
export async function removeCard(deps: SubscriptionsDeps, auth: AuthContext, cardId: number) {
  const userId = auth.user.id;
  const card = await findOwnCard(deps.db, userId, cardId);
  if (!card) throw notFound();
  const others = (await findCards(deps.db, userId)).filter((c) => c.id !== card.id);
  if (others.length === 0 && (await findCurrentSubscription(deps.db, userId))) {
    throw rejected(409, 'card_in_use', subscriptionTexts.cardInUse);
  }
  const customerId = await customerOf(deps, await supplierAccount(deps, userId));
  await deps.payments
    .detachPaymentMethod({
      customerId,
      paymentMethodId: card.stripePaymentMethodId,
      idempotencyKey: `detach:${operationId(card)}`,
    })
    .catch(providerRefusal);
  await deleteCard(deps.db, userId, card.id);
  const next = others[0];
  if (card.isDefault === 1 && next) await makeDefault(deps, userId, next.id, customerId);
  return { result: true as const };
}
