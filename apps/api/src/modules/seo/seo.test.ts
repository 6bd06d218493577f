import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileStatus } from '@marquee/contracts/enums';
import { useTestApp } from '../../../test/harness';
import {
  createCategory,
  createOrganiser,
  createReview,
  createService,
  createSupplier,
} from '../../../test/factories';
import { serviceCategories } from '../../db/schema/catalogue';
import { excerpt, injectHead, jsonForScript } from '../../lib/html-head';
import { sitemapXml } from './seo.service';

// A built web app of one page, as Vite writes it: the server fills in each directory page's head.
const distDir = mkdtempSync(join(tmpdir(), 'marquee-web-'));
const SHELL = `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shell's own description." />
    <title>Marquee — Plan it, source it, book it</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
writeFileSync(join(distDir, 'index.html'), SHELL);

const APP = 'http://localhost:3000';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** The head's tags of a page (texts unescaped), for assertions. */
function parseHead(html: string) {
  const attr = (re: RegExp) => {
    const found = html.match(re)?.[1];
    return found === undefined ? undefined : unescape(found);
  };
  const meta = (key: string) =>
    attr(new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)"`));
  const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  return {
    title: attr(/<title>([\s\S]*?)<\/title>/),
    description: meta('description'),
    descriptions: html.match(/<meta name="description"/g)?.length ?? 0,
    robots: meta('robots'),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: {
      title: meta('og:title'),
      description: meta('og:description'),
      url: meta('og:url'),
      type: meta('og:type'),
      image: meta('og:image'),
    },
    jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : undefined,
    app: html.includes('<div id="root"></div>') && html.includes('/assets/index-abc123.js'),
  };
}

