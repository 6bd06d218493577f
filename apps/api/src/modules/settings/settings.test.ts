import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settingsResponse, settingsTexts } from '@marquee/contracts/admin-settings';
import { notifyListResponse } from '@marquee/contracts/offers';
import { validation } from '@marquee/contracts/messages';
import { auditLog } from '../../db/schema/audit';
import { settings } from '../../db/schema/settings';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createOrganiser, createSupplier, type FactoryUser } from '../../../test/factories';
import { NOTIFIES, QUOTES, reached } from '../offers/offers.test-helpers';

const SETTINGS = '/api/admin/settings';

describe('admin settings: the number of free RFQs', () => {
  const t = useTestApp();

  const save = (admin: FactoryUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url: SETTINGS, headers: admin.auth, payload: payload as object });
  const read = async (admin: FactoryUser) => {
    const res = await t.app.inject({ method: 'GET', url: SETTINGS, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return settingsResponse.parse(res.json());
  };
  const auditRows = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));

  it('reads the seeded default and saves a whole number from 0, as a number or as typed text', async () => {
    const admin = await createAdmin(t.db);
    expect(await read(admin)).toEqual({ free_rfq_number: 3 });
    for (const [sent, stored] of [
      [5, 5],
      [' 7 ', 7],
      ['0', 0],
      [0, 0],
      [10_000, 10_000],
    ] as const) {
      const res = await save(admin, { free_rfq_number: sent });
      expect(res.statusCode, `${JSON.stringify(sent)}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ free_rfq_number: stored });
      expect(await read(admin)).toEqual({ free_rfq_number: stored });
    }
  });

  // Decision 0070: which of the spec 5 texts answers which input.
  it.each<[string, unknown, string]>([
    ['nothing', {}, validation.requiredField],
    ['null', { free_rfq_number: null }, validation.requiredField],
    ['an empty box', { free_rfq_number: '' }, validation.requiredField],
    ['spaces', { free_rfq_number: '   ' }, validation.requiredField],
    ['letters', { free_rfq_number: 'three' }, validation.shouldBeInteger],
    ['digits and letters', { free_rfq_number: '3a' }, validation.shouldBeInteger],
    ['a fraction', { free_rfq_number: 1.5 }, validation.shouldBeInteger],
    ['a typed fraction', { free_rfq_number: '2.5' }, validation.shouldBeInteger],
    ['a negative fraction', { free_rfq_number: -1.5 }, validation.shouldBeInteger],
    ['a boolean', { free_rfq_number: true }, validation.shouldBeInteger],
    ['an exponent', { free_rfq_number: '1e3' }, validation.shouldBeInteger],
    ['a negative number', { free_rfq_number: -1 }, validation.shouldBeGreaterThanZero],
    ['a typed negative number', { free_rfq_number: '-4' }, validation.shouldBeGreaterThanZero],
    ['a number past the cap', { free_rfq_number: 10_001 }, settingsTexts.freeRfqNumberMax],
    ['a number past an integer column', { free_rfq_number: 2 ** 31 }, settingsTexts.freeRfqNumberMax],
  ])('refuses %s with its text and changes nothing', async (_label, body, text) => {
    const admin = await createAdmin(t.db);
    const res = await save(admin, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ free_rfq_number: [text] });
    expect(await read(admin)).toEqual({ free_rfq_number: 3 });
    expect(await auditRows()).toEqual([]);
  });

  it("applies to every free supplier's allowance at once; a subscriber stays unlimited", async () => {
    const admin = await createAdmin(t.db);
    const free = await createSupplier(t.db);
    const other = await createSupplier(t.db);
    const subscriber = await createSupplier(t.db, { profile: { pricingPlanId: 3 } });
    const quota = async (supplier: FactoryUser) => {
      const res = await t.app.inject({ method: 'GET', url: NOTIFIES, headers: supplier.auth });
      return notifyListResponse.parse(res.json()).quota;
    };
    const answer = (supplier: FactoryUser, requestId: number) =>
      t.app.inject({
        method: 'POST',
        url: QUOTES,
        headers: supplier.auth,
        payload: { service_request_id: requestId, message: 'We can do it' },
      });
    const first = await reached(t.db, free);
    const second = await reached(t.db, free);
    expect((await answer(free, first.request.id)).statusCode).toBe(201);
    expect(await quota(free)).toMatchObject({ allowance: 3, used: 1, remaining: 2, can_respond: true });

    // Down to 1: the supplier who used one has none left, at once, without touching their row.
    expect((await save(admin, { free_rfq_number: 1 })).statusCode).toBe(200);
    expect(await quota(free)).toMatchObject({ allowance: 1, used: 1, remaining: 0, can_respond: false });
    expect((await answer(free, second.request.id)).statusCode).toBe(402);
    expect(await quota(other)).toMatchObject({ allowance: 1, remaining: 1 });

    // Up to 4: the same supplier may answer again.
    expect((await save(admin, { free_rfq_number: 4 })).statusCode).toBe(200);
    expect(await quota(free)).toMatchObject({ allowance: 4, remaining: 3, can_respond: true });
    expect((await answer(free, second.request.id)).statusCode).toBe(201);

    // 0: every answer is paid; a subscriber is not limited by it.
    expect((await save(admin, { free_rfq_number: 0 })).statusCode).toBe(200);
    expect(await quota(other)).toMatchObject({ allowance: 0, remaining: 0, can_respond: false });
    expect(await quota(subscriber)).toMatchObject({ unlimited: true, can_respond: true });
  });

  it('records each change with the old and new value; an unchanged save records nothing', async () => {
    const admin = await createAdmin(t.db, { name: 'Ada Admin' });
    await save(admin, { free_rfq_number: 5 });
    await save(admin, { free_rfq_number: 5 });
    await save(admin, { free_rfq_number: 2 });
    const rows = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorName: 'Ada Admin',
        action: 'settings.update',
        targetType: 'settings',
        targetId: 1,
        summary: { free_rfq_number: { from: 3, to: 5 } },
      }),
      expect.objectContaining({ summary: { free_rfq_number: { from: 5, to: 2 } } }),
    ]);
  });

  it('creates the settings row when the seed has not', async () => {
    const admin = await createAdmin(t.db);
    await t.db.delete(settings);
    expect(await read(admin)).toEqual({ free_rfq_number: 3 });
    expect((await save(admin, { free_rfq_number: 6 })).statusCode).toBe(200);
    expect(await t.db.select({ n: settings.freeRfqNumber }).from(settings)).toEqual([{ n: 6 }]);
  });

  it('is for administrators only', async () => {
    for (const user of [await createOrganiser(t.db), await createSupplier(t.db)]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({
          method,
          url: SETTINGS,
          headers: user.auth,
          payload: { free_rfq_number: 9 },
        });
        expect(res.statusCode).toBe(403);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
    expect(await t.db.select({ n: settings.freeRfqNumber }).from(settings)).toEqual([{ n: 3 }]);
  });
});
