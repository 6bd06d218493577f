import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  directoryResponse,
  reviewsResponse,
  supplierCounterResponse,
  supplierProfileResponse,
} from '@marquee/contracts/directory';
import { ProfileStatus } from '@marquee/contracts/enums';
import { useTestApp } from '../../../test/harness';
import {
  createCategory,
  createOrganiser,
  createReview,
  createService,
  createSupplier,
} from '../../../test/factories';
import { supplierDocuments, supplierImages } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import {
  at,
  BRIGHTON,
  countStatements,
  FREE_PLAN,
  LONDON,
  MANCHESTER,
  READING,
  supplier,
} from './directory.test-helpers';

describe('GET /api/suppliers/{id}', () => {
  const t = useTestApp();

  it("shows an approved supplier's full public profile", async () => {
    const category = await createCategory(t.db, { category: 'Audio Visual' });
    const projectors = await createService(t.db, category.id, { product: 'Projector Hire' });
    const screens = await createService(t.db, category.id, { product: 'LED Screens' });
    const s = await supplier(
      t.db,
      'Bright Screens',
      { ...LONDON, nearby: 50, location: 'London, UK' },
      [projectors.id, screens.id],
      {
        profile: {
          coverPath: 'uploads/covers/bright.png',
          pastEvents: 'Product launches at Tobacco Dock.',
          sustainabilityPolicy: 'We run on renewable power.',
          pricingPlanId: FREE_PLAN,
        },
      },
    );
    await t.db.insert(supplierImages).values([
      { userId: s.id, path: 'uploads/work/two.jpg', position: 2 },
      { userId: s.id, path: 'uploads/work/one.jpg', position: 1 },
    ]);
    await t.db
      .insert(supplierDocuments)
      .values({ userId: s.id, path: 'uploads/docs/pli.pdf', fileName: 'Public liability.pdf' });
    const organiser = await createOrganiser(t.db);
    await createReview(t.db, organiser.id, s.id, { rate: 5 });
    await createReview(t.db, organiser.id, s.id, { rate: 4 });
    await createReview(t.db, organiser.id, s.id, { rate: 4 });

    const res = await t.app.inject({ method: 'GET', url: `/api/suppliers/${s.id}` });
    expect(res.statusCode).toBe(200);
    const { data } = supplierProfileResponse.parse(res.json());
    expect(data).toMatchObject({
      id: s.id,
      company_name: 'Bright Screens',
      summary: 'Bright Screens summary',
      photo_url: '/images/bright-screens.svg',
      cover_url: '/files/uploads/covers/bright.png',
      location: 'London, UK',
      nearby: 50,
      phone: '+447400123456',
      display_email: 'hello@brightscreens.example',
      website: 'https://x.example',
      past_events: 'Product launches at Tobacco Dock.',
      sustainability_policy: 'We run on renewable power.',
      rating: { rate: 4.3, count: 3 },
      is_premium: false,
      images: [
        { id: expect.any(Number), url: '/files/uploads/work/one.jpg' },
        { id: expect.any(Number), url: '/files/uploads/work/two.jpg' },
      ],
      documents: [
        { id: expect.any(Number), url: '/files/uploads/docs/pli.pdf', name: 'Public liability.pdf' },
      ],
    });
    expect(data.services.map((x) => x.service)).toEqual([
      {
        id: screens.id,
        product: 'LED Screens',
        slug: 'led-screens',
        category: { id: category.id, category: 'Audio Visual', slug: 'audio-visual' },
      },
      {
        id: projectors.id,
        product: 'Projector Hire',
        slug: 'projector-hire',
        category: { id: category.id, category: 'Audio Visual', slug: 'audio-visual' },
      },
    ]);
    // The main service is the one chosen first, not the alphabetically first (issue 21).
    expect(data.main_service_id).toBe(projectors.id);
  });

  it('answers 404 for suppliers not approved, other users and unknown ids, and 422 for non-numeric ids', async () => {
    const pending = await supplier(t.db, 'Pending', { ...LONDON, nearby: 10 }, [], {
      profileStatus: ProfileStatus.underReview,
    });
    const organiser = await createOrganiser(t.db);
    const noProfile = await createSupplier(t.db, { profileStatus: null });
    for (const id of [pending.id, organiser.id, noProfile.id, 999999]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/suppliers/${id}` });
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    for (const id of ['abc', '1.5', '0', '-3', '99999999999', '1%20or%201=1']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/suppliers/${id}` })).statusCode, id).toBe(422);
    }
  });
});

