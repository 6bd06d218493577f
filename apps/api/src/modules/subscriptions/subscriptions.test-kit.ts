import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { ProfileStatus } from '@marquee/contracts/enums';
import {
  paymentMethodsResponse,
  sandboxConfirmResponse,
  setupIntentResponse,
} from '@marquee/contracts/subscriptions';
import { buildApp } from '../../app';
import { outgoingEmails } from '../../db/schema/mail';
import { payments } from '../../db/schema/billing';
import { supplierProfiles } from '../../db/schema/suppliers';
import { SandboxPaymentProvider } from '../payments/providers/sandbox-provider';
import { testConfig, useTestDatabase, type TestDatabaseContext } from '../../../test/harness';
import { createSupplier, type FactoryUser } from '../../../test/factories';

/*
 * What the subscriptions tests share: one app on the sandbox card provider whose clock the tests move, and the
 * steps of a supplier's payments (a card, an order, the plan, e-mails and payments). `app`, `data` and `clock` are
 * module bindings filled by useSubscriptionsApp()'s hooks.
 */

export const SECRET = 'whsec_subscriptions_tests';
export const DAY = 24 * 60 * 60 * 1000;
export const SUBSCRIBER = 3;
export const UNLIMITED = 4;

/** The test file's database (useSubscriptionsApp). */
export let data: TestDatabaseContext;
/** The sandbox's clock; tests move it (setClock) to reach the first payment and period ends. */
export let clock = new Date();
export let app: FastifyInstance;

export const setClock = (at: Date) => {
  clock = at;
};

/** One app on the sandbox provider with the clock above, on a database reset before each test. */
export function useSubscriptionsApp() {
  data = useTestDatabase();
  beforeAll(async () => {
    const provider = new SandboxPaymentProvider({ webhookSecret: SECRET, now: () => clock });
    app = await buildApp({
      config: testConfig({ STRIPE_WEBHOOK_SECRET: SECRET }),
      database: data.database,
      payments: provider,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => {
    clock = new Date();
  });
}

export const later = (days: number) => new Date(Date.now() + days * DAY);

/** A card typed into the sandbox form: setup intent, then confirm. */
export async function addCard(user: FactoryUser, number = '4242 4242 4242 4242') {
  const intent = setupIntentResponse.parse(
    (await app.inject({ method: 'GET', url: '/api/create-setup-intent', headers: user.auth })).json(),
  );
  return app.inject({
    method: 'POST',
    url: '/api/payment-methods/sandbox-confirm',
    headers: user.auth,
    payload: { setup_intent_id: intent.setup_intent_id, number, exp_month: 12, exp_year: 2034, cvc: '123' },
  });
}

export async function cardId(user: FactoryUser, number?: string) {
  let res = await addCard(user, number);
  const asked = sandboxConfirmResponse.parse(res.json());
  if (asked.status === 'requires_action') {
    // The card asks for 3-D Secure when saved: passed on the sandbox's page.
    res = await app.inject({
      method: 'POST',
      url: '/api/payment-methods/sandbox-authenticate',
      headers: user.auth,
      payload: { setup_intent_id: asked.setup_intent_id, approve: true },
    });
  }
  expect(res.statusCode).toBe(201);
  const body = sandboxConfirmResponse.parse(res.json());
  if (body.status !== 'succeeded') throw new Error('card not saved');
  return body.payment_method.id;
}

/** A new approved supplier with a card, subscribed monthly to the Subscriber plan (with `extra` in the order). */
export async function subscribedSupplier(
  extra: Record<string, unknown> = {},
  { checkFirst }: { checkFirst?: (user: FactoryUser) => Promise<{ statusCode: number }> } = {},
) {
  const supplier = await createSupplier(data.db);
  // What the supplier got before subscribing (the 402 of the free quota, in the upgrade test).
  if (checkFirst) expect((await checkFirst(supplier)).statusCode).toBe(402);
  const card = await cardId(supplier);
  const res = await subscribe(supplier, {
    pricing_plan_id: SUBSCRIBER,
    period: 'month',
    payment_method: card,
    ...extra,
  });
  return { supplier, card, res };
}

/** A supplier in the registration wizard, where a plan may be ordered before Save & Finish (profile-setup). */
export const supplierUnderReview = () =>
  createSupplier(data.db, {
    profileStatus: ProfileStatus.underReview,
    profile: { onboardingStep: 'profile' },
  });

/** Save & Finish: the profile waits for the administrators (and the supplier's sessions end, decision 0045). */
export const finishRegistration = (userId: number) =>
  data.db
    .update(supplierProfiles)
    .set({ onboardingStep: 'submitted', submittedAt: new Date() })
    .where(eq(supplierProfiles.userId, userId));

/** DELETE payment-methods or POST payment-methods/default with a card id. */
export const cardCall = (user: FactoryUser, method: 'DELETE' | 'POST', url: string, card: number) =>
  app.inject({ method, url, headers: user.auth, payload: { payment_method: card } });

export const listCards = async (user: FactoryUser) =>
  paymentMethodsResponse.parse(
    (await app.inject({ method: 'GET', url: '/api/payment-methods', headers: user.auth })).json(),
  ).payment_methods;

export const subscribe = (
  user: FactoryUser,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/subscribe', headers: { ...user.auth, ...headers }, payload });

export async function planOf(userId: number) {
  const [row] = await data.db
    .select({ plan: supplierProfiles.pricingPlanId })
    .from(supplierProfiles)
    .where(eq(supplierProfiles.userId, userId));
  return row?.plan;
}

export const emailsTo = (to: string, template?: string) =>
  data.db
    .select()
    .from(outgoingEmails)
    .where(
      template
        ? and(eq(outgoingEmails.to, to), eq(outgoingEmails.template, template))
        : eq(outgoingEmails.to, to),
    );

export const paymentsOf = (userId: number) =>
  data.db.select().from(payments).where(eq(payments.userId, userId));
