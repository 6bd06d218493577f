import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  adminOrganiserSortFields,
  adminOrganiserTexts,
  adminOrganisersResponse,
  type AdminOrganiserListItem,
} from '@marquee/contracts/admin-organisers';
import { RequestStatus } from '@marquee/contracts/enums';
import { wholeNumberText } from '@marquee/contracts/whole-number';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/harness';
import {
  createAdmin,
  createOrganiser,
  createRequest,
  createSupplier,
  type FactoryUser,
} from '../../../test/factories';

describe('GET /api/admin/organisers', () => {
  const t = useTestApp();

  const get = (admin: FactoryUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/organisers${query}`, headers: admin.auth });

  const list = async (admin: FactoryUser, query = '') => {
    const res = await get(admin, query);
    expect(res.statusCode, res.body).toBe(200);
    return adminOrganisersResponse.parse(res.json());
  };
  const ids = async (admin: FactoryUser, query = '') =>
    (await list(admin, query)).organisers.map((o) => o.id);

  /** Sets what the factory does not: the primary function, the sign-up time, nullable columns. */
  const setUser = (id: number, patch: Partial<typeof users.$inferInsert>) =>
    t.db.update(users).set(patch).where(eq(users.id, id));

  it('lists organisers only, newest first, with the spec 3 fields, the request count and the pages', async () => {
    const admin = await createAdmin(t.db);
    const olivia = await createOrganiser(t.db, {
      name: 'Olivia Pemberton',
      email: 'olivia@weddings.test',
      user: { companyName: 'Pemberton Weddings', positionInCompany: 'Planner' },
    });
    await setUser(olivia.id, { primaryFunction: 'event_organiser' });
    const harry = await createOrganiser(t.db, { name: 'Harry Wells', email: 'harry@corp.test' });
    await createSupplier(t.db, { name: 'Olivia Supplies' });
    await createRequest(t.db, olivia.id);
    await createRequest(t.db, olivia.id, { status: RequestStatus.finished });

    const all = await list(admin);
    expect(all.organisers.map((o) => o.id)).toEqual([harry.id, olivia.id]);
    expect(all.pagination).toEqual({ total_pages: 1, page: 1, total: 2 });
    expect(all.organisers[1]).toEqual({
      id: olivia.id,
      name: 'Olivia Pemberton',
      email: 'olivia@weddings.test',
      primary_function: 'event_organiser',
      company_name: 'Pemberton Weddings',
      position_in_company: 'Planner',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      requests_count: 2,
    } satisfies AdminOrganiserListItem);
    expect(all.organisers[0]).toMatchObject({ primary_function: null, requests_count: 0 });
  });

  it('searches name, company and e-mail from 3 characters, or the id at once', async () => {
    const admin = await createAdmin(t.db);
    const olivia = await createOrganiser(t.db, { name: 'Olivia Pemberton', email: 'olivia@weddings.test' });
    const harry = await createOrganiser(t.db, {
      name: 'Harry Wells',
      email: 'harry@corp.test',
      user: { companyName: 'Gala Nights' },
    });

    expect(await ids(admin, '?filter=pember')).toEqual([olivia.id]);
    expect(await ids(admin, '?filter=CORP.TEST')).toEqual([harry.id]);
    expect(await ids(admin, '?filter=gala%20nig')).toEqual([harry.id]);
    expect(await ids(admin, `?filter=${olivia.id}`)).toEqual([olivia.id]);
    // Trimmed first; under 3 characters and not an id, no search yet.
    expect(await ids(admin, '?filter=ol')).toHaveLength(2);
    expect(await ids(admin, '?filter=%20%20ol%20%20')).toHaveLength(2);
    expect(await ids(admin, '?filter=')).toHaveLength(2);
    // LIKE metacharacters are literal; nothing matches is an empty page, not an error.
    const none = await list(admin, '?filter=%25%25%25');
    expect(none).toEqual({ organisers: [], pagination: { total_pages: 1, page: 1, total: 0 } });
    // The search and the sort go together.
    const both = await ids(admin, '?filter=test&sort_field=name&sort_order=1');
    expect(both).toEqual([harry.id, olivia.id]);
  });

  it('sorts by every column in SQL, both ways, empty values last, equal values by id', async () => {
    const admin = await createAdmin(t.db);
    // Three organisers whose order differs column by column.
    const a = await createOrganiser(t.db, {
      name: 'beth Adams',
      email: 'zed@example.test',
      user: { companyName: 'Marquee Co', positionInCompany: null },
    });
    const b = await createOrganiser(t.db, {
      name: 'Alice Brown',
      email: 'mia@example.test',
      user: { companyName: null, positionInCompany: 'director' },
    });
    const c = await createOrganiser(t.db, {
      name: 'Carl Cole',
      email: 'amy@example.test',
      user: { companyName: 'abbey Events', positionInCompany: 'Assistant' },
    });
    await setUser(a.id, { primaryFunction: 'venue', createdAt: new Date('2024-03-01T10:00:00Z') });
    await setUser(b.id, { primaryFunction: 'agency', createdAt: new Date('2024-01-01T10:00:00Z') });
    await setUser(c.id, { primaryFunction: null, createdAt: new Date('2024-02-01T10:00:00Z') });
    await createRequest(t.db, b.id);
    await createRequest(t.db, b.id);
    await createRequest(t.db, c.id);

    // Ascending; descending is the reverse except that empty values stay last.
    const ascending: Record<(typeof adminOrganiserSortFields)[number], number[]> = {
      id: [a.id, b.id, c.id],
      name: [b.id, a.id, c.id], // case-insensitive: Alice, beth, Carl
      email: [c.id, b.id, a.id],
      primary_function: [b.id, a.id, c.id],
      company_name: [c.id, a.id, b.id],
      position_in_company: [c.id, b.id, a.id],
      created_at: [b.id, c.id, a.id],
      requests_count: [a.id, c.id, b.id],
    };
    const emptyLast: Partial<Record<keyof typeof ascending, number>> = {
      primary_function: c.id,
      company_name: b.id,
      position_in_company: a.id,
    };
    for (const field of adminOrganiserSortFields) {
      const up = ascending[field];
      const empty = emptyLast[field];
      const down = empty ? [...up.filter((id) => id !== empty).reverse(), empty] : [...up].reverse();
      expect(await ids(admin, `?sort_field=${field}&sort_order=1`), `${field} ascending`).toEqual(up);
      expect(await ids(admin, `?sort_field=${field}&sort_order=0`), `${field} descending`).toEqual(down);
    }
    // sort_order defaults to 0 (descending); no sort_field is the newest first.
    expect(await ids(admin, '?sort_field=name')).toEqual([c.id, a.id, b.id]);
    expect(await ids(admin)).toEqual([a.id, c.id, b.id]);
    expect(await ids(admin, '?sort_field=&sort_order=')).toEqual([a.id, c.id, b.id]);

    // Equal values keep one order, by id in the same direction, so pages never repeat or skip a row.
    await setUser(a.id, { positionInCompany: 'Director' });
    expect(await ids(admin, '?sort_field=position_in_company&sort_order=1')).toEqual([c.id, a.id, b.id]);
    expect(await ids(admin, '?sort_field=position_in_company&sort_order=0')).toEqual([b.id, a.id, c.id]);
    const paged = [];
    for (const page of [1, 2, 3]) {
      paged.push(...(await ids(admin, `?sort_field=position_in_company&sort_order=1&limit=1&page=${page}`)));
    }
    expect(paged).toEqual([c.id, a.id, b.id]);
  });

  it('pages by 25 unless asked for fewer; a page past the last is empty with the real total', async () => {
    const admin = await createAdmin(t.db);
    for (let i = 0; i < 27; i += 1) await createOrganiser(t.db);

    const first = await list(admin);
    expect(first.organisers).toHaveLength(25);
    expect(first.pagination).toEqual({ total_pages: 2, page: 1, total: 27 });
    const second = await list(admin, '?page=2');
    expect(second.organisers).toHaveLength(2);
    expect(second.pagination).toEqual({ total_pages: 2, page: 2, total: 27 });
    expect(new Set([...first.organisers, ...second.organisers].map((o) => o.id)).size).toBe(27);

    const small = await list(admin, '?limit=10&page=3');
    expect(small.organisers).toHaveLength(7);
    expect(small.pagination).toEqual({ total_pages: 3, page: 3, total: 27 });
    const past = await list(admin, '?limit=10&page=9');
    expect(past).toEqual({ organisers: [], pagination: { total_pages: 3, page: 9, total: 27 } });
  });

  it('answers bad input with 422 and a text that says what is allowed, never a server error', async () => {
    const admin = await createAdmin(t.db);
    await createOrganiser(t.db);
    const cases: [string, string, string][] = [
      ['?sort_field=password_hash', 'sort_field', adminOrganiserTexts.sortField],
      ['?sort_field=NAME', 'sort_field', adminOrganiserTexts.sortField],
      ['?sort_field[]=name', 'sort_field', adminOrganiserTexts.sortField],
      ['?sort_field=name;drop%20table%20users', 'sort_field', adminOrganiserTexts.sortField],
      ['?sort_order=2', 'sort_order', adminOrganiserTexts.sortOrder],
      ['?sort_order=asc', 'sort_order', adminOrganiserTexts.sortOrder],
      ['?sort_order=-1', 'sort_order', adminOrganiserTexts.sortOrder],
      ['?limit=26', 'limit', adminOrganiserTexts.limitMax],
      ['?limit=0', 'limit', wholeNumberText],
      ['?limit=1.5', 'limit', wholeNumberText],
      ['?page=0', 'page', wholeNumberText],
      ['?page=-1', 'page', wholeNumberText],
      ['?page=abc', 'page', wholeNumberText],
      ['?page=1&page=2', 'page', wholeNumberText],
      ['?page=99999999999', 'page', wholeNumberText],
    ];
    for (const [query, field, message] of cases) {
      const res = await get(admin, query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json(), query).toEqual({ message, errors: { [field]: [message] } });
    }
    for (const query of [`?filter=${'x'.repeat(256)}`, '?filter[a]=b', '?filter=a%00b']) {
      const res = await get(admin, query);
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toEqual(['filter']);
    }
  });

  it('is for administrators only', async () => {
    const organiser = await createOrganiser(t.db);
    const supplier = await createSupplier(t.db);
    expect((await get(organiser)).statusCode).toBe(403);
    expect((await get(supplier)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/organisers' })).statusCode).toBe(401);
  });
});
