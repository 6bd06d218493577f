import { isStorableText } from '@marquee/contracts/fields';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { escapeHtml, excerpt, type PageHead } from '../../lib/html-head';
import { getCategoryBySegment, getServiceBySegment } from '../catalogue/catalogue.service';
import { findSupplierProfile, type DirectoryDeps } from '../directory/directory.service';
import { countSitemapRows, findSitemapRows } from './seo.repository';

/*
 * Search-engine visibility of the public directory (docs/decisions/0011): the head of each directory
 * page as the server sends it, the sitemap and robots.txt.
 */

const SITE = 'Marquee';
/** Areas behind a sign-in, and one-time links: nothing for a search engine there. */
export const DISALLOWED_PATHS = [
  '/admin-login',
  '/supplier-dashboard',
  '/organiser-dashboard',
  '/login-token',
  '/password-reset',
  '/email-preferences',
  '/dev',
] as const;
/** Marketing pages listed in the sitemap besides the directory's own. */
export const STATIC_PAGES = ['/', '/about', '/suppliers', '/directory'] as const;
/** URLs per sitemap file; the protocol allows 50,000, and the static pages ride on the first file. */
export const SITEMAP_PAGE_SIZE = 40_000;
const SEGMENT_MAX = 200;
const INT_MAX = 2_147_483_647;

/** APP_URL without a trailing slash. */
const originOf = (appUrl: string) => appUrl.replace(/\/+$/, '');
const absolute = (origin: string, url: string | null | undefined) =>
  !url ? undefined : /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

const notFoundHead = (): PageHead => ({ status: 404, title: `Page not found | ${SITE}`, noindex: true });

const isNotFound = (err: unknown) => err instanceof AppError && err.status === 404;

/** The category or service of a directory URL segment, or null when there is none to show. */
async function orNull<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

/**
 * The head of a /directory page: null for any other path (the shell is served as it is). Unknown or
 * hidden categories and services, and suppliers who are not approved, give a 404 head with noindex;
 * the web app still loads and shows its own not-found page.
 */
export async function directoryPageHead(
  deps: DirectoryDeps,
  appUrl: string,
  path: string,
): Promise<PageHead | null> {
  if (path !== '/directory' && !path.startsWith('/directory/')) return null;
  const origin = originOf(appUrl);
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).slice(1).map(decodeURIComponent);
  } catch {
    return notFoundHead();
  }
  // NUL and unpaired surrogates name no page, and PostgreSQL cannot take them as text.
  if (segments.some((s) => s.length > SEGMENT_MAX || !isStorableText(s))) return notFoundHead();
  const [first, second, ...rest] = segments;

  if (first === undefined) {
    return {
      status: 200,
      title: `Event Supplier Directory: Venues, Catering, AV and More | ${SITE}`,
      description:
        'Browse vetted UK event suppliers by category and service: venues, caterers, audio visual, marquees, entertainment and more. Compare profiles and reviews, then ask for quotes.',
      canonical: `${origin}/directory`,
      og: { type: 'website' },
    };
  }
  if (first === 'search' && second === undefined) {
    return {
      status: 200,
      title: `Search Event Suppliers by Name, Service and Location | ${SITE}`,
      description:
        'Find UK event suppliers by company name, service and location, and see who covers your area.',
      canonical: `${origin}/directory/search`,
      og: { type: 'website' },
    };
  }
  if (first === 'profile') {
    if (second === undefined || rest.length > 0 || !/^[0-9]{1,10}$/.test(second)) return notFoundHead();
    const id = Number(second);
    if (id < 1 || id > INT_MAX) return notFoundHead();
    return supplierHead(deps, origin, id);
  }
  if (rest.length > 0) return notFoundHead();

  const category = await orNull(getCategoryBySegment(deps, first));
  if (!category) return notFoundHead();
  const c = category.data;
  if (second === undefined) {
    return {
      status: 200,
      title: c.title_tag || `${c.category} | ${SITE}`,
      description: c.meta_description || (c.description ? excerpt(c.description) : undefined),
      canonical: `${origin}/directory/${c.slug}`,
      og: { type: 'website', image: absolute(origin, c.image_url) },
    };
  }
  const service = await orNull(getServiceBySegment(deps, second));
  if (!service || service.data.service_category.id !== c.id) return notFoundHead();
  const s = service.data;
  return {
    status: 200,
    title: s.title_tag || `${s.product} | ${SITE}`,
    description: s.meta_description || (s.description ? excerpt(s.description) : undefined),
    canonical: `${origin}/directory/${c.slug}/${s.slug}`,
    og: { type: 'website', image: absolute(origin, s.image_url ?? c.image_url) },
  };
}

