import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errors as texts, validation } from '@marquee/contracts/messages';
import { useTestApp } from '../../../test/harness';
import { createCategory, createService, createSupplier } from '../../../test/factories';
import { serviceSuggestions, serviceUnknowns } from '../../db/schema/search';

/** A new client address per call, so the tests of the routes' rules stay under their rate limits. */
let clients = 0;
const nextAddress = () => `198.51.100.${(clients = (clients % 250) + 1)}`;

describe('POST service-unknowns', () => {
  const t = useTestApp();
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/service-unknowns',
      payload: payload as object,
      headers,
      remoteAddress: nextAddress(),
    });
  const recorded = () => t.db.select().from(serviceUnknowns).orderBy(asc(serviceUnknowns.id));

  it('records each unknown term with its location, trimmed, for a guest', async () => {
    const res = await post({
      services: [
        { service_name: '  Ice sculptures ', location: ' Bath, England ' },
        { service_name: 'Falconry displays', location: null },
        { service_name: 'Drone light show' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ result: true });
    const rows = await recorded();
    expect(rows.map((r) => [r.serviceName, r.location, r.userId])).toEqual([
      ['Ice sculptures', 'Bath, England', null],
      ['Falconry displays', null, null],
      ['Drone light show', null, null],
    ]);
  });

  it('records the signed-in user, and a term repeated in one request once', async () => {
    const supplier = await createSupplier(t.db);
    const res = await post(
      {
        services: [
          { service_name: 'Ice sculptures', location: 'Leeds' },
          { service_name: 'ICE SCULPTURES', location: 'leeds' },
          { service_name: 'Ice sculptures', location: 'York' },
        ],
      },
      supplier.auth,
    );
    expect(res.statusCode).toBe(201);
    const rows = await recorded();
    expect(rows.map((r) => [r.serviceName, r.location, r.userId])).toEqual([
      ['Ice sculptures', 'Leeds', supplier.id],
      ['Ice sculptures', 'York', supplier.id],
    ]);
  });

  it('keeps special characters as they are', async () => {
    const name = '100% O\'Brien_s \\ "quotes" <b>';
    expect((await post({ services: [{ service_name: name, location: '%_' }] })).statusCode).toBe(201);
    expect((await recorded())[0]).toMatchObject({ serviceName: name, location: '%_' });
  });

  it.each([
    ['no body', undefined, 'body'],
    ['no services', {}, 'services'],
    ['an empty list', { services: [] }, 'services'],
    [
      'more than 10 terms',
      { services: Array.from({ length: 11 }, (_, i) => ({ service_name: `t${i}` })) },
      'services',
    ],
    ['an empty name', { services: [{ service_name: '   ', location: 'Leeds' }] }, 'services.0.service_name'],
    [
      'a name over 255 characters',
      { services: [{ service_name: 'x'.repeat(256) }] },
      'services.0.service_name',
    ],
    [
      'a location over 255 characters',
      { services: [{ service_name: 'x', location: 'y'.repeat(256) }] },
      'services.0.location',
    ],
    ['a number for a name', { services: [{ service_name: 42 }] }, 'services.0.service_name'],
    ['a string for the list', { services: 'Ice sculptures' }, 'services'],
  ])('answers 422 for %s and records nothing', async (_label, payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await recorded()).toEqual([]);
  });

  it('accepts the 10 terms a client caches', async () => {
    const services = Array.from({ length: 10 }, (_, i) => ({ service_name: `Term ${i}`, location: 'Hull' }));
    expect((await post({ services })).statusCode).toBe(201);
    expect(await recorded()).toHaveLength(10);
  });
});

