import { describe, expect, it } from 'vitest';
import {
  categoryServicesResponse,
  serviceCategoriesResponse,
  serviceCategoryResponse,
  serviceResponse,
  servicesResponse,
} from '@marquee/contracts/catalogue';
import { useTestApp } from '../../../test/harness';
import { createCategory, createService } from '../../../test/factories';

describe('service categories', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the seeded visible categories sorted by name, with their service counts', async () => {
    const res = await get('/api/service-categories');
    expect(res.statusCode).toBe(200);
    const body = serviceCategoriesResponse.parse(res.json());
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    expect(body.meta.total).toBe(body.data.length);
    const names = body.data.map((c) => c.category.toLowerCase());
    expect(names).toEqual([...names].sort());
    const av = body.data.find((c) => c.category === 'Audio Visual & Production');
    expect(av).toMatchObject({ slug: 'audio-visual-production', is_hidden: 0, image_url: null });
    expect(av!.services_count).toBeGreaterThan(0);
    expect(av!.title_tag).toBeTruthy();
    expect(Object.keys(av!).sort()).toEqual(
      [
        'category',
        'custom_heading',
        'description',
        'id',
        'image_url',
        'is_hidden',
        'meta_description',
        'services_count',
        'slug',
        'title_tag',
      ].sort(),
    );
  });

  it('leaves hidden categories out of the list and the total', async () => {
    const before = serviceCategoriesResponse.parse((await get('/api/service-categories')).json());
    const hidden = await createCategory(t.db, { category: 'Aaa Hidden Extras', isHidden: true });
    const visible = await createCategory(t.db, { category: 'Aaa Visible Extras' });
    await createService(t.db, visible.id, { product: 'One' });
    await createService(t.db, visible.id, { product: 'Two' });
    const after = serviceCategoriesResponse.parse((await get('/api/service-categories')).json());
    expect(after.meta.total).toBe(before.meta.total + 1);
    expect(after.data.map((c) => c.id)).not.toContain(hidden.id);
    expect(after.data[0]).toMatchObject({ id: visible.id, services_count: 2 });
  });

  it('pages with offset and limit (default 0 and 999)', async () => {
    const all = serviceCategoriesResponse.parse((await get('/api/service-categories')).json());
    const page = serviceCategoriesResponse.parse(
      (await get('/api/service-categories?offset=2&limit=3')).json(),
    );
    expect(page.data.map((c) => c.id)).toEqual(all.data.slice(2, 5).map((c) => c.id));
    expect(page.meta.total).toBe(all.meta.total);
    const past = serviceCategoriesResponse.parse((await get('/api/service-categories?offset=5000')).json());
    expect(past).toEqual({ data: [], meta: { total: all.meta.total } });
    expect((await get('/api/service-categories?limit=999')).statusCode).toBe(200);
  });

  it.each(['limit=1000', 'limit=0', 'limit=abc', 'limit=1e3', 'offset=-1', 'offset=1.5', 'limit[]=3'])(
    'answers 422 for %s',
    async (query) => {
      const res = await get(`/api/service-categories?${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toBeDefined();
    },
  );

  it('answers a category with its services sorted by product name, in any case', async () => {
    const category = await createCategory(t.db, { description: null });
    for (const product of ['cherry Pickers', 'Apple Bobbing', 'banana Boats', 'Apple barrels']) {
      await createService(t.db, category.id, { product });
    }
    const res = await get(`/api/service-categories/${category.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = serviceCategoryResponse.parse(res.json());
    expect(data).toMatchObject({
      id: category.id,
      category: category.category,
      description: null,
      services_count: 4,
    });
    expect(data.services.map((s) => s.product)).toEqual([
      'Apple barrels',
      'Apple Bobbing',
      'banana Boats',
      'cherry Pickers',
    ]);
    expect(data.services[0]).toMatchObject({
      service_category_id: category.id,
      is_hidden: 0,
      slug: 'apple-barrels',
    });

    const list = categoryServicesResponse.parse(
      (await get(`/api/service-categories/${category.id}/services`)).json(),
    );
    expect(list.data).toEqual(data.services);
  });

  it('answers 404 for unknown and hidden categories, and their services', async () => {
    const hidden = await createCategory(t.db, { isHidden: true });
    await createService(t.db, hidden.id);
    for (const url of [
      `/api/service-categories/${hidden.id}`,
      `/api/service-categories/${hidden.id}/services`,
      `/api/service-categories/by-slug/${hidden.slug}`,
      '/api/service-categories/999999',
      '/api/service-categories/999999/services',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
    }
  });

  it.each(['abc', '1.5', '-1', '0', '0x10', '99999999999', '1%27%20or%201=1'])(
    'answers 422 for the category id %s',
    async (id) => {
      expect((await get(`/api/service-categories/${id}`)).statusCode).toBe(422);
      expect((await get(`/api/service-categories/${id}/services`)).statusCode).toBe(422);
    },
  );

  it('finds a category by slug, by its old-style name in any case, or by the slug of that name', async () => {
    const bySlug = serviceCategoryResponse.parse(
      (await get('/api/service-categories/by-slug/audio-visual-production')).json(),
    );
    expect(bySlug.data.category).toBe('Audio Visual & Production');
    expect(bySlug.data.services.length).toBe(bySlug.data.services_count);
    for (const segment of [
      'Audio%20Visual%20%26%20Production',
      'audio%20visual%20%26%20production',
      'Audio-Visual-Production',
    ]) {
      const res = await get(`/api/service-categories/by-slug/${segment}`);
      expect(res.statusCode, segment).toBe(200);
      expect(serviceCategoryResponse.parse(res.json()).data.id).toBe(bySlug.data.id);
    }
    expect((await get('/api/service-categories/by-slug/no-such-category')).statusCode).toBe(404);
    expect((await get(`/api/service-categories/by-slug/${'a'.repeat(100)}`)).statusCode).toBe(404);
    // Fastify's router refuses path parameters over 100 characters before validation.
    expect((await get(`/api/service-categories/by-slug/${'a'.repeat(101)}`)).statusCode).toBe(414);
    expect((await get(`/api/services/by-slug/${'a'.repeat(5000)}`)).statusCode).toBe(414);
  });
});

describe('services', () => {
  const t = useTestApp();
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const search = async (query: string) => {
    const res = await get(`/api/services?${query}`);
    expect(res.statusCode, query).toBe(200);
    return servicesResponse.parse(res.json());
  };

  it('answers a service with its keywords and category, also one of a hidden category', async () => {
    const hidden = await createCategory(t.db, { isHidden: true });
    const secret = await createService(t.db, hidden.id, {
      product: 'Secret Sauce Bar',
      keywords: ['sauce', 'condiments'],
    });
    const res = await get(`/api/services/${secret.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = serviceResponse.parse(res.json());
    expect(data).toMatchObject({
      id: secret.id,
      product: 'Secret Sauce Bar',
      slug: 'secret-sauce-bar',
      service_category_id: hidden.id,
      is_hidden: 1,
      service_category: { id: hidden.id, category: hidden.category, slug: hidden.slug, is_hidden: 1 },
    });
    expect(data.service_keywords.map((k) => k.keyword)).toEqual(['sauce', 'condiments']);
  });

  it('answers 404 for an unknown service and 422 for a malformed id', async () => {
    expect((await get('/api/services/999999')).statusCode).toBe(404);
    expect((await get('/api/services/by-slug/no-such-service')).statusCode).toBe(404);
    for (const id of ['abc', '2.5', '0', '99999999999'])
      expect((await get(`/api/services/${id}`)).statusCode).toBe(422);
  });

  it('finds a service by slug or by its product name in any case', async () => {
    const bySlug = serviceResponse.parse((await get('/api/services/by-slug/pa-system-hire')).json());
    expect(bySlug.data.product).toBe('PA System Hire');
    expect(bySlug.data.service_category.slug).toBe('audio-visual-production');
    for (const segment of ['PA%20System%20Hire', 'pa%20system%20hire']) {
      expect(serviceResponse.parse((await get(`/api/services/by-slug/${segment}`)).json()).data.id).toBe(
        bySlug.data.id,
      );
    }
  });

  it('lists the visible services sorted by product name as picker options, 20 by default', async () => {
    const hidden = await createCategory(t.db, { isHidden: true });
    await createService(t.db, hidden.id, { product: 'Aaaa Hidden Service' });
    const first = await search('');
    expect(first.data).toHaveLength(20);
    expect(first.meta.total).toBeGreaterThan(100);
    const labels = first.data.map((o) => o.label.toLowerCase());
    expect(labels).toEqual([...labels].sort());
    expect(labels).not.toContain('aaaa hidden service');
    expect(Object.keys(first.data[0]!).sort()).toEqual(
      [
        'category_id',
        'category_slug',
        'description',
        'is_hidden',
        'keywords',
        'label',
        'slug',
        'value',
      ].sort(),
    );
    const next = await search('offset=20&limit=100');
    expect(next.data).toHaveLength(100);
    expect(next.data[0]!.value).not.toBe(first.data[0]!.value);
    expect(next.meta.total).toBe(first.meta.total);
    const past = await search('offset=100000');
    expect(past).toEqual({ data: [], meta: { total: first.meta.total } });
  });

  it.each([
    'limit=101',
    'limit=0',
    'limit=x',
    'offset=-3',
    'category_id=abc',
    `search=${'x'.repeat(101)}`,
    `q=${'x'.repeat(101)}`,
  ])('answers 422 for %s', async (query) => {
    expect((await get(`/api/services?${query}`)).statusCode).toBe(422);
  });

  it('ranks exact name, then name prefix, then a word of the name, then keyword, then contains', async () => {
    const category = await createCategory(t.db);
    const make = (product: string, keywords: string[] = []) =>
      createService(t.db, category.id, { product, keywords });
    const contains = await make('Floodlight Towers');
    const keyword = await make('Truss Hire', ['stage light rig']);
    const word = await make('Stage Lighting');
    const prefix = await make('Lighting Design');
    const exact = await make('Light');
    await make('Marquee Flooring', ['flooring']);
    const expected = [exact, prefix, word, keyword, contains].map((s) => s.id);
    for (const term of ['light', 'LIGHT', '  Light ']) {
      const found = await search(`category_id=${category.id}&search=${encodeURIComponent(term)}`);
      expect(
        found.data.map((o) => o.value),
        term,
      ).toEqual(expected);
      expect(found.meta.total).toBe(5);
    }
    const viaQ = await search(`category_id=${category.id}&q=light&limit=2`);
    expect(viaQ.data.map((o) => o.value)).toEqual(expected.slice(0, 2));
    expect(viaQ.meta.total).toBe(5);
    expect((await search(`category_id=${category.id}&q=light&offset=4`)).data.map((o) => o.value)).toEqual([
      contains.id,
    ]);
  });

  it('searches the seeded catalogue over names and keywords, case-insensitively', async () => {
    const byName = (await search('search=wedding')).data.map((o) => o.label);
    // Names starting with the term come first, sorted by name; then keyword matches.
    const prefixed = byName.filter((label) => label.toLowerCase().startsWith('wedding'));
    expect(byName.slice(0, prefixed.length)).toEqual(prefixed);
    expect(prefixed).toEqual(expect.arrayContaining(['Wedding Catering', 'Wedding Venues']));
    expect(byName.length).toBeGreaterThan(prefixed.length);
    const byKeyword = await search('search=horsebox');
    expect(byKeyword.data.map((o) => o.label)).toEqual(['Mobile Bars']);
    expect(byKeyword.data[0]!.keywords).toContain('horsebox bar');
    expect((await search('search=PA%20SYSTEM%20HIRE')).data[0]).toMatchObject({
      label: 'PA System Hire',
      category_slug: 'audio-visual-production',
      is_hidden: 0,
    });
    expect((await search('search=zzzqqq')).data).toEqual([]);
  });

  it('finds services of hidden categories only by their exact name', async () => {
    const hidden = await createCategory(t.db, { isHidden: true });
    const secret = await createService(t.db, hidden.id, { product: 'Secret Sauce Bar', keywords: ['sauce'] });
    for (const term of ['secret', 'Secret Sauce', 'sauce', 'Sauce Bar', 'Secret Sauce Bar!']) {
      expect(
        (await search(`search=${encodeURIComponent(term)}`)).data.map((o) => o.value),
        term,
      ).not.toContain(secret.id);
    }
    for (const term of ['Secret Sauce Bar', 'secret sauce bar', ' SECRET SAUCE BAR ']) {
      const found = await search(`q=${encodeURIComponent(term)}`);
      expect(found.data, term).toEqual([
        {
          value: secret.id,
          label: 'Secret Sauce Bar',
          description: 'About Secret Sauce Bar',
          category_id: hidden.id,
          keywords: ['sauce'],
          is_hidden: 1,
          slug: 'secret-sauce-bar',
          category_slug: hidden.slug,
        },
      ]);
    }
    expect((await search(`category_id=${hidden.id}`)).data).toEqual([]);
  });

  it("treats % _ ' and \\ in a search as literal characters", async () => {
    const category = await createCategory(t.db);
    const percent = await createService(t.db, category.id, { product: '100% Cotton Linen' });
    const underscore = await createService(t.db, category.id, { product: 'Snake_Case Props' });
    const quote = await createService(t.db, category.id, { product: "O'Brien's Marquees" });
    const backslash = await createService(t.db, category.id, { product: 'Back\\slash Hire' });
    await createService(t.db, category.id, { product: 'Snakes Cases Props 100 Cotton' });
    const ids = async (term: string) =>
      (await search(`category_id=${category.id}&search=${encodeURIComponent(term)}`)).data.map(
        (o) => o.value,
      );
    expect(await ids('%')).toEqual([percent.id]);
    expect(await ids('0% c')).toEqual([percent.id]);
    expect(await ids('_')).toEqual([underscore.id]);
    expect(await ids('e_c')).toEqual([underscore.id]);
    expect(await ids("'")).toEqual([quote.id]);
    expect(await ids("o'brien's marquees")).toEqual([quote.id]);
    expect(await ids('\\')).toEqual([backslash.id]);
    expect(await ids('k\\s')).toEqual([backslash.id]);
    expect(await ids('%%')).toEqual([]);
    expect(await ids("' or 1=1 --")).toEqual([]);
  });
});
