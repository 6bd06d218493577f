import { describe, expect, it } from 'vitest';
import {
  HEALTH_DEFAULT_DAYS,
  healthResponse,
  statsTexts,
  type HealthFigures,
} from '@marquee/contracts/admin-stats';
import { CloseReason } from '@marquee/contracts/enums';
import { ukToday } from '@marquee/contracts/requests';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  createService,
  createSupplier,
  type FactoryUser,
} from '../../../test/factories';
import { healthRanges } from './stats.service';
import { closeReason, createdAt } from './stats.test-helpers';

const HEALTH = '/api/admin/stats/health';
const minutesAfter = (at: string, minutes: number) => new Date(Date.parse(at) + minutes * 60_000);

const none: HealthFigures = {
  requests_sent: 0,
  quoted_share: 0,
  median_first_quote_minutes: null,
  median_quotes_per_request: 0,
  selected_share: 0,
  fulfilled_share: 0,
  supplier_answer_rate: 0,
};

describe('admin statistics: the marketplace health (issue 24, decision 0077)', () => {
  const t = useTestApp();

  const health = async (admin: FactoryUser, query: string) => {
    const res = await t.app.inject({ url: `${HEALTH}?${query}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    return healthResponse.parse(res.json());
  };

  /**
   * The week 12..18 October 2026 and the week before it:
   * h1 Marquees in Bath, England: 3 suppliers notified, quotes after 30 and 90 minutes, the first selected, closed
   *    as fulfilled through Marquee;
   * h2 Marquees in Glasgow, Scotland: 2 notified, one quote after 10 minutes;
   * h3 Catering in 'London, UK' (no nation): 2 notified, no quote;
   * held: Catering, held for an unconfirmed e-mail (never sent): not counted;
   * p1 (previous week) Catering in Cardiff, Wales: 1 notified, one quote after 60 minutes.
   */
  async function fixture() {
    const marquees = await createService(t.db, undefined, { product: 'Health Marquees' });
    const catering = await createService(t.db, undefined, { product: 'Health Catering' });
    const organiser = await createOrganiser(t.db);
    const suppliers = [await createSupplier(t.db), await createSupplier(t.db), await createSupplier(t.db)];
    const request = async (serviceId: number, location: string, at: string, isHeld = false) => {
      const row = await createRequest(t.db, organiser.id, { serviceId, location, isHeld });
      await createdAt(t.db, 'service_requests', row.id, at);
      return { id: row.id, at };
    };
    const notify = async (requestId: number, n: number) => {
      for (const s of suppliers.slice(0, n)) await createNotify(t.db, requestId, s.id);
    };
    const h1 = await request(marquees.id, 'Bath, England', '2026-10-12T09:00:00Z');
    await notify(h1.id, 3);
    const selected = await createQuote(t.db, h1.id, suppliers[0]!.id, {
      createdAt: minutesAfter(h1.at, 30),
      isSelected: true,
    });
    await createQuote(t.db, h1.id, suppliers[1]!.id, { createdAt: minutesAfter(h1.at, 90) });
    await closeReason(t.db, h1.id, CloseReason.fulfilledThroughMarquee);
    expect(selected.isSelected).toBe(1);

    const h2 = await request(marquees.id, 'Glasgow, Scotland', '2026-10-13T09:00:00Z');
    await notify(h2.id, 2);
    await createQuote(t.db, h2.id, suppliers[0]!.id, { createdAt: minutesAfter(h2.at, 10) });

    const h3 = await request(catering.id, 'London, UK', '2026-10-18T22:30:00Z'); // Sunday 23:30 BST
    await notify(h3.id, 2);
    await request(catering.id, 'York, England', '2026-10-14T09:00:00Z', true);

    const p1 = await request(catering.id, 'Cardiff, Wales', '2026-10-06T09:00:00Z');
    await notify(p1.id, 1);
    await createQuote(t.db, p1.id, suppliers[2]!.id, { createdAt: minutesAfter(p1.at, 60) });
    // The Monday after the week (00:30 BST): in neither range.
    const after = await request(marquees.id, 'Bath, England', '2026-10-18T23:30:00Z');
    await notify(after.id, 1);
    return { marquees, catering };
  }

  it('computes every figure for the range and the equally long range before it, by service and by region', async () => {
    const admin = await createAdmin(t.db);
    const { marquees, catering } = await fixture();
    const res = await health(admin, 'date_from=2026-10-12&date_to=2026-10-18');
    expect(res.range).toEqual({ date_from: '2026-10-12', date_to: '2026-10-18' });
    expect(res.previous_range).toEqual({ date_from: '2026-10-05', date_to: '2026-10-11' });
    expect(res.current).toEqual({
      requests_sent: 3,
      quoted_share: 2 / 3,
      median_first_quote_minutes: 20, // first quotes after 30 and 10 minutes
      median_quotes_per_request: 1, // 2, 1, 0
      selected_share: 1 / 3,
      fulfilled_share: 1 / 3,
      supplier_answer_rate: 3 / 7,
    });
    expect(res.previous).toEqual({
      requests_sent: 1,
      quoted_share: 1,
      median_first_quote_minutes: 60,
      median_quotes_per_request: 1,
      selected_share: 0,
      fulfilled_share: 0,
      supplier_answer_rate: 1,
    });
    expect(res.by_service).toEqual([
      {
        service_id: marquees.id,
        label: 'Health Marquees',
        requests_sent: 2,
        quoted_share: 1,
        median_first_quote_minutes: 20,
        median_quotes_per_request: 1.5,
        selected_share: 0.5,
        fulfilled_share: 0.5,
        supplier_answer_rate: 3 / 5,
      },
      { service_id: catering.id, label: 'Health Catering', ...none, requests_sent: 1 },
    ]);
    expect(res.by_region).toEqual([
      {
        region: 'England',
        requests_sent: 1,
        quoted_share: 1,
        median_first_quote_minutes: 30,
        median_quotes_per_request: 2,
        selected_share: 1,
        fulfilled_share: 1,
        supplier_answer_rate: 2 / 3,
      },
      {
        region: 'Scotland',
        requests_sent: 1,
        quoted_share: 1,
        median_first_quote_minutes: 10,
        median_quotes_per_request: 1,
        selected_share: 0,
        fulfilled_share: 0,
        supplier_answer_rate: 1 / 2,
      },
      { region: statsTexts.unknownRegion, ...none, requests_sent: 1 },
    ]);
  });

  it('narrows every figure to a service or a region, and answers zeros for an empty range', async () => {
    const admin = await createAdmin(t.db);
    const { catering } = await fixture();
    const week = 'date_from=2026-10-12&date_to=2026-10-18';
    const byCatering = await health(admin, `${week}&service_id=${catering.id}`);
    expect(byCatering.current).toEqual({ ...none, requests_sent: 1 });
    expect(byCatering.previous.requests_sent).toBe(1);
    expect(byCatering.by_service.map((s) => s.service_id)).toEqual([catering.id]);
    const wales = await health(admin, `${week}&region=Wales`);
    expect(wales.current).toEqual(none);
    expect(wales.previous.requests_sent).toBe(1);
    expect(wales.by_region).toEqual([]);
    const england = await health(admin, `${week}&region=England`);
    expect(england.current.requests_sent).toBe(1);
    expect(england.by_region.map((r) => r.region)).toEqual(['England']);
    const empty = await health(admin, 'date_from=2031-01-01&date_to=2031-01-31');
    expect(empty).toMatchObject({ current: none, previous: none, by_service: [], by_region: [] });
    expect(empty.previous_range).toEqual({ date_from: '2030-12-01', date_to: '2030-12-31' });
  });

  it('defaults to the last 28 UK days up to today; a half range keeps its end', async () => {
    const admin = await createAdmin(t.db);
    const today = ukToday();
    const res = await health(admin, '');
    expect(res.range.date_to).toBe(today);
    const days = (Date.parse(res.range.date_to) - Date.parse(res.range.date_from)) / 86_400_000 + 1;
    expect(days).toBe(HEALTH_DEFAULT_DAYS);
    expect(healthRanges({ date_to: '2026-03-31' })).toEqual({
      current: { from: '2026-03-04', to: '2026-03-31' },
      previous: { from: '2026-02-04', to: '2026-03-03' },
    });
    const now = new Date('2026-06-10T12:00:00Z');
    expect(healthRanges({ date_from: '2026-06-01' }, now).current).toEqual({
      from: '2026-06-01',
      to: '2026-06-10',
    });
    expect(healthRanges({ date_from: '2026-07-01' }, now).current).toEqual({
      from: '2026-07-01',
      to: '2026-07-01',
    });
  });

  it('refuses malformed dates, a reversed range, an unknown region or service id with a 422', async () => {
    const admin = await createAdmin(t.db);
    for (const [query, field] of [
      ['date_from=2026-02-29', 'date_from'],
      ['date_to=31/10/2026', 'date_to'],
      ['date_from=2026-10-02&date_to=2026-10-01', 'date_to'],
      ['region=Mars', 'region'],
      ['service_id=abc', 'service_id'],
    ] as const) {
      const res = await t.app.inject({ url: `${HEALTH}?${query}`, headers: admin.auth });
      expect(res.statusCode, `${query}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it('answers administrators only: 401 for guests, 403 for organisers and suppliers', async () => {
    const organiser = await createOrganiser(t.db);
    const supplier = await createSupplier(t.db);
    for (const url of [
      HEALTH,
      '/api/admin/stats/services',
      '/api/admin/stats/service-requests?period=month',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: organiser.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: supplier.auth })).statusCode).toBe(403);
    }
  });
});
