import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueTexts } from '@marquee/contracts/admin-catalogue';
import { fileTexts } from '@marquee/contracts/files';
import {
  createAdmin,
  createCategory,
  createOrganiser,
  createRequest,
  createService,
  createSupplier,
  offerServices,
} from '../../../test/factories';
import type { FormPart } from '../../../test/multipart';
import { png } from '../../../test/file-fixtures';
import { useAdminCatalogueTest } from './admin-catalogue.test-helpers';
import { serviceCategories, serviceKeywords, services } from '../../db/schema/catalogue';

const URL = '/api/admin/services/categories';

describe('admin categories (spec 2.6 categories-services, 2.7, 5, 7.7; decision 0076)', () => {
  const { t, send, get, audits } = useAdminCatalogueTest();

  it('adds a category with two services and an image; the public catalogue shows it on the next request', async () => {
    const admin = await createAdmin(t.db);
    const before = await get('/api/service-categories');
    expect(before.headers['cache-control']).toBe('public, max-age=0');
    const etag = String(before.headers.etag);
    const picker = await get('/api/services?search=zorb');
    const pickerTag = String(picker.headers.etag);

    const res = await send(admin, URL, [
      ['category', '  Zorbing & Bubbles  '],
      ['description', 'Inflatable fun'],
      ['title_tag', 'Zorbing hire | Marquee'],
      ['custom_heading', 'Zorbing across the UK'],
      ['meta_description', 'Compare zorbing suppliers'],
      ['is_hidden', '0'],
      [
        'services',
        JSON.stringify([
          { product: 'Zorb Football', keywords: ['bubble football', 'Bubble Football', 'zorb'] },
          { product: 'Water Zorbing', description: 'On a pool' },
        ]),
      ],
      ['image', { filename: 'c.png', data: await png(200, 100), type: 'image/png' }],
    ]);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const [row] = await t.db.select().from(serviceCategories).where(eq(serviceCategories.id, id));
    expect(row).toMatchObject({ category: 'Zorbing & Bubbles', slug: 'zorbing-bubbles', isHidden: 0 });
    expect(row!.imagePath).toMatch(/^uploads\/categories\/[0-9a-f]{32}\.png$/);
    const made = await t.db.select().from(services).where(eq(services.serviceCategoryId, id));
    expect(made.map((s) => s.product).sort()).toEqual(['Water Zorbing', 'Zorb Football']);
    const football = made.find((s) => s.product === 'Zorb Football')!;
    const kws = await t.db.select().from(serviceKeywords).where(eq(serviceKeywords.serviceId, football.id));
    expect(kws.map((k) => k.keyword)).toEqual(['bubble football', 'zorb']);

    const after = await get('/api/service-categories', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.body).toContain('Zorbing & Bubbles');
    const pickerAfter = await get('/api/services?search=zorb', { 'if-none-match': pickerTag });
    expect(pickerAfter.statusCode).toBe(200);
    expect(pickerAfter.json().data.map((o: { label: string }) => o.label)).toContain('Zorb Football');
    const page = await get('/api/service-categories/by-slug/zorbing-bubbles');
    expect(page.json().data.title_tag).toBe('Zorbing hire | Marquee');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=0');
    expect(await audits()).toEqual([{ action: 'category.create', targetType: 'category', targetId: id }]);
  });

  it('refuses a category without services, without a name, a taken name or product, and bad JSON (422)', async () => {
    const admin = await createAdmin(t.db);
    const taken = await createCategory(t.db, { category: 'Zeppelin Catering' });
    await createService(t.db, taken.id, { product: 'Zeppelin Hog Roast' });
    const cases: Array<[FormPart[], string, string]> = [
      [[['category', 'New one']], 'services', catalogueTexts.servicesRequired],
      [
        [
          ['category', 'New one'],
          ['services', '[]'],
        ],
        'services',
        catalogueTexts.servicesRequired,
      ],
      [
        [
          ['category', 'New one'],
          ['services', '{oops'],
        ],
        'services',
        catalogueTexts.servicesInvalid,
      ],
      [
        [
          ['category', 'New one'],
          ['services', '[{"product":"  "}]'],
        ],
        'services',
        catalogueTexts.productRequired,
      ],
      [[['services', '[{"product":"X"}]']], 'category', catalogueTexts.categoryNameRequired],
      [
        [
          ['category', 'ZEPPELIN CATERING'],
          ['services', '[{"product":"X"}]'],
        ],
        'category',
        catalogueTexts.categoryNameTaken,
      ],
      [
        [
          ['category', 'New one'],
          ['services', '[{"product":"zeppelin hog roast"}]'],
        ],
        'services',
        catalogueTexts.serviceExists,
      ],
    ];
    for (const [parts, field, message] of cases) {
      const res = await send(admin, URL, parts);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().errors[field], message).toEqual([message]);
    }
    expect(
      await t.db.select().from(serviceCategories).where(eq(serviceCategories.category, 'New one')),
    ).toEqual([]);
    expect(await audits()).toEqual([]);
  });

  it('refuses a 10 MB image with a 413 and stores nothing', async () => {
    const admin = await createAdmin(t.db);
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await send(admin, URL, [
      ['category', 'Big'],
      ['services', '[{"product":"Big thing"}]'],
      ['image', { filename: 'big.png', data: big, type: 'image/png' }],
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual({ image: [fileTexts.tooLarge] });
    expect(await t.db.select().from(serviceCategories).where(eq(serviceCategories.category, 'Big'))).toEqual(
      [],
    );
  });

  it('edits with PUT or POST _method=PUT: the name stays, services are added, edited and deleted, hidden works', async () => {
    const admin = await createAdmin(t.db);
    const category = await createCategory(t.db, { category: 'Zz Lumens' });
    const keep = await createService(t.db, category.id, { product: 'Zz Uplighters' });
    const drop = await createService(t.db, category.id, { product: 'Zz Disco Balls' });
    const res = await send(
      admin,
      `${URL}/${category.id}`,
      [
        ['category', 'Renamed'],
        ['is_hidden', '1'],
        [
          'services',
          JSON.stringify([
            { id: keep.id, product: 'ignored', keywords: ['uplights'] },
            { product: 'Zz Festoon Strings' },
          ]),
        ],
        ['services_deleted', JSON.stringify([drop.id])],
      ],
      'PUT',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: category.id });
    const [row] = await t.db.select().from(serviceCategories).where(eq(serviceCategories.id, category.id));
    expect(row).toMatchObject({ category: 'Zz Lumens', isHidden: 1 });
    const left = await t.db.select().from(services).where(eq(services.serviceCategoryId, category.id));
    expect(left.map((s) => s.product).sort()).toEqual(['Zz Festoon Strings', 'Zz Uplighters']);

    // Hidden: left out of the directory; its services found by exact name only.
    expect((await get('/api/service-categories')).body).not.toContain('Zz Lumens');
    expect((await get('/api/services?search=zz%20festoon')).json().data).toEqual([]);
    expect((await get('/api/services?search=Zz%20Festoon%20Strings')).json().data).toHaveLength(1);

    const viaPost = await send(admin, `${URL}/${category.id}`, [
      ['_method', 'PUT'],
      ['is_hidden', '0'],
    ]);
    expect(viaPost.statusCode).toBe(200);
    const bad = await send(admin, `${URL}/${category.id}`, [['_method', 'DELETE']]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors._method).toEqual([catalogueTexts.methodInvalid]);
    const empty = await send(admin, `${URL}/${category.id}`, [
      ['services_deleted', JSON.stringify(left.map((s) => s.id))],
    ]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.services).toEqual([catalogueTexts.servicesRequired]);
    expect((await send(admin, `${URL}/999999`, [['is_hidden', '0']])).statusCode).toBe(404);
    expect((await audits()).map((a) => a.action)).toEqual(['category.update', 'category.update']);
  });

  it('deletes a category with its services, but refuses (409) while a supplier offers or a request names one', async () => {
    const admin = await createAdmin(t.db);
    const used = await createCategory(t.db, { category: 'Used' });
    const offered = await createService(t.db, used.id, { product: 'Offered' });
    const supplier = await createSupplier(t.db);
    await offerServices(t.db, supplier.id, [offered.id]);
    const refused = await t.app.inject({ method: 'DELETE', url: `${URL}/${used.id}`, headers: admin.auth });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(catalogueTexts.categoryInUse('Offered'));
    expect(await t.db.select().from(services).where(eq(services.id, offered.id))).toHaveLength(1);

    const requested = await createCategory(t.db, { category: 'Requested' });
    const named = await createService(t.db, requested.id, { product: 'Named' });
    const organiser = await createOrganiser(t.db);
    await createRequest(t.db, organiser.id, { serviceId: named.id });
    const edit = await send(admin, `${URL}/${requested.id}`, [
      ['services', '[{"product":"Other"}]'],
      ['services_deleted', JSON.stringify([named.id])],
    ]);
    expect(edit.statusCode).toBe(409);

    const free = await createCategory(t.db, { category: 'Free' });
    await createService(t.db, free.id, { product: 'Unused' });
    const ok = await t.app.inject({ method: 'DELETE', url: `${URL}/${free.id}`, headers: admin.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: catalogueTexts.categoryDeleted });
    expect(await t.db.select().from(services).where(eq(services.serviceCategoryId, free.id))).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `${URL}/${free.id}`, headers: admin.auth });
    expect(again.statusCode).toBe(404);
    expect(await audits()).toEqual([
      { action: 'category.delete', targetType: 'category', targetId: free.id },
    ]);
  });
});