describe('directory pages as the server sends them', () => {
  const t = useTestApp({ WEB_DIST_DIR: distDir, APP_URL: `${APP}/` });
  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toContain('text/html');
    return { status: res.statusCode, head: parseHead(res.body), body: res.body };
  };

  it('gives the directory root its title, description, canonical and Open Graph tags', async () => {
    const { status, head } = await page('/directory');
    expect(status).toBe(200);
    expect(head.title).toContain('Event Supplier Directory');
    expect(head.canonical).toBe(`${APP}/directory`);
    expect(head.og).toMatchObject({ title: head.title, url: `${APP}/directory`, type: 'website' });
    expect(head.descriptions).toBe(1);
    expect(head.robots).toBeUndefined();
    expect(head.app).toBe(true);
    expect((await page('/directory/search/')).head.canonical).toBe(`${APP}/directory/search`);
  });

  it("uses a category's title tag and meta description, with the slug URL as canonical", async () => {
    const { status, head } = await page('/directory/venues');
    expect(status).toBe(200);
    expect(head.title).toBe('Event Venues to Hire in the UK | Marquee');
    expect(head.description).toMatch(/^Compare UK event venues/);
    expect(head.descriptions).toBe(1);
    expect(head.canonical).toBe(`${APP}/directory/venues`);
    expect(head.og).toMatchObject({
      title: 'Event Venues to Hire in the UK | Marquee',
      description: head.description,
      url: `${APP}/directory/venues`,
      type: 'website',
    });
  });

  it("uses a service's tags, and points old-style name URLs at the slug URL", async () => {
    const slugUrl = '/directory/audio-visual-production/projector-screen-hire';
    const bySlug = await page(slugUrl);
    expect(bySlug.status).toBe(200);
    expect(bySlug.head.title).toBe('Projector & Screen Hire | UK Suppliers & Quotes | Marquee');
    expect(bySlug.body).toContain('<title>Projector &amp; Screen Hire');
    expect(bySlug.head.description).toMatch(/^Projectors, fast-fold screens/);
    expect(bySlug.head.canonical).toBe(`${APP}${slugUrl}`);

    const byName = await page('/directory/Audio%20Visual%20%26%20Production/Projector%20%26%20Screen%20Hire');
    expect(byName.status).toBe(200);
    expect(byName.head.canonical).toBe(`${APP}${slugUrl}`);
    expect(byName.head.title).toBe(bySlug.head.title);
    expect(byName.head.og.url).toBe(`${APP}${slugUrl}`);
  });

  it('falls back to the name and description, with the image as og:image', async () => {
    const category = await createCategory(t.db, { category: 'Ice Sculpture', imagePath: '/images/ice.svg' });
    // The factory fills in SEO texts; this category has none.
    await t.db
      .update(serviceCategories)
      .set({ titleTag: null, metaDescription: null })
      .where(eq(serviceCategories.id, category.id));
    const { head } = await page('/directory/ice-sculpture');
    expect(head.title).toBe('Ice Sculpture | Marquee');
    expect(head.description).toBe('About Ice Sculpture');
    expect(head.og.image).toBe(`${APP}/images/ice.svg`);
  });

  it('answers unknown, hidden and mismatched pages with 404 and noindex, still loading the app', async () => {
    const hidden = await createCategory(t.db, { category: 'Backstage Only', isHidden: true });
    await createService(t.db, hidden.id, { product: 'Secret Service' });
    for (const url of [
      '/directory/no-such-category',
      '/directory/venues/no-such-service',
      // A real service under another category.
      '/directory/venues/projector-screen-hire',
      '/directory/backstage-only',
      '/directory/backstage-only/secret-service',
      '/directory/profile',
      '/directory/profile/abc',
      '/directory/profile/99999999999',
      '/directory/profile/999999',
      '/directory/venues/wedding-venues/extra',
      `/directory/${'x'.repeat(300)}`,
      // Characters a text column cannot hold never reach the database (issue 9).
      '/directory/a%00b',
      '/directory/venues/a%00b',
    ]) {
      const { status, head } = await page(url);
      expect(status, url).toBe(404);
      expect(head.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeUndefined();
      expect(head.app, url).toBe(true);
    }
  });

  it('describes an approved supplier with schema.org LocalBusiness and its rating', async () => {
    const supplier = await createSupplier(t.db, {
      user: {
        companyName: 'Harbour Lights Ltd',
        website: 'https://harbour.example',
        displayEmail: 'hi@harbour.example',
      },
      profile: {
        location: 'London, UK',
        summary: 'Lighting design and hire for conferences, weddings and festivals across the South East.',
        photoPath: '/images/harbour.svg',
        nearby: 50,
        latitude: 51.5,
        longitude: -0.12,
      },
    });
    const organiser = await createOrganiser(t.db);
    await createReview(t.db, organiser.id, supplier.id, { rate: 5 });
    await createReview(t.db, organiser.id, supplier.id, { rate: 4 });

    const { status, head } = await page(`/directory/profile/${supplier.id}`);
    expect(status).toBe(200);
    expect(head.title).toBe('Harbour Lights Ltd | Event Supplier in London | Marquee');
    expect(head.description).toMatch(/^Lighting design and hire/);
    expect(head.canonical).toBe(`${APP}/directory/profile/${supplier.id}`);
    expect(head.og).toMatchObject({ type: 'profile', image: `${APP}/images/harbour.svg` });
    expect(head.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Harbour Lights Ltd',
      url: `${APP}/directory/profile/${supplier.id}`,
      telephone: '+447400123456',
      sameAs: ['https://harbour.example'],
      address: { '@type': 'PostalAddress', addressLocality: 'London', addressCountry: 'GB' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });

    const unreviewed = await createSupplier(t.db, { user: { companyName: 'New Co' } });
    const plain = await page(`/directory/profile/${unreviewed.id}`);
    expect(plain.status).toBe(200);
    expect(plain.head.jsonLd).not.toHaveProperty('aggregateRating');
    expect(plain.head.jsonLd).not.toHaveProperty('address');

    const pending = await createSupplier(t.db, { profileStatus: ProfileStatus.underReview });
    expect((await page(`/directory/profile/${pending.id}`)).status).toBe(404);
  });

  it('escapes what suppliers write, in tags and in JSON-LD', async () => {
    const evil = `Evil </title><script>alert(1)</script> & "Co" $& '`;
    const supplier = await createSupplier(t.db, {
      user: { companyName: evil },
      profile: {
        summary: `</script><script>alert(2)</script> \u2028 <b>bold</b>`,
        location: '<i>Leeds</i>, UK',
      },
    });
    const res = await t.app.inject({ method: 'GET', url: `/directory/profile/${supplier.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<b>bold');
    expect(res.body).not.toContain('<i>Leeds');
    const head = parseHead(res.body);
    expect(res.body).toContain(
      'Evil &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; $&amp; &#39;',
    );
    expect(head.title).toBe(`${evil} | Event Supplier in <i>Leeds</i> | Marquee`);
    expect(head.jsonLd).toMatchObject({ name: evil });
    // One <script> for the app, one for JSON-LD.
    expect(res.body.match(/<script/g)).toHaveLength(2);
  });

  it('serves other pages with the shell as built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SHELL);
  });
});

describe('sitemap and robots', () => {
  const t = useTestApp({ APP_URL: APP });

  it('lists the marketing pages, visible categories with their services and approved profiles', async () => {
    const hidden = await createCategory(t.db, { category: 'Backstage Only', isHidden: true });
    await createService(t.db, hidden.id, { product: 'Secret Service' });
    const approved = await createSupplier(t.db);
    const pending = await createSupplier(t.db, { profileStatus: ProfileStatus.underReview });
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const path of ['/', '/about', '/suppliers', '/directory']) {
      expect(xml).toContain(`<url><loc>${APP}${path}</loc></url>`);
    }
    expect(xml).toMatch(new RegExp(`<loc>${APP}/directory/venues</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
    expect(xml).toContain(`<loc>${APP}/directory/venues/wedding-venues</loc>`);
    expect(xml).toContain(`<loc>${APP}/directory/audio-visual-production/projector-screen-hire</loc>`);
    expect(xml).toContain(`<loc>${APP}/directory/profile/${approved.id}</loc><lastmod>`);
    expect(xml).not.toContain(`/directory/profile/${pending.id}<`);
    expect(xml).not.toContain('backstage-only');
    // Each category comes before its services.
    expect(xml.indexOf('/directory/venues<')).toBeLessThan(xml.indexOf('/directory/venues/wedding-venues<'));
    expect(xml.match(/<url>/g)!.length).toBeGreaterThan(150);

    expect((await t.app.inject({ url: '/sitemap.xml?page=2' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemap.xml?page=abc' })).statusCode).toBe(422);
  });

  it('splits a large sitemap into files listed by a sitemap index', async () => {
    const index = await sitemapXml(t.db, APP, undefined, 50);
    expect(index).toContain('<sitemapindex');
    const files = [...index!.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(files[0]).toBe(`${APP}/sitemap.xml?page=1`);
    const pages = await Promise.all(files.map((_, i) => sitemapXml(t.db, APP, i + 1, 50)));
    const urls = pages.flatMap((p) => [...p!.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`${APP}/directory/venues`);
    expect(await sitemapXml(t.db, APP, files.length + 1, 50)).toBeNull();
  });

  it('keeps dashboards, admin and one-time links out of robots.txt and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Disallow: /admin-login',
        'Disallow: /supplier-dashboard',
        'Disallow: /organiser-dashboard',
        'Disallow: /login-token',
        'Disallow: /password-reset',
        'Disallow: /email-preferences',
        'Disallow: /dev',
        '',
        `Sitemap: ${APP}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('head helpers', () => {
  it('cuts descriptions at a word', () => {
    expect(excerpt('short')).toBe('short');
    const long = 'word '.repeat(60);
    expect(excerpt(long).length).toBeLessThanOrEqual(160);
    expect(excerpt(long).endsWith('word…')).toBe(true);
  });

  it('keeps JSON-LD inside its script element', () => {
    expect(jsonForScript({ a: '</script><!--' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--"}');
  });

  it('adds a title when the shell has none', () => {
    const html = injectHead('<html><head></head><body></body></html>', { status: 200, title: 'T & U' });
    expect(html).toContain('<title>T &amp; U</title>');
  });
});
