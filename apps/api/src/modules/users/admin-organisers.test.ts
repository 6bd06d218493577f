import { describe, expect, it } from 'vitest';
import { adminOrganisersResponse } from '@marquee/contracts/admin-organisers';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createOrganiser, createSupplier, type FactoryUser } from '../../../test/factories';

describe('GET /api/admin/organisers', () => {
  const t = useTestApp();

  const list = async (admin: FactoryUser, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/organisers${query}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    return adminOrganisersResponse.parse(res.json());
  };

  it('lists organisers only, newest first, searchable by name, company, e-mail or id from 3 characters', async () => {
    const admin = await createAdmin(t.db);
    const olivia = await createOrganiser(t.db, { name: 'Olivia Pemberton', email: 'olivia@weddings.test' });
    const harry = await createOrganiser(t.db, { name: 'Harry Wells', email: 'harry@corp.test' });
    await createSupplier(t.db, { name: 'Olivia Supplies' });

    const all = await list(admin);
    expect(all.organisers.map((o) => o.id)).toEqual([harry.id, olivia.id]);
    expect(all.pagination).toEqual({ total_pages: 1, page: 1, total: 2 });
    expect(all.organisers[1]).toMatchObject({ name: 'Olivia Pemberton', email: 'olivia@weddings.test' });

    expect((await list(admin, '?filter=pember')).organisers.map((o) => o.id)).toEqual([olivia.id]);
    expect((await list(admin, '?filter=CORP.TEST')).organisers.map((o) => o.id)).toEqual([harry.id]);
    expect((await list(admin, `?filter=${olivia.id}`)).organisers.map((o) => o.id)).toEqual([olivia.id]);
    // Under 3 characters and not an id: no search yet.
    expect((await list(admin, '?filter=ol')).organisers).toHaveLength(2);
    // LIKE metacharacters are literal.
    expect((await list(admin, '?filter=%25%25%25')).organisers).toHaveLength(0);
  });

  it('pages by 25 at most', async () => {
    const admin = await createAdmin(t.db);
    for (let i = 0; i < 3; i += 1) await createOrganiser(t.db);
    const page = await list(admin, '?limit=2&page=2');
    expect(page.organisers).toHaveLength(1);
    expect(page.pagination).toEqual({ total_pages: 2, page: 2, total: 3 });
    const tooMany = await t.app.inject({
      method: 'GET',
      url: '/api/admin/organisers?limit=26',
      headers: admin.auth,
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it('is for administrators only', async () => {
    const organiser = await createOrganiser(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/organisers', headers: organiser.auth });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/organisers' })).statusCode).toBe(401);
  });
});
