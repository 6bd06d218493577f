import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileStatus } from '@marquee/contracts/enums';
import { testConfig, useTestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/factories';
import { supplierDocuments, supplierProfiles } from '../schema/suppliers';
import { users } from '../schema/users';
import { runSeeds } from './seed';
import { markLoaded } from './versions';

describe('demo data of supplier onboarding (demo version 4)', () => {
  const t = useTestApp();

  it('fills the approval screen with complete profiles and shows verified badges', async () => {
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    const admin = await createAdmin(t.db);
    const list = await t.app.inject({ url: '/api/admin/suppliers?status=0', headers: admin.auth });
    const waiting = list.json().suppliers as Array<{ id: number }>;
    // Four generated applications since version 1, three written out since version 8 (demo-back-office.ts).
    expect(waiting).toHaveLength(7);
    for (const { id } of waiting) {
      const { profile } = (
        await t.app.inject({ url: `/api/admin/suppliers/${id}`, headers: admin.auth })
      ).json();
      expect(profile).toMatchObject({ summary: expect.any(String), response_template: expect.any(String) });
      expect(profile.cover_url).toEqual(expect.stringMatching(/^\/images\/demo\//));
      expect(profile.services.length).toBeGreaterThan(0);
    }
    const rejected = await t.app.inject({ url: '/api/admin/suppliers?status=2', headers: admin.auth });
    expect(rejected.json().suppliers).toHaveLength(1);

    const [login] = await t.db.select().from(users).where(eq(users.email, 'supplier@marquee.test'));
    const profile = await t.app.inject({ url: `/api/suppliers/${login!.id}` });
    expect(profile.json().data.verified).toEqual([
      { type: 'public_liability_insurance', valid_to: expect.any(String) },
    ]);
    const verified = await t.db
      .select()
      .from(supplierDocuments)
      .where(isNotNull(supplierDocuments.verifiedAt));
    expect(verified).toHaveLength(3);
  });

  it('adds them once to a database loaded by version 3', async () => {
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    await t.db.delete(supplierDocuments);
    await t.db
      .update(supplierProfiles)
      .set({ coverPath: null })
      .where(and(eq(supplierProfiles.status, ProfileStatus.underReview)));
    await markLoaded(t.db, 'demo', 3);
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    const verified = () =>
      t.db.select().from(supplierDocuments).where(isNotNull(supplierDocuments.verifiedAt));
    expect(await verified()).toHaveLength(3);
    await runSeeds(t.db, testConfig({ DEMO_DATA: '1' }));
    expect(await verified()).toHaveLength(3);
    const covers = await t.db
      .select({ cover: supplierProfiles.coverPath })
      .from(supplierProfiles)
      .where(eq(supplierProfiles.status, ProfileStatus.underReview));
    expect(covers.every((c) => c.cover !== null)).toBe(true);
  });
});
