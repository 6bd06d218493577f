import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errors, validation } from '@marquee/contracts/messages';
import { adminSupplierTexts } from '@marquee/contracts/admin-suppliers';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createService,
  createSupplier,
  lastEmailTo,
  linkParams,
  offerServices,
  PASSWORD,
  type FactoryUser,
} from '../../../test/factories';
import { supplierDocuments } from '../../db/schema/suppliers';
import { isoDay } from './suppliers.presenter';
import { remindExpiringDocuments } from './document-expiry.service';

const reason = 'Your profile does not show any events you have supplied; please add examples.';

describe('admin supplier approval, dismissal and verified documents', () => {
  const t = useTestApp();
  const as = (user: FactoryUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });
  const waiting = (name?: string) =>
    createSupplier(t.db, {
      profileStatus: 0,
      ...(name ? { name } : {}),
      profile: { location: 'Leeds', latitude: 53.8, longitude: -1.55, nearby: 50, submittedAt: new Date() },
    });

  it('lists the suppliers waiting for approval, searchable by name or id', async () => {
    const admin = await createAdmin(t.db);
    const a = await waiting('Alice Lights');
    const b = await waiting('Bob Marquees');
    await createSupplier(t.db); // approved
    await createSupplier(t.db, { profileStatus: 0, profile: { onboardingStep: 'services' } }); // still in the wizard
    const list = await as(admin, 'GET', '/api/admin/suppliers?status=0');
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .suppliers.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect(list.json().pagination).toEqual({ total_pages: 1, page: 1, total: 2 });
    const byName = await as(admin, 'GET', '/api/admin/suppliers?status=0&filter=alice');
    expect(byName.json().suppliers.map((s: { id: number }) => s.id)).toEqual([a.id]);
    // Fewer than 3 characters: no search, except an exact id.
    expect((await as(admin, 'GET', '/api/admin/suppliers?status=0&filter=al')).json().suppliers).toHaveLength(
      2,
    );
    const byId = await as(admin, 'GET', `/api/admin/suppliers?filter=${b.id}`);
    expect(byId.json().suppliers.map((s: { id: number }) => s.id)).toEqual([b.id]);
    const profile = await as(admin, 'GET', `/api/admin/suppliers/${a.id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      user: { id: a.id, name: 'Alice Lights' },
      profile: { status: 0 },
    });
    expect((await as(admin, 'GET', '/api/admin/suppliers/999999')).statusCode).toBe(404);
  });

  it('approves once, e-mails a sign-in link to the dashboard and lists the supplier', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await waiting();
    const service = await createService(t.db);
    await offerServices(t.db, supplier.id, [service.id]);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: supplier.email, password: PASSWORD },
    });
    expect(blocked.json().message).toBe(errors.supplierUnderReview);

    const res = await as(admin, 'POST', `/api/admin/suppliers/${supplier.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: supplier.id, status: 1 });
    const again = await as(admin, 'POST', `/api/admin/suppliers/${supplier.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(adminSupplierTexts.alreadyApproved);

    const mail = await lastEmailTo(t.db, supplier.email);
    expect(mail.template).toBe('supplier_approved');
    const link = linkParams(mail.links[0]!);
    expect(link).toMatchObject({ path: '/login-token', to: 'dashboard' });
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-token',
      payload: { email: link.email, token: link.token },
    });
    expect(session.statusCode).toBe(200);
    const count = await t.app.inject({
      method: 'GET',
      url: `/api/counters/suppliers?service_id=${service.id}&latitude=53.8&longitude=-1.55`,
    });
    expect(count.json().count).toBe(1);
  });

  it('dismisses with a reason of at least 50 characters, e-mails it and blocks sign-in', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await waiting();
    const url = `/api/admin/suppliers/${supplier.id}/dismiss`;
    const empty = await as(admin, 'POST', url, {});
    expect(empty.json().errors.message).toEqual([validation.rejectReasonRequired]);
    const short = await as(admin, 'POST', url, { message: 'x'.repeat(49) });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.message).toEqual([validation.rejectReasonMin]);
    const res = await as(admin, 'POST', url, { message: reason });
    expect(res.json()).toEqual({ id: supplier.id, status: 2 });
    const mail = await lastEmailTo(t.db, supplier.email);
    expect(mail.template).toBe('supplier_rejected');
    expect(mail.text).toContain(reason);
    expect((await as(admin, 'POST', `/api/admin/suppliers/${supplier.id}/approve`)).statusCode).toBe(409);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: supplier.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(errors.supplierRejected);
    expect((await as(admin, 'GET', `/api/admin/suppliers/${supplier.id}`)).json().rejection_reason).toBe(
      reason,
    );
  });

  it('verifies a document: the public profile shows the badge until the expiry, and reminders go once', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db);
    const inDays = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
    const [doc] = await t.db
      .insert(supplierDocuments)
      .values({ userId: supplier.id, path: 'uploads/suppliers/x/documents/a.pdf', fileName: 'Insurance.pdf' })
      .returning();
    const verify = (payload: object) =>
      as(admin, 'POST', `/api/admin/suppliers/${supplier.id}/documents/${doc!.id}/verify`, payload);
    const missing = await verify({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.type).toEqual([adminSupplierTexts.documentNeedsDetails]);
    expect((await verify({ type: 'dbs_check', valid_to: inDays(-1) })).json().errors.valid_to).toEqual([
      adminSupplierTexts.documentExpired,
    ]);
    expect(
      (await as(admin, 'POST', `/api/admin/suppliers/${supplier.id + 1}/documents/${doc!.id}/verify`, {}))
        .statusCode,
    ).toBe(404);
    const validTo = inDays(20);
    const ok = await verify({ type: 'public_liability_insurance', valid_to: validTo });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().document.verified_at).toEqual(expect.any(String));
    const profile = await t.app.inject({ method: 'GET', url: `/api/suppliers/${supplier.id}` });
    expect(profile.json().data.verified).toEqual([{ type: 'public_liability_insurance', valid_to: validTo }]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/suppliers?limit=100' })).json().data;
    expect(listed.find((e: { id: number }) => e.id === supplier.id).verified).toEqual([
      { type: 'public_liability_insurance', valid_to: validTo },
    ]);

    // Reminders on a fixed clock: 30 days before (within), again 7 days before, each once.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
    expect(await remindExpiringDocuments(t.app, day(0))).toEqual({ days30: 1, days7: 0 });
    expect(await remindExpiringDocuments(t.app, day(1))).toEqual({ days30: 0, days7: 0 });
    expect((await lastEmailTo(t.db, supplier.email)).template).toBe('document_expiry_30');
    expect(await remindExpiringDocuments(t.app, day(13))).toEqual({ days30: 0, days7: 1 });
    expect(await remindExpiringDocuments(t.app, day(14))).toEqual({ days30: 0, days7: 0 });
    expect((await lastEmailTo(t.db, supplier.email)).template).toBe('document_expiry_7');
    // After the expiry the badge is gone by itself, and no reminder goes out.
    await t.db
      .update(supplierDocuments)
      .set({ validTo: inDays(-1) })
      .where(eq(supplierDocuments.id, doc!.id));
    const later = await t.app.inject({ method: 'GET', url: `/api/suppliers/${supplier.id}` });
    expect(later.json().data.verified).toEqual([]);
    const relisted = (await t.app.inject({ method: 'GET', url: '/api/suppliers?limit=100' })).json().data;
    expect(relisted.find((e: { id: number }) => e.id === supplier.id).verified).toEqual([]);
    expect(await remindExpiringDocuments(t.app, day(0))).toEqual({ days30: 0, days7: 0 });
  });
});
