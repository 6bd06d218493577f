import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { supplierDocuments } from '../../src/db/schema/suppliers';
import { loginAttempts } from '../../src/db/schema/users';
import { StripePaymentProvider } from '../../src/modules/payments/providers/stripe-provider';
import { createNotify, createOrganiser, createRequest, createSupplier, daysFromToday } from '../factories';
import { FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../fake-stripe';
import { call, startInstance, type Instance } from './instances';
import { startStack, type Stack } from './stack';

const serverUrl = process.env.DATABASE_URL;
/** The cron jobs of the modules (pg-boss schedules), made due every minute here. */
const SCHEDULED = [
  'suppliers.document-expiry-reminders',
  'requests.offers-deadlines',
  'subscriptions.charge-due',
  'offers.fair-lead',
  'housekeeping.run',
];

/**
 * The scheduled jobs with two server processes polling one queue (issue 26, docs/decisions/0089): the schedules are
 * made due every minute, and each minute's run happens on one process only — one reminder e-mail per recipient, one
 * closing e-mail per expired request, one run of each job per minute, one charge per due subscription and period.
 * Both processes are on Stripe, the fake Stripe server on loopback (test/fake-stripe.ts) driven by the real SDK.
 * `npm run test:scale`.
 */
describe.skipIf(!serverUrl)('scheduled jobs with two instances', () => {
  let stack: Stack;
  let database: Database;
  let client: pg.Client;
  let stripe: FakeStripe;
  const instances: Instance[] = [];

  beforeAll(async () => {
    // Housekeeping every minute; pg-boss's cron worker polls every second (its default 5 s would only slow this).
    stripe = await startFakeStripe();
    const o = stripe.providerOptions;
    stack = await startStack(serverUrl!, {
      HOUSEKEEPING_INTERVAL_MINUTES: '1',
      STRIPE_SECRET_KEY: o.secretKey,
      STRIPE_PUBLISHABLE_KEY: o.publishableKey ?? '',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_HOST: o.host!,
      STRIPE_API_PORT: String(o.port),
      STRIPE_API_PROTOCOL: o.protocol!,
    });
    const first = startInstance({ ...stack.env, DATA_DIR: await stack.dataDir() });
    const second = startInstance({ ...stack.env, DATA_DIR: await stack.dataDir() });
    instances.push(first.instance, second.instance);
    await Promise.all([first.ready, second.ready]);
    database = await openDatabase({ databaseUrl: stack.databaseUrl });
    client = new pg.Client({ connectionString: stack.databaseUrl });
    await client.connect();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.stop()));
    await client?.end();
    await database?.close();
    await stack?.close();
    await stripe?.close();
  }, 60_000);

  /** A supplier subscribed on Stripe through `instance` (the card confirmed as Stripe.js would), its charge due. */
  async function dueSubscriber(instance: Instance) {
    const supplier = await createSupplier(database.db);
    const token = supplier.token;
    const intent = await call(instance, 'GET', '/api/create-setup-intent', { token });
    expect(intent.status).toBe(200);
    const confirmed = await new StripePaymentProvider(stripe.providerOptions).confirmSetupIntent({
      setupIntentId: intent.json.setup_intent_id,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: `scale-confirm:${intent.json.setup_intent_id}`,
    });
    if (confirmed.status !== 'succeeded') throw new Error('setup intent not confirmed');
    const card = await call(instance, 'POST', '/api/payment-methods', {
      token,
      json: { payment_method: confirmed.card.paymentMethodId },
    });
    expect(card.status).toBe(201);
    const order = { pricing_plan_id: 3, period: 'month', payment_method: card.json.payment_method.id };
    const subscribed = await call(instance, 'POST', '/api/subscribe', { token, json: order });
    expect(subscribed.status).toBe(200);
    // The 7 days of spec 1 are over: the charge is due at the next charge-due run.
    const { rows } = await client.query<{ id: number; stripe: string }>(
      `update subscriptions set next_charge_at = now() - interval '1 minute' where user_id = $1
        returning id, stripe_subscription_id as stripe`,
      [supplier.id],
    );
    expect(rows).toHaveLength(1);
    return { userId: supplier.id, subscriptionId: rows[0]!.id, stripeId: rows[0]!.stripe };
  }

  it('runs each due job once per minute across both, with one e-mail per recipient', async () => {
    const { db } = database;
    // Reminders: verified documents expiring in 5 days (the 7-day reminder).
    const holders = await Promise.all([0, 1, 2].map(() => createSupplier(db)));
    for (const s of holders) {
      await db.insert(supplierDocuments).values({
        userId: s.id,
        path: `uploads/documents/${s.id}.pdf`,
        fileName: 'insurance.pdf',
        type: 'public_liability_insurance',
        validTo: daysFromToday(5),
        verifiedAt: new Date(),
      });
    }
    // Offers reminder: a request whose offers close today, reaching two suppliers who have not answered.
    const organiser = await createOrganiser(db);
    const closing = await createRequest(db, organiser.id, { dateOffersUntil: daysFromToday(0) });
    const reached = await Promise.all([0, 1].map(() => createSupplier(db)));
    for (const s of reached) await createNotify(db, closing.id, s.id);
    await client.query('update users set receive_updates_and_info = true where id = any($1)', [
      reached.map((s) => s.id),
    ]);
    // Expiry: requests whose offers closed yesterday, each of its own organiser.
    const late = await Promise.all([0, 1].map(() => createOrganiser(db)));
    const expired = await Promise.all(
      late.map((o) => createRequest(db, o.id, { dateOffersUntil: daysFromToday(-1) })),
    );
    // Housekeeping: sign-in attempts older than kept.
    await db.insert(loginAttempts).values(
      [0, 1, 2].map(() => ({
        email: 'old@example.test',
        ip: '127.0.0.1',
        kind: 'login',
        succeeded: false,
        createdAt: new Date(Date.now() - 200 * 86_400_000),
      })),
    );

    // Renewals: subscriptions ordered through each process, every one due.
    const subscribers = [
      ...(await Promise.all([0, 1].map(() => dueSubscriber(instances[0]!)))),
      ...(await Promise.all([0, 1].map(() => dueSubscriber(instances[1]!)))),
    ];
    const stripeEventsBefore = stripe.events.length;

    const since = new Date();
    await client.query(`update pgboss.schedule set cron = '* * * * *' where name = any($1)`, [SCHEDULED]);
    const ran = async () =>
      (
        await client.query<{ name: string; minute: string; n: string }>(
          `select name, date_trunc('minute', created_on) as minute, count(*) as n from pgboss.job
            where name = any($1) and created_on >= $2 and state = 'completed' group by 1, 2`,
          [SCHEDULED, since],
        )
      ).rows;
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline && new Set((await ran()).map((r) => r.name)).size < SCHEDULED.length) {
      await new Promise((r) => setTimeout(r, 1000));
    }
    await new Promise((r) => setTimeout(r, 6000)); // time for a second run, if one would come (cron worker polls every 5 s)
    const runs = await ran();
    expect(new Set(runs.map((r) => r.name))).toEqual(new Set(SCHEDULED));
    expect(runs.filter((r) => Number(r.n) !== 1)).toEqual([]);
    console.log(
      `scheduled runs after ${Date.now() - since.getTime()} ms: ` +
        runs.map((r) => `${r.name} ${new Date(r.minute).toISOString().slice(11, 16)}`).join(', '),
    );

    const mails = async (to: string) =>
      Number(
        (
          await client.query(
            `select count(*) as n from outgoing_emails where "to" = $1 and created_at >= $2`,
            [to, since],
          )
        ).rows[0].n,
      );
    for (const s of holders) expect(await mails(s.email), `document reminder to ${s.email}`).toBe(1);
    for (const s of reached) expect(await mails(s.email), `offers reminder to ${s.email}`).toBe(1);
    for (const o of late) expect(await mails(o.email), `offers closed to ${o.email}`).toBe(1);
    const closed = await client.query(
      `select count(*) as n from service_requests where id = any($1) and offers_closed_at is not null`,
      [expired.map((r) => r.id)],
    );
    expect(Number(closed.rows[0].n)).toBe(expired.length);
    const old = await client.query(
      `select count(*) as n from login_attempts where email = 'old@example.test'`,
    );
    expect(Number(old.rows[0].n)).toBe(0);

    // One charge per due subscription and period: at Stripe (paid invoices of an amount, from the fake's events)
    // and in Marquee (one succeeded payment row on the subscription, one receipt), with both workers running.
    for (const i of instances) expect((await call(i, 'GET', '/api/health')).status).toBe(200);
    const paidAtStripe = stripe.events
      .slice(stripeEventsBefore)
      .filter((e) => e.type === 'invoice.paid' && Number(e.data.object.amount_paid) > 0)
      .map((e) => String(e.data.object.subscription_id));
    for (const s of subscribers) {
      expect(
        paidAtStripe.filter((id) => id === s.stripeId),
        `Stripe charges of ${s.stripeId}`,
      ).toHaveLength(1);
      const paid = await client.query(
        `select count(*) as n, count(distinct stripe_invoice_id) as invoices from payments
          where subscription_id = $1 and status = 'succeeded'`,
        [s.subscriptionId],
      );
      expect(paid.rows[0], `payments of subscription ${s.subscriptionId}`).toMatchObject({
        n: '1',
        invoices: '1',
      });
      const receipts = await client.query(
        `select count(*) as n from outgoing_emails where user_id = $1 and template = 'payment_receipt'`,
        [s.userId],
      );
      expect(Number(receipts.rows[0].n), `receipts to supplier ${s.userId}`).toBe(1);
    }
    expect(paidAtStripe).toHaveLength(subscribers.length);
  }, 240_000);
});