describe('GET /api/counters/suppliers', () => {
  const t = useTestApp();
  const counter = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/counters/suppliers?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return supplierCounterResponse.parse(res.json()).count;
  };

  it('counts the approved suppliers of a service who reach the place, as the list does', async () => {
    const service = await createService(t.db);
    await supplier(t.db, 'London Ten', { ...LONDON, nearby: 10 }, [service.id]);
    await supplier(t.db, 'Reading Fifty', { ...READING, nearby: 50 }, [service.id]);
    await supplier(t.db, 'Reading Ten', { ...READING, nearby: 10 }, [service.id]);
    await supplier(t.db, 'Nationwide', { latitude: null, longitude: null, nearby: 999 }, [service.id]);
    await supplier(t.db, 'Pending', { ...LONDON, nearby: 999 }, [service.id], {
      profileStatus: ProfileStatus.underReview,
    });
    await supplier(t.db, 'Other service', { ...LONDON, nearby: 999 }, []);

    for (const place of [LONDON, READING, BRIGHTON, MANCHESTER]) {
      const query = `service_id=${service.id}&${at(place)}`;
      const listed = directoryResponse.parse((await t.app.inject({ url: `/api/suppliers?${query}` })).json());
      expect(await counter(`${query}&location=Somewhere`)).toBe(listed.meta.total);
    }
    expect(await counter(`service_id=${service.id}&${at(LONDON)}`)).toBe(3);
    expect(await counter(`service_id=${service.id}&${at(MANCHESTER)}`)).toBe(1);
    expect(await counter(`service_id=${service.id}`)).toBe(4);
    expect(await counter(`service_id=999999&${at(LONDON)}`)).toBe(0);
  });

  it('places a label through the gazetteer, and counts only nationwide suppliers for an unknown place', async () => {
    const service = await createService(t.db);
    await supplier(t.db, 'London Ten', { ...LONDON, nearby: 10 }, [service.id]);
    await supplier(t.db, 'Manchester Ten', { ...MANCHESTER, nearby: 10 }, [service.id]);
    await supplier(t.db, 'Nationwide', { ...MANCHESTER, nearby: 999 }, [service.id]);
    expect(await counter(`service_id=${service.id}&location=London`)).toBe(2);
    expect(await counter(`service_id=${service.id}&location=${encodeURIComponent('London, England')}`)).toBe(
      2,
    );
    expect(await counter(`service_id=${service.id}&location=${encodeURIComponent('manchester, UK')}`)).toBe(
      2,
    );
    expect(await counter(`service_id=${service.id}&location=Atlantis`)).toBe(1);
    // Coordinates, when given, are the place.
    expect(await counter(`service_id=${service.id}&location=London&${at(MANCHESTER)}`)).toBe(2);
    expect(await counter(`service_id=${service.id}&location=Atlantis&${at(LONDON)}`)).toBe(2);
  });

  it('uses at most 3 SQL statements and refuses bad input with 422', async () => {
    const { statements } = await countStatements(t.db, () =>
      t.app.inject({ url: `/api/counters/suppliers?service_id=1&${at(LONDON)}` }),
    );
    expect(statements).toBeLessThanOrEqual(3);
    for (const query of [
      'service_id=abc',
      'latitude=51',
      'latitude=100&longitude=0',
      `location=${'x'.repeat(300)}`,
    ]) {
      expect((await t.app.inject({ url: `/api/counters/suppliers?${query}` })).statusCode, query).toBe(422);
    }
  });
});

describe('GET /api/service-request-reviews', () => {
  const t = useTestApp();

  it("lists an approved supplier's reviews, newest first, in the spec's shape", async () => {
    const s = await supplier(t.db, 'Reviewed Co', { ...LONDON, nearby: 25 }, []);
    const other = await supplier(t.db, 'Other Co', { ...LONDON, nearby: 25 }, []);
    const organiser = await createOrganiser(t.db, { name: 'Olivia Bennett' });
    await t.db.update(users).set({ positionInCompany: 'Events Manager' }).where(eq(users.id, organiser.id));
    const older = await createReview(t.db, organiser.id, s.id, {
      rate: 4,
      message: 'Good.',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const newer = await createReview(t.db, organiser.id, s.id, {
      rate: 5,
      message: 'Superb.',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    await createReview(t.db, organiser.id, other.id, { rate: 1 });

    const res = await t.app.inject({ url: `/api/service-request-reviews?supplier_id=${s.id}` });
    expect(res.statusCode).toBe(200);
    const { data } = reviewsResponse.parse(res.json());
    expect(data.map((r) => r.id)).toEqual([newer.review.id, older.review.id]);
    expect(data[0]).toEqual({
      id: newer.review.id,
      rate: 5,
      message: 'Superb.',
      service_request_id: newer.request.id,
      created_at: '2026-02-01T10:00:00.000Z',
      service_request: {
        // The organiser has posted three requests (one per review above).
        user: { name: 'Olivia Bennett', position_in_company: 'Events Manager', quotes_count: 3 },
        service_request_accept: { user: { company_name: 'Reviewed Co' } },
      },
      // Beyond the spec: the supplier's public reply, none yet (decision 0075).
      reply: null,
    });
    const none = await supplier(t.db, 'New Co', { ...LONDON, nearby: 25 }, []);
    expect(
      (await t.app.inject({ url: `/api/service-request-reviews?supplier_id=${none.id}` })).json(),
    ).toEqual({ data: [] });
  });

  it('answers 404 for unknown or unapproved suppliers and 422 without a numeric supplier_id', async () => {
    const pending = await supplier(t.db, 'Pending', { ...LONDON, nearby: 10 }, [], {
      profileStatus: ProfileStatus.underReview,
    });
    for (const id of [pending.id, 999999]) {
      expect((await t.app.inject({ url: `/api/service-request-reviews?supplier_id=${id}` })).statusCode).toBe(
        404,
      );
    }
    for (const query of ['', 'supplier_id=', 'supplier_id=abc', 'supplier_id=1;drop']) {
      expect((await t.app.inject({ url: `/api/service-request-reviews?${query}` })).statusCode, query).toBe(
        422,
      );
    }
  });
});