/** A supplier's profile page: company name, summary, and schema.org LocalBusiness with the rating. */
async function supplierHead(deps: DirectoryDeps, origin: string, id: number): Promise<PageHead> {
  const profile = await findSupplierProfile(deps, id);
  if (!profile) return notFoundHead();
  const name = profile.company_name || `Supplier ${profile.id}`;
  const canonical = `${origin}/directory/profile/${profile.id}`;
  const image = absolute(origin, profile.photo_url ?? profile.cover_url);
  const description = profile.summary
    ? excerpt(profile.summary)
    : `${name}${profile.location ? ` in ${profile.location}` : ''}: services, reviews and contact details on ${SITE}.`;
  // "London, UK" or "Bath, England": the town is what comes before the first comma.
  const locality = profile.location?.split(',')[0]?.trim();
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': canonical,
    name,
    url: canonical,
    ...(profile.summary ? { description: excerpt(profile.summary, 300) } : {}),
    ...(image ? { image } : {}),
    ...(profile.phone ? { telephone: profile.phone } : {}),
    ...(profile.display_email ? { email: profile.display_email } : {}),
    ...(profile.website ? { sameAs: [profile.website] } : {}),
    ...(locality
      ? { address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: 'GB' } }
      : {}),
    ...(profile.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: profile.rating.rate,
            reviewCount: profile.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return {
    status: 200,
    title: `${name}${locality ? ` | Event Supplier in ${locality}` : ''} | ${SITE}`,
    description,
    canonical,
    og: { type: 'profile', image },
    jsonLd,
  };
}

/** robots.txt: dashboards, admin and one-time links are off limits; the sitemap is announced. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${originOf(appUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

const isoDate = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/**
 * The sitemap: the marketing pages, every visible category and its services, and every approved
 * supplier's profile, with the last change where known. Past SITEMAP_PAGE_SIZE entries, /sitemap.xml
 * is an index of /sitemap.xml?page=N files. Null for a page number past the last.
 */
export async function sitemapXml(
  db: DbOrTx,
  appUrl: string,
  page?: number,
  pageSize: number = SITEMAP_PAGE_SIZE,
): Promise<string | null> {
  const origin = originOf(appUrl);
  const total = await countSitemapRows(db);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const header = '<?xml version="1.0" encoding="UTF-8"?>';
  if (page === undefined && pages > 1) {
    const items = Array.from(
      { length: pages },
      (_, i) => `  <sitemap><loc>${escapeHtml(`${origin}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
    );
    return [
      header,
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...items,
      '</sitemapindex>',
      '',
    ].join('\n');
  }
  const current = page ?? 1;
  if (current > pages) return null;
  const rows = await findSitemapRows(db, (current - 1) * pageSize, pageSize);
  const url = (path: string, lastmod: Date | string | null) =>
    `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastmod ? `<lastmod>${isoDate(lastmod)}</lastmod>` : ''}</url>`;
  const items = [
    ...(current === 1 ? STATIC_PAGES.map((path) => url(path, null)) : []),
    ...rows.map((r) => url(r.path, r.lastmod)),
  ];
  return [
    header,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</urlset>',
    '',
  ].join('\n');
}
