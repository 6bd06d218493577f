import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminCategoriesResponse, catalogueTexts } from '@marquee/contracts/admin-catalogue';
import { fileTexts } from '@marquee/contracts/files';
import {
  createAdmin,
  createCategory,
  createOrganiser,
  createRequest,
  createService,
  createSupplier,
  offerServices,
  type FactoryUser,
} from '../../../test/factories';
import type { FormPart } from '../../../test/multipart';
import { html, png } from '../../../test/file-fixtures';
import { serviceKeywords, services } from '../../db/schema/catalogue';
import { useAdminCatalogueTest } from './admin-catalogue.test-helpers';

const URL = '/api/admin/services';

describe('admin services (spec 2.6, 2.7 add/edit service, 5, 7.7; decision 0076)', () => {
  const { t, send, audits } = useAdminCatalogueTest();
  const list = async (who: FactoryUser, search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${URL}?search=${encodeURIComponent(search)}`,
      headers: who.auth,
    });
    expect(res.statusCode).toBe(200);
    return adminCategoriesResponse.parse(res.json()).data;
  };

  it('lists every category (hidden too) and searches category, service, keyword and id in any case', async () => {
    const admin = await createAdmin(t.db);
    const hidden = await createCategory(t.db, { category: 'Qwerty Hidden', isHidden: true });
    const svc = await createService(t.db, hidden.id, {
      product: 'Qwerty Juggling',
      keywords: ['Plate Spinning'],
    });
    await createService(t.db, hidden.id, { product: 'Qwerty Other' });

    const all = await list(admin, '');
    expect(all.find((c) => c.id === hidden.id)?.services).toHaveLength(2);
    expect((await list(admin, 'qwerty hid')).map((c) => c.id)).toEqual([hidden.id]);
    expect((await list(admin, 'qwerty hid'))[0]!.services).toHaveLength(2);
    const byService = await list(admin, 'JUGGLING');
    expect(byService.map((c) => c.id)).toEqual([hidden.id]);
    expect(byService[0]!.services.map((s) => s.product)).toEqual(['Qwerty Juggling']);
    expect(byService[0]!.services[0]!.service_keywords.map((k) => k.keyword)).toEqual(['Plate Spinning']);
    expect((await list(admin, 'plate spin'))[0]!.services.map((s) => s.id)).toEqual([svc.id]);
    expect((await list(admin, String(svc.id))).some((c) => c.id === hidden.id)).toBe(true);
    expect((await list(admin, String(hidden.id))).some((c) => c.id === hidden.id)).toBe(true);
    expect(await list(admin, 'no such thing at all %_')).toEqual([]);
  });

  it('adds a service with keywords and an image, edits it (name read-only), moves it, and audits each', async () => {
    const admin = await createAdmin(t.db);
    const a = await createCategory(t.db, { category: 'Qwerty A' });
    const b = await createCategory(t.db, { category: 'Qwerty B' });
    const res = await send(admin, URL, [
      ['product', ' Qwerty Stilt Walkers '],
      ['description', 'Tall'],
      ['service_category_id', String(a.id)],
      ['title_tag', 'Stilts | Marquee'],
      ['keywords[]', 'stilts'],
      ['keywords[]', 'Stilts'],
      ['keywords[]', 'circus'],
      ['image', { filename: 's.png', data: await png(), type: 'image/png' }],
    ]);
    expect(res.statusCode).toBe(201);
    const { service } = res.json();
    expect(service).toMatchObject({
      product: 'Qwerty Stilt Walkers',
      slug: 'qwerty-stilt-walkers',
      service_category_id: a.id,
      title_tag: 'Stilts | Marquee',
    });
    expect(service.service_keywords.map((k: { keyword: string }) => k.keyword)).toEqual(['stilts', 'circus']);
    expect(service.image_url).toMatch(/^\/files\/uploads\/services\//);

    const edit = await send(
      admin,
      `${URL}/${service.id}`,
      [
        ['product', 'Renamed'],
        ['description', 'Taller'],
        ['service_category_id', String(b.id)],
        ['keywords', 'walkabout'],
      ],
      'PUT',
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().service).toMatchObject({
      product: 'Qwerty Stilt Walkers',
      description: 'Taller',
      service_category_id: b.id,
      image_url: service.image_url,
    });
    const viaPost = await send(admin, `${URL}/${service.id}`, [
      ['_method', 'PUT'],
      ['service_category_id', String(a.id)],
    ]);
    expect(viaPost.statusCode).toBe(200);
    expect(viaPost.json().service.service_keywords).toEqual([]);
    expect(await audits()).toEqual([
      { action: 'service.create', targetType: 'service', targetId: service.id },
      { action: 'service.update', targetType: 'service', targetId: service.id },
      { action: 'service.update', targetType: 'service', targetId: service.id },
    ]);
  });

  it('refuses bad input with its text: no product, no or unknown category, a taken name, bad files', async () => {
    const admin = await createAdmin(t.db);
    const cat = await createCategory(t.db, { category: 'Qwerty C' });
    await createService(t.db, cat.id, { product: 'Qwerty Taken' });
    const cases: Array<[FormPart[], number, string, string]> = [
      [[['service_category_id', String(cat.id)]], 422, 'product', catalogueTexts.productRequired],
      [[['product', 'X1 Qwerty']], 422, 'service_category_id', catalogueTexts.categoryRequired],
      [
        [
          ['product', 'X1 Qwerty'],
          ['service_category_id', 'abc'],
        ],
        422,
        'service_category_id',
        catalogueTexts.categoryRequired,
      ],
      [
        [
          ['product', 'X1 Qwerty'],
          ['service_category_id', '999999'],
        ],
        422,
        'service_category_id',
        catalogueTexts.categoryRequired,
      ],
      [
        [
          ['product', 'QWERTY TAKEN'],
          ['service_category_id', String(cat.id)],
        ],
        422,
        'product',
        catalogueTexts.serviceExists,
      ],
      [
        [
          ['product', 'X1 Qwerty'],
          ['service_category_id', String(cat.id)],
          ['image', { filename: 'a.png', data: html(), type: 'image/png' }],
        ],
        422,
        'image',
        fileTexts.wrongType,
      ],
      [
        [
          ['product', 'X1 Qwerty'],
          ['service_category_id', String(cat.id)],
          [
            'image',
            {
              filename: 'a.png',
              data: Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1)]),
              type: 'image/png',
            },
          ],
        ],
        413,
        'image',
        fileTexts.tooLarge,
      ],
    ];
    for (const [parts, status, field, message] of cases) {
      const res = await send(admin, URL, parts);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().errors[field], message).toEqual([message]);
    }
    expect(await t.db.select().from(services).where(eq(services.product, 'X1 Qwerty'))).toEqual([]);
    expect(
      (await send(admin, `${URL}/999999`, [['service_category_id', String(cat.id)]], 'PUT')).statusCode,
    ).toBe(404);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: admin.auth,
      payload: { product: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await audits()).toEqual([]);
  });

  it('deletes an unused service; refuses (409) one a supplier offers or a request names, keeping both', async () => {
    const admin = await createAdmin(t.db);
    const cat = await createCategory(t.db, { category: 'Qwerty D' });
    const offered = await createService(t.db, cat.id, { product: 'Qwerty Offered' });
    const named = await createService(t.db, cat.id, { product: 'Qwerty Named' });
    const free = await createService(t.db, cat.id, { product: 'Qwerty Free', keywords: ['gone'] });
    const supplier = await createSupplier(t.db);
    await offerServices(t.db, supplier.id, [offered.id]);
    const organiser = await createOrganiser(t.db);
    const request = await createRequest(t.db, organiser.id, { serviceId: named.id });
    const del = (id: number) => t.app.inject({ method: 'DELETE', url: `${URL}/${id}`, headers: admin.auth });

    const r1 = await del(offered.id);
    expect(r1.statusCode).toBe(409);
    expect(r1.json()).toMatchObject({ code: 'service_in_use', message: catalogueTexts.serviceInUse(1, 0) });
    const r2 = await del(named.id);
    expect(r2.json().message).toBe(catalogueTexts.serviceInUse(0, 1));
    expect(await t.db.select().from(services).where(eq(services.id, named.id))).toHaveLength(1);
    expect(request.serviceId).toBe(named.id);

    const ok = await del(free.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: catalogueTexts.serviceDeleted });
    expect(await t.db.select().from(serviceKeywords).where(eq(serviceKeywords.serviceId, free.id))).toEqual(
      [],
    );
    expect((await del(free.id)).statusCode).toBe(404);
    expect(await audits()).toEqual([{ action: 'service.delete', targetType: 'service', targetId: free.id }]);
  });

  it('exports every service as CSV with its category and keywords', async () => {
    const admin = await createAdmin(t.db);
    const cat = await createCategory(t.db, { category: 'Qwerty E' });
    await createService(t.db, cat.id, { product: '=Qwerty Formula', keywords: ['a', 'b'] });
    const res = await t.app.inject({ method: 'GET', url: `${URL}/export`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="services-/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'id,product,category,category_hidden,description,keywords,title_tag,custom_heading,meta_description',
    );
    expect(res.body).toContain(`'=Qwerty Formula,Qwerty E,0,About =Qwerty Formula,"a, b"`);
  });
});