describe('POST service-suggestions', () => {
  const t = useTestApp();
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/service-suggestions',
      payload: payload as object,
      headers,
      remoteAddress: nextAddress(),
    });
  const suggestions = () => t.db.select().from(serviceSuggestions).orderBy(asc(serviceSuggestions.id));
  const guest = { company_name: 'Ice Ltd', email: 'Hello@Ice.example', product: '  Ice Sculptures  ' };

  it('records a guest suggestion, trimmed, e-mail lower-cased', async () => {
    const res = await post(guest);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ result: true });
    expect(await suggestions()).toMatchObject([
      { product: 'Ice Sculptures', companyName: 'Ice Ltd', email: 'hello@ice.example', userId: null },
    ]);
  });

  it("answers 422 'This service already exists' for an existing product in any case, hidden ones too", async () => {
    const hidden = await createCategory(t.db, { isHidden: true });
    await createService(t.db, hidden.id, { product: 'Secret Sauce Bar' });
    for (const product of ['Wedding Venues', 'wedding venues', ' PA SYSTEM HIRE ', 'secret sauce bar']) {
      const res = await post({ ...guest, product });
      expect(res.statusCode, product).toBe(422);
      expect(res.json()).toEqual({
        message: texts.serviceAlreadyExists,
        code: 'service_already_exists',
        errors: { product: ['This service already exists'] },
      });
    }
    expect(await suggestions()).toEqual([]);
  });

  it('records one suggestion per product and suggester, however often it is sent', async () => {
    expect((await post(guest)).statusCode).toBe(201);
    expect((await post({ ...guest, email: 'hello@ice.example', product: 'ice sculptures' })).statusCode).toBe(
      201,
    );
    expect((await post({ ...guest, email: 'other@ice.example' })).statusCode).toBe(201);
    expect((await post({ ...guest, product: 'Ice Bars' })).statusCode).toBe(201);
    expect((await suggestions()).map((s) => [s.product, s.email])).toEqual([
      ['Ice Sculptures', 'hello@ice.example'],
      ['Ice Sculptures', 'other@ice.example'],
      ['Ice Bars', 'hello@ice.example'],
    ]);
  });

  it("takes a signed-in supplier's company and e-mail when they are left out", async () => {
    const supplier = await createSupplier(t.db);
    expect((await post({ product: 'Ice Sculptures' }, supplier.auth)).statusCode).toBe(201);
    expect((await post({ product: 'ICE SCULPTURES' }, supplier.auth)).statusCode).toBe(201);
    const rows = await suggestions();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: supplier.id, email: supplier.email, product: 'Ice Sculptures' });
    expect(rows[0]!.companyName).toMatch(/^Company /);
  });

  it.each([
    ['no product', { company_name: 'A', email: 'a@b.example' }, 'product', validation.newProductRequired],
    ['an empty product', { ...guest, product: '  ' }, 'product', validation.newProductRequired],
    ['a product over 255 characters', { ...guest, product: 'x'.repeat(256) }, 'product', validation.tooLong],
    ['a malformed e-mail', { ...guest, email: 'not-an-email' }, 'email', validation.emailValid],
    ['a guest without e-mail', { company_name: 'A', product: 'Ice Bars' }, 'email', validation.emailRequired],
    [
      'a guest without company',
      { email: 'a@b.example', product: 'Ice Bars' },
      'company_name',
      validation.companyNameRequired,
    ],
  ])('answers 422 for %s', async (_label, payload, field, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await suggestions()).toEqual([]);
  });
});

describe('the rate limits of the public feedback routes', () => {
  const t = useTestApp();
  const send = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const unknown = (i: number) => ({ services: [{ service_name: `Term ${i}` }] });
  const suggestion = (i: number) => ({
    company_name: 'Ice Ltd',
    email: 'a@ice.example',
    product: `Ice ${i}`,
  });

  it('allow 10 calls a minute per address to each route, then 429 with Retry-After', async () => {
    const address = '203.0.113.50';
    for (const [url, body] of [
      ['/api/service-unknowns', unknown],
      ['/api/service-suggestions', suggestion],
    ] as const) {
      // Each route has its own budget: the first route's calls leave the second's whole.
      for (let i = 0; i < 10; i += 1) expect((await send(url, body(i), address)).statusCode, url).toBe(201);
      const blocked = await send(url, body(10), address);
      expect(blocked.statusCode, url).toBe(429);
      expect(blocked.json(), url).toMatchObject({ message: texts.tooManyRequests });
      expect(Number(blocked.headers['retry-after']), url).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after']), url).toBeLessThanOrEqual(60);
      // Another address is not affected.
      expect((await send(url, body(11), '203.0.113.51')).statusCode, url).toBe(201);
    }
    expect(await t.db.select().from(serviceUnknowns)).toHaveLength(11);
    expect(await t.db.select().from(serviceSuggestions)).toHaveLength(11);
  });
});
