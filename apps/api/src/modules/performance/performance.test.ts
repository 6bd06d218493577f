import { describe, expect, it } from 'vitest';
import { ukToday } from '@marquee/contracts/requests';
import { addDays, supplierPerformanceResponse } from '@marquee/contracts/supplier-performance';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/billing';
import { useTestApp } from '../../../test/harness';
import {
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  createSupplier,
  type FactoryUser,
  type QuoteOptions,
} from '../../../test/factories';

/*
 * The supplier's return on plan (docs/decisions/0078) against hand-computed fixtures. The periods are days of
 * March 2026 and the February before, all in GMT (British Summer Time starts on 29 March), so a UK day is a UTC
 * day: 1–10 March against 19–28 February.
 */

const URL = '/api/supplier/performance';
const PERIOD = '?date_from=2026-03-01&date_to=2026-03-10';
const SUBSCRIBER = 3;
const at = (iso: string) => new Date(`${iso}Z`);

/** A request that reached the supplier at `reachedAt`, and their quote `minutes` later (none when null). */
async function lead(
  db: Db,
  supplier: FactoryUser,
  reachedAt: string,
  minutes: number | null,
  quote: QuoteOptions = {},
) {
  const organiser = await createOrganiser(db);
  const request = await createRequest(db, organiser.id);
  await createNotify(db, request.id, supplier.id, { createdAt: at(reachedAt) });
  if (minutes !== null)
    await createQuote(db, request.id, supplier.id, {
      createdAt: new Date(at(reachedAt).getTime() + minutes * 60_000),
      ...quote,
    });
  return request;
}

/** A paid (or other) charge of the supplier, paid at `paidAt`. */
async function charge(
  db: Db,
  supplier: FactoryUser,
  paidAt: string,
  amount: string,
  period: 'month' | 'year' = 'month',
  status: 'succeeded' | 'failed' | 'refunded' = 'succeeded',
) {
  await db.insert(payments).values({
    userId: supplier.id,
    pricingPlanId: SUBSCRIBER,
    period,
    amount,
    status,
    paidAt: at(paidAt),
  });
}

