import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifyListResponse, supplierCounters } from '@marquee/contracts/offers';
import { testConfig, useTestApp } from '../../../test/harness';
import { issueAccessToken } from '../../modules/auth/access-tokens.repository';
import { users } from '../schema/users';
import { runSeeds } from './seed';

describe('demo offers (demo version 6)', () => {
  const t = useTestApp();

  it('gives the demo supplier login requests in every tab and sub-tab', async () => {
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    const [login] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'supplier@marquee.test'));
    const headers = { authorization: `Bearer ${await issueAccessToken(t.db, login!.id)}` };
    const counters = supplierCounters.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/supplier/service-request-notifies/counters', headers })
      ).json(),
    );
    for (const key of [
      'index',
      'quoted',
      'requested',
      'discussing',
      'accepted',
      'declined',
      'expired',
    ] as const) {
      expect(counters[`${key}_count`], key).toBeGreaterThan(0);
    }
    const requests = notifyListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/supplier/service-request-notifies', headers })).json(),
    );
    // One request closes tomorrow: the card shows the time left.
    expect(requests.data.some((d) => (d.service_request.hours_left ?? 99) <= 48)).toBe(true);
    // The demo supplier is on the free plan and has used its free answers: the upgrade prompt shows.
    expect(requests.quota).toMatchObject({ unlimited: false, can_respond: false });
    // Seeding again adds nothing.
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    const again = supplierCounters.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/supplier/service-request-notifies/counters', headers })
      ).json(),
    );
    expect(Object.fromEntries(Object.entries(again).filter(([k]) => !k.endsWith('_new_count')))).toEqual(
      Object.fromEntries(Object.entries(counters).filter(([k]) => !k.endsWith('_new_count'))),
    );
  });
});
