import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quoteListResponse, requestListResponse } from '@marquee/contracts/requests';
import { testConfig, useTestApp } from '../../../test/harness';
import { issueAccessToken } from '../../modules/auth/access-tokens.repository';
import { serviceRequests } from '../schema/requests';
import { users } from '../schema/users';
import { runSeeds } from './seed';
import { markLoaded } from './versions';

describe('demo data of requests for quotes (demo version 5)', () => {
  const t = useTestApp();
  const organiserAuth = async () => {
    const [organiser] = await t.db.select().from(users).where(eq(users.email, 'organiser@marquee.test'));
    return {
      id: organiser!.id,
      auth: { authorization: `Bearer ${await issueAccessToken(t.db, organiser!.id)}` },
    };
  };

  it('gives the demo organiser requests in every tab with NEW, shortlisted and archived quotes and a review', async () => {
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    const { auth } = await organiserAuth();
    const counters = (
      await t.app.inject({ url: '/api/organiser/service-requests/counters', headers: auth })
    ).json();
    expect(counters.active_count).toBeGreaterThanOrEqual(3);
    expect(counters.active_new_count).toBeGreaterThanOrEqual(2);
    expect(counters.accepted_count).toBeGreaterThanOrEqual(1);
    expect(counters.finished_count).toBeGreaterThanOrEqual(2);
    const active = requestListResponse.parse(
      (
        await t.app.inject({ url: '/api/organiser/service-requests?filters[status]=10', headers: auth })
      ).json(),
    ).data.service_requests;
    const busiest = active.find((r) => r.service_request_quotes_count.total >= 4)!;
    const quotes = quoteListResponse.parse(
      (
        await t.app.inject({
          url: `/api/organiser/service-request-quotes?service_request_id=${busiest.id}`,
          headers: auth,
        })
      ).json(),
    ).data.quotes;
    expect(quotes.some((q) => !q.is_viewed)).toBe(true);
    expect(quotes.some((q) => q.is_shortlisted && q.price !== null)).toBe(true);
    expect(quotes.some((q) => q.is_archived)).toBe(true);
    // Two requests of one brief share their group.
    expect(new Set(active.map((r) => r.group_id)).size).toBeLessThan(active.length);
    const finished = requestListResponse.parse(
      (
        await t.app.inject({ url: '/api/organiser/service-requests?filters[status]=30', headers: auth })
      ).json(),
    ).data.service_requests;
    expect(finished.some((r) => r.review !== null)).toBe(true);
    expect(finished.some((r) => r.service_request_accept === null)).toBe(true);
  });

  it('adds them once to a database loaded by version 4', async () => {
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    const { id } = await organiserAuth();
    const count = async () =>
      (await t.db.select().from(serviceRequests).where(eq(serviceRequests.userId, id))).length;
    const loaded = await count();
    await t.db.delete(serviceRequests).where(eq(serviceRequests.userId, id));
    await markLoaded(t.db, 'demo', 4);
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    // The showcase's past requests are not loaded again; the six of version 5 are, once, and so are the five of
    // version 6 (the demo supplier's offers, demo-offers.ts, also requests of the demo organiser).
    expect(loaded).toBeGreaterThanOrEqual(11);
    expect(await count()).toBe(6 + 5);
  });
});
