import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supplierPerformanceResponse } from '@marquee/contracts/supplier-performance';
import { testConfig, useTestApp } from '../../../test/harness';
import { issueAccessToken } from '../auth/access-tokens.repository';
import { users } from '../../db/schema/users';
import { runSeeds } from '../../db/seed/seed';

/*
 * The demo supplier's Performance (docs/decisions/0078) from the demo data as seeded today, made by the rules of
 * real use (docs/decisions/0058): the last 30 days hold the requests that reached them and their answers, so the
 * page shows figures rather than zeros.
 */
describe("the demo supplier's performance", () => {
  const t = useTestApp();

  it('has requests received, answered, viewed and shortlisted in the last 30 days, and the free allowance used', async () => {
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    const [login] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'supplier@marquee.test'));
    const headers = { authorization: `Bearer ${await issueAccessToken(t.db, login!.id)}` };
    const res = await t.app.inject({ method: 'GET', url: '/api/supplier/performance', headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = supplierPerformanceResponse.parse(res.json());
    expect(body.current.received).toBeGreaterThan(body.current.answered);
    expect(body.current.answered).toBeGreaterThanOrEqual(3);
    expect(body.current.viewed).toBeGreaterThanOrEqual(1);
    expect(body.current.shortlisted).toBeGreaterThanOrEqual(1);
    expect(body.current.median_reply_minutes).toBeGreaterThan(0);
    expect(body.plan.paid).toBe(false);
    expect(body.allowance).toMatchObject({ allowance: 3, remaining: 0 });
    console.info('demo supplier performance', JSON.stringify(body));
  });
});
