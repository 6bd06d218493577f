import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errors, validation } from '@marquee/contracts/messages';
import { adminSupplierListTexts } from '@marquee/contracts/admin-suppliers';
import { onboardingTexts } from '@marquee/contracts/supplier-onboarding';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createOrganiser,
  createQuote,
  createRequest,
  createService,
  createSupplier,
  createNotify,
  offerServices,
  type FactoryUser,
} from '../../../test/factories';
import { auditLog } from '../../db/schema/audit';
import { supplierDocuments, supplierProfiles } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { pricingPlans } from '../../db/schema/billing';

const reason = 'Your profile does not show any events you have supplied; please add examples.';

describe('PATCH admin/suppliers/{id} and the audit rows of the supplier actions', () => {
  const t = useTestApp();
  const send = (user: FactoryUser, method: 'PATCH' | 'POST', url: string, payload: object = {}) =>
    t.app.inject({ method, url, headers: user.auth, payload });
  const auditOf = (targetId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, targetId)))
      .orderBy(auditLog.id);

  it("edits a supplier's contacts, e-mail, services, area and no_limits, with one audit row", async () => {
    const admin = await createAdmin(t.db, { name: 'Ada Admin' });
    const supplier = await createSupplier(t.db, {
      user: { website: 'https://old.example', displayEmail: 'old@old.example' },
      profile: { location: 'York', latitude: 53.96, longitude: -1.08, nearby: 10 },
    });
    const [a, b] = [await createService(t.db), await createService(t.db)];
    await offerServices(t.db, supplier.id, [a!.id]);
    const res = await send(admin, 'PATCH', `/api/admin/suppliers/${supplier.id}`, {
      name: 'Nina New',
      company_name: 'New Co',
      email: 'Nina@New.example',
      phone: '07400 123457',
      website: 'new.example',
      position_in_company: 'Owner',
      display_email: 'hello@new.example',
      services: [b!.id, a!.id],
      location: 'Bath, England',
      nearby: 25,
      no_limits: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: supplier.id, name: 'Nina New', email: 'nina@new.example', phone: '+447400123457' },
      profile: {
        company_name: 'New Co',
        website: 'https://new.example',
        display_email: 'hello@new.example',
        location: 'Bath, England',
        nearby: 25,
        no_limits: true,
      },
    });
    // Geocoded from the label through the places module, as onboarding's autocomplete does.
    const [profile] = await t.db
      .select()
      .from(supplierProfiles)
      .where(eq(supplierProfiles.userId, supplier.id));
    expect(profile!.latitude).toBeCloseTo(51.38, 1);
    expect(profile!.longitude).toBeCloseTo(-2.36, 1);
    const services = res.json().profile.services.map((s: { service: { id: number } }) => s.service.id);
    expect(services.sort()).toEqual([a!.id, b!.id].sort());
    const [row] = await auditOf(supplier.id);
    expect(row).toMatchObject({ action: 'supplier.update', actorId: admin.id, actorName: 'Ada Admin' });
    expect(row!.summary).toEqual({
      fields: [
        'email',
        'name',
        'company_name',
        'phone',
        'website',
        'position_in_company',
        'display_email',
        'services',
        'location',
        'no_limits',
      ],
    });
    // The reach follows (the copy on user_services): a Bath request now counts the supplier.
    const count = await t.app.inject({
      url: `/api/counters/suppliers?service_id=${b!.id}&latitude=51.38&longitude=-2.36`,
    });
    expect(count.json().count).toBe(1);

    // Only what differs is written: the same values again change nothing and log nothing.
    const same = await send(admin, 'PATCH', `/api/admin/suppliers/${supplier.id}`, {
      name: 'Nina New',
      no_limits: true,
    });
    expect(same.statusCode).toBe(200);
    expect(await auditOf(supplier.id)).toHaveLength(1);
    // Given coordinates are kept as they are; no_limits 0 clears it.
    const moved = await send(admin, 'PATCH', `/api/admin/suppliers/${supplier.id}`, {
      location: 'Somewhere, UK',
      nearby: 999,
      latitude: 52.1,
      longitude: -1.2,
      no_limits: 0,
    });
    expect(moved.json().profile).toMatchObject({
      latitude: 52.1,
      longitude: -1.2,
      nearby: 999,
      no_limits: false,
    });
    expect((await auditOf(supplier.id))[1]!.summary).toEqual({ fields: ['location', 'no_limits'] });
  });

  it('validates with the supplier forms’ texts; 404 for an unknown id or someone not a supplier', async () => {
    const admin = await createAdmin(t.db);
    const supplier = await createSupplier(t.db);
    const other = await createSupplier(t.db);
    const organiser = await createOrganiser(t.db);
    const url = `/api/admin/suppliers/${supplier.id}`;
    const bad = await send(admin, 'PATCH', url, {
      name: ' ',
      email: 'nope',
      phone: '12',
      website: 'not a site',
      display_email: '',
      services: [],
      no_limits: 3,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      name: [validation.nameSurnameRequired],
      email: [validation.emailValid],
      phone: [validation.phoneRequired],
      website: [validation.websiteValid],
      display_email: [validation.displayEmailRequired],
      services: [validation.newProductRequired],
      no_limits: [validation.required],
    });
    // The area comes whole: a place with its radius, coordinates both or neither.
    const area = await send(admin, 'PATCH', url, { location: 'Leeds', latitude: 53.8 });
    expect(area.json().errors).toEqual({
      nearby: [validation.radiusRequired],
      longitude: [onboardingTexts.coordinatesTogether],
    });
    const radius = await send(admin, 'PATCH', url, { nearby: 10 });
    expect(radius.json().errors).toEqual({ location: [validation.locationRequired] });
    const empty = await send(admin, 'PATCH', url, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(adminSupplierListTexts.nothingToChange);
    const taken = await send(admin, 'PATCH', url, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual([errors.emailAlreadyRegistered]);
    const unknownService = await send(admin, 'PATCH', url, { services: [999_999] });
    expect(unknownService.json().errors.services).toEqual([onboardingTexts.unknownService]);
    for (const id of [999_999, organiser.id, admin.id]) {
      expect((await send(admin, 'PATCH', `/api/admin/suppliers/${id}`, { name: 'X Y' })).statusCode).toBe(
        404,
      );
    }
    expect((await send(supplier, 'PATCH', url, { name: 'Self Made' })).statusCode).toBe(403);
    expect(await auditOf(supplier.id)).toEqual([]);
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, supplier.id));
    expect(unchanged!.email).toBe(supplier.email);
  });

  it('writes audit rows for approve, dismiss and document verify, in the action’s transaction', async () => {
    const admin = await createAdmin(t.db, { name: 'Ada Admin' });
    const submitted = { profileStatus: 0 as const, profile: { submittedAt: new Date() } };
    const approved = await createSupplier(t.db, submitted);
    const dismissed = await createSupplier(t.db, submitted);
    expect((await send(admin, 'POST', `/api/admin/suppliers/${approved.id}/approve`)).statusCode).toBe(200);
    // A refused approval (already approved) writes nothing.
    expect((await send(admin, 'POST', `/api/admin/suppliers/${approved.id}/approve`)).statusCode).toBe(409);
    expect(await auditOf(approved.id)).toMatchObject([
      { action: 'supplier.approve', actorId: admin.id, actorName: 'Ada Admin', summary: {} },
    ]);
    const dismiss = await send(admin, 'POST', `/api/admin/suppliers/${dismissed.id}/dismiss`, {
      message: reason,
    });
    expect(dismiss.statusCode).toBe(200);
    expect(await auditOf(dismissed.id)).toMatchObject([{ action: 'supplier.dismiss', summary: { reason } }]);

    const [doc] = await t.db
      .insert(supplierDocuments)
      .values({ userId: approved.id, path: 'uploads/suppliers/x/documents/a.pdf', fileName: 'Insurance.pdf' })
      .returning();
    const validTo = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const verify = await send(
      admin,
      'POST',
      `/api/admin/suppliers/${approved.id}/documents/${doc!.id}/verify`,
      {
        type: 'public_liability_insurance',
        valid_to: validTo,
      },
    );
    expect(verify.statusCode).toBe(200);
    expect((await auditOf(approved.id))[1]).toMatchObject({
      action: 'supplier.document_verify',
      summary: { document_id: doc!.id, type: 'public_liability_insurance', valid_to: validTo },
    });
  });

  it('records when a limited supplier at the end of the free allowance is asked to pay', async () => {
    const admin = await createAdmin(t.db);
    const [free] = await t.db.select().from(pricingPlans).where(eq(pricingPlans.type, 0));
    const supplier = await createSupplier(t.db, { profile: { pricingPlanId: free!.id } });
    const organiser = await createOrganiser(t.db);
    for (let i = 0; i < 3; i++) {
      const r = await createRequest(t.db, organiser.id);
      await createNotify(t.db, r.id, supplier.id);
      await createQuote(t.db, r.id, supplier.id);
    }
    const next = await createRequest(t.db, organiser.id);
    await createNotify(t.db, next.id, supplier.id);
    const before = Date.now();
    const answer = await send(supplier, 'POST', '/api/supplier/service-request-quotes', {
      service_request_id: next.id,
      message: 'We would love to help.',
    });
    expect(answer.statusCode).toBe(402);
    const list = await t.app.inject({
      url: `/api/admin/suppliers?filter=${supplier.id}`,
      headers: admin.auth,
    });
    const row = list.json().suppliers[0];
    expect(Date.parse(row.payment_requested_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(row).toMatchObject({ service_request_notifies_count: 4, service_request_quotes_count: 3 });
  });
});
