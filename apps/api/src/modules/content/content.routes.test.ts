import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { partnersResponse, testimonialsResponse } from '@marquee/contracts/content';
import { useTestApp } from '../../../test/harness';
import { partners, testimonials } from '../../db/schema/content';
import { seedDemoContent } from '../../db/seed/demo-content';

/** Seeded image paths are files of the web app's public folder. */
const webPublic = (path: string) => fileURLToPath(new URL(`../../../../web/public${path}`, import.meta.url));

describe('public content', () => {
  const t = useTestApp();

  it('answers empty lists when there is no content', async () => {
    for (const url of ['/api/partners', '/api/testimonials']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: [] });
    }
  });

  it('lists partners in display order with their logo address, to guests', async () => {
    await t.db.insert(partners).values([
      {
        companyName: 'Second',
        website: 'https://second.example',
        imagePath: '/images/partners/b.svg',
        position: 2,
      },
      {
        companyName: 'First',
        website: 'https://first.example',
        imagePath: 'uploads/partners/a logo.png',
        position: 1,
      },
      { companyName: 'No logo', website: 'https://nologo.example', position: 3 },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/partners' });
    expect(res.statusCode).toBe(200);
    const body = partnersResponse.parse(res.json());
    expect(body.data.map((p) => p.company_name)).toEqual(['First', 'Second', 'No logo']);
    expect(body.data[0]).toMatchObject({
      website: 'https://first.example',
      image_url: '/files/uploads/partners/a%20logo.png',
    });
    expect(body.data[1]!.image_url).toBe('/images/partners/b.svg');
    expect(body.data[2]!.image_url).toBeNull();
  });

  it('lists testimonials newest first with a numeric rating', async () => {
    await t.db.insert(testimonials).values([
      {
        name: 'Older',
        title: 'Good',
        description: 'PA',
        text: 'Fine.',
        rate: '4.0',
        quoteRequestsTotal: 2,
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
      {
        name: 'Newer',
        title: 'Great',
        description: 'Events Manager',
        text: 'Quotes within a day.',
        rate: '4.5',
        quoteRequestsTotal: 7,
        avatarPath: '/images/avatars/sophie.svg',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(res.statusCode).toBe(200);
    const body = testimonialsResponse.parse(res.json());
    expect(body.data.map((x) => x.name)).toEqual(['Newer', 'Older']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Newer',
      title: 'Great',
      description: 'Events Manager',
      text: 'Quotes within a day.',
      rate: 4.5,
      avatar_url: '/images/avatars/sophie.svg',
      quote_requests_total: 7,
    });
  });

  it('seeds the demo content once, and only into empty tables', async () => {
    await seedDemoContent(t.db);
    await seedDemoContent(t.db);
    const p = partnersResponse.parse((await t.app.inject({ method: 'GET', url: '/api/partners' })).json());
    const r = testimonialsResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json(),
    );
    expect(p.data.length).toBeGreaterThanOrEqual(6);
    expect(r.data.length).toBeGreaterThanOrEqual(6);
    expect(new Set(p.data.map((x) => x.company_name)).size).toBe(p.data.length);
    for (const partner of p.data) {
      expect(partner.image_url).toMatch(/^\/images\/partners\/[a-z-]+\.svg$/);
      expect(existsSync(webPublic(partner.image_url!))).toBe(true);
      expect(partner.website).toMatch(/^https:\/\//);
    }
    for (const review of r.data) {
      // Spec 5 testimonial limits: title and description at most 40 characters, text at most 250.
      expect(review.title.length).toBeLessThanOrEqual(40);
      expect(review.description.length).toBeLessThanOrEqual(40);
      expect(review.text.length).toBeLessThanOrEqual(250);
      expect(review.quote_requests_total).toBeLessThanOrEqual(150);
      expect(review.rate).toBeGreaterThanOrEqual(4);
      expect(review.rate).toBeLessThanOrEqual(5);
      expect(review.avatar_url).toMatch(/^\/images\/avatars\/[a-z-]+\.svg$/);
      expect(existsSync(webPublic(review.avatar_url!))).toBe(true);
    }
  });

  it('leaves existing content alone when seeding demo content', async () => {
    await t.db.insert(partners).values({ companyName: 'Real partner', website: 'https://real.example' });
    await seedDemoContent(t.db);
    const p = partnersResponse.parse((await t.app.inject({ method: 'GET', url: '/api/partners' })).json());
    expect(p.data.map((x) => x.company_name)).toEqual(['Real partner']);
  });
});