describe('GET supplier/performance', () => {
  const t = useTestApp();

  const performance = async (supplier: FactoryUser, query = PERIOD) => {
    const res = await t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: supplier.auth });
    expect(res.statusCode, res.body).toBe(200);
    return supplierPerformanceResponse.parse(res.json());
  };

  /** The subscriber of the fixtures: five requests in March, three in February, and another supplier beside. */
  async function subscriberWithLeads() {
    const supplier = await createSupplier(t.db, { profile: { pricingPlanId: SUBSCRIBER } });
    // 1–10 March: five requests received, three answered (30 min, 2 h, 1 day), two viewed, one shortlisted and won.
    const won = await lead(t.db, supplier, '2026-03-02T10:00:00', 30, {
      isViewed: true,
      isShortlisted: true,
      isSelected: true,
    });
    const viewed = await lead(t.db, supplier, '2026-03-03T09:00:00', 120, { isViewed: true });
    await lead(t.db, supplier, '2026-03-05T12:00:00', 1440);
    await lead(t.db, supplier, '2026-03-08T00:00:00', null);
    await lead(t.db, supplier, '2026-03-10T23:30:00', null); // the last day's last half hour counts
    await lead(t.db, supplier, '2026-03-11T00:00:00', 5); // the day after: outside
    // 19–28 February: three received, two answered (1 h; and 1 day, the answer falling in March), one viewed.
    await lead(t.db, supplier, '2026-02-20T10:00:00', 60, { isViewed: true });
    await lead(t.db, supplier, '2026-02-28T10:00:00', 1440);
    await lead(t.db, supplier, '2026-02-28T23:59:00', null);
    await lead(t.db, supplier, '2026-02-18T23:59:00', 1); // before both periods
    // Another supplier, reached by the same requests and more, answering fast and winning: never counted.
    const other = await createSupplier(t.db, { profile: { pricingPlanId: SUBSCRIBER } });
    for (const request of [won, viewed]) {
      await createNotify(t.db, request.id, other.id, { createdAt: at('2026-03-04T00:00:00') });
    }
    await createQuote(t.db, viewed.id, other.id, { createdAt: at('2026-03-04T00:01:00'), isViewed: true });
    await lead(t.db, other, '2026-03-06T00:00:00', 1, { isSelected: true, isShortlisted: true });
    await lead(t.db, other, '2026-02-25T00:00:00', 1, { isSelected: true });
    await charge(t.db, other, '2026-03-01T00:00:00', '400.00', 'year');
    return { supplier, other };
  }

  it('counts what the requests of each period became, with the median reply, and nothing of another supplier', async () => {
    const { supplier } = await subscriberWithLeads();
    const body = await performance(supplier);
    expect(body.current).toMatchObject({
      date_from: '2026-03-01',
      date_to: '2026-03-10',
      received: 5,
      answered: 3,
      viewed: 2,
      shortlisted: 1,
      won: 1,
      answer_rate: 0.6,
      median_reply_minutes: 120,
    });
    // The period of the same length before: 19–28 February; the median of 60 and 1440 minutes is 750.
    expect(body.previous).toMatchObject({
      date_from: '2026-02-19',
      date_to: '2026-02-28',
      received: 3,
      answered: 2,
      viewed: 1,
      shortlisted: 0,
      won: 0,
      median_reply_minutes: 750,
    });
    expect(body.previous.answer_rate).toBeCloseTo(2 / 3);
    // A subscriber answers every request: no allowance to show.
    expect(body.plan).toEqual({ name: 'Subscriber', type: 2, paid: true });
    expect(body.allowance).toBeNull();
  });

  it("sets the paid plan's cost in each period, as the share of each paid charge that covers it, against the wins", async () => {
    const { supplier } = await subscriberWithLeads();
    // £25 on 15 February covers the 28 days to 15 March: 10 of them in each period (£8.93 each).
    await charge(t.db, supplier, '2026-02-15T00:00:00', '25.00');
    // £31 on 20 January covers the 31 days to 20 February: 19 February is in the previous period (£1).
    await charge(t.db, supplier, '2026-01-20T00:00:00', '31.00');
    // Failed and refunded charges cost nothing; a charge from 11 March on is after the period.
    await charge(t.db, supplier, '2026-03-02T00:00:00', '25.00', 'month', 'failed');
    await charge(t.db, supplier, '2026-03-03T00:00:00', '25.00', 'month', 'refunded');
    await charge(t.db, supplier, '2026-03-11T00:00:00', '25.00');
    const body = await performance(supplier);
    expect(body.current.plan_cost).toBe(8.93);
    expect(body.current.cost_per_win).toBe(8.93);
    expect(body.previous.plan_cost).toBe(9.93);
    // No win in February: no cost per win.
    expect(body.previous.cost_per_win).toBeNull();

    // A yearly £365 paid on 1 March 2025 covers a day a day to 1 March 2026: 10 days of February (£10).
    const yearly = await createSupplier(t.db, { profile: { pricingPlanId: SUBSCRIBER } });
    await charge(t.db, yearly, '2025-03-01T00:00:00', '365.00', 'year');
    await lead(t.db, yearly, '2026-02-20T00:00:00', 10, { isSelected: true });
    await lead(t.db, yearly, '2026-02-21T00:00:00', 10, { isSelected: true });
    const year = await performance(yearly);
    expect(year.previous).toMatchObject({ plan_cost: 10, won: 2, cost_per_win: 5 });
    expect(year.current).toMatchObject({
      plan_cost: null,
      cost_per_win: null,
      received: 0,
      answer_rate: null,
    });
    expect(year.current.median_reply_minutes).toBeNull();
  });

  it('shows a free supplier their allowance, and no plan cost', async () => {
    const supplier = await createSupplier(t.db);
    await lead(t.db, supplier, '2026-03-02T10:00:00', 45, { isViewed: true });
    await lead(t.db, supplier, '2026-01-05T10:00:00', 15, { isViewed: true });
    await lead(t.db, supplier, '2026-03-04T10:00:00', null);
    // A charge from a paid plan left since is not the free plan's cost.
    await charge(t.db, supplier, '2026-02-20T00:00:00', '25.00');
    const body = await performance(supplier);
    expect(body.plan).toEqual({ name: 'Free', type: 0, paid: false });
    // The allowance counts all time (3 by default), as the offers' quota does: two answers used, one left.
    expect(body.allowance).toEqual({ allowance: 3, used: 2, remaining: 1, given_back: 0 });
    expect(body.current).toMatchObject({
      received: 2,
      answered: 1,
      answer_rate: 0.5,
      median_reply_minutes: 45,
      plan_cost: null,
      cost_per_win: null,
    });
  });

  it('defaults to the last 30 days, today included, against the 30 before', async () => {
    const supplier = await createSupplier(t.db);
    const body = await performance(supplier, '');
    const today = ukToday();
    expect(body.current.date_to).toBe(today);
    expect(body.current.date_from).toBe(addDays(today, -29));
    expect(body.previous).toMatchObject({ date_from: addDays(today, -59), date_to: addDays(today, -30) });
    // A request that reached the supplier a minute ago is in the current period.
    await lead(t.db, supplier, new Date(Date.now() - 60_000).toISOString().slice(0, 19), 0);
    expect((await performance(supplier, '')).current).toMatchObject({ received: 1, answered: 1 });
  });

  it('refuses a malformed or reversed period with 422, never a 5xx', async () => {
    const supplier = await createSupplier(t.db);
    for (const query of [
      '?date_from=2026-02-30&date_to=2026-03-10',
      '?date_from=yesterday',
      '?date_to=10/03/2026',
      '?date_from=0000-01-01&date_to=2026-03-10',
      '?date_from=2026-03-11&date_to=2026-03-10',
      '?date_from=1990-01-01&date_to=2026-03-10',
      '?date_from[]=2026-03-01',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: supplier.auth });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(422);
    }
    // One day is a period.
    const day = await performance(supplier, '?date_from=2026-03-10&date_to=2026-03-10');
    expect(day.previous).toMatchObject({ date_from: '2026-03-09', date_to: '2026-03-09' });
  });
});
