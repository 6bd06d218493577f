import type { APIRequestContext, Page } from '@playwright/test';
import type { ServiceDetail, ServicesResponse } from '@marquee/contracts/catalogue';
import type { DirectoryResponse } from '@marquee/contracts/directory';
import type { PlacesAutocompleteResponse, PlacesGeocodeResponse } from '@marquee/contracts/places';
import { expect, registerOrganiser, shot, signInWithToken, test } from './fixtures';

/**
 * The public supplier directory (issue 4): a guest goes from the home page to a category, a service, filters
 * by a town, opens a profile and is asked to log in to message; search, old-style URLs and missing pages.
 * Demo data (70+ approved suppliers over UK cities) is seeded by the test server.
 */

const UNKNOWN_SERVICES_KEY = 'marquee.unknown-services';

/** Accepts the cookie notice so it does not cover the pages in the screenshots. */
async function acceptCookies(page: Page) {
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
}

/** Scrolls through the page so lazy pictures load before a full-page screenshot, then back to the top. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
    window.scrollTo(0, 0);
  });
}

async function getJson<T>(request: APIRequestContext, url: string, params?: Record<string, string | number>) {
  const res = await request.get(url, { params });
  expect(res.ok(), `GET ${url} answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

interface Journey {
  service: ServiceDetail;
  total: number;
  premium: string;
  basic: string | null;
}

/**
 * A service whose suppliers reach Manchester, asked of the API the page uses, so the test follows the demo
 * data rather than hard-coding it: preferably one listing both a premium and a basic supplier.
 */
async function serviceNearManchester(request: APIRequestContext): Promise<Journey> {
  const { predictions } = await getJson<PlacesAutocompleteResponse>(request, '/api/places/autocomplete', {
    input: 'Manch',
  });
  const manchester = predictions.find((p) => p.label.startsWith('Manchester'));
  expect(manchester, 'Manchester among the place suggestions').toBeTruthy();
  const { lat, lng } = await getJson<PlacesGeocodeResponse>(request, '/api/places/geocode', {
    placeId: manchester!.id,
  });
  const options: ServicesResponse['data'] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await getJson<ServicesResponse>(request, '/api/services', { limit: 100, offset });
    options.push(...page.data);
    if (page.data.length < 100) break;
  }
  let fallback: Journey | null = null;
  for (const option of options) {
    const list = await getJson<DirectoryResponse>(request, '/api/suppliers', {
      service_id: option.value,
      latitude: lat!,
      longitude: lng!,
    });
    const premium = list.data.find((e) => e.is_premium);
    if (!premium) continue;
    const basic = list.data.find((e) => !e.is_premium) ?? null;
    if (basic || !fallback) {
      const { data: service } = await getJson<{ data: ServiceDetail }>(
        request,
        `/api/services/${option.value}`,
      );
      const found = {
        service,
        total: list.meta.total,
        premium: premium.company_name!,
        basic: basic?.company_name ?? null,
      };
      if (basic) return found;
      fallback = found;
    }
  }
  expect(fallback, 'a service with a premium supplier covering Manchester in the demo data').toBeTruthy();
  return fallback!;
}

test.describe('a guest in the supplier directory', () => {
  test('goes from the home page to a category, a service, a town, a profile, and is asked to log in to message', async ({
    page,
    request,
  }) => {
    const journey = await serviceNearManchester(request);
    const { service } = journey;
    const category = service.service_category;

    await page.goto('/');
    await acceptCookies(page);
    await page.getByRole('banner').getByRole('link', { name: 'Browse directory' }).click();
    await expect(page).toHaveURL('/directory');
    await expect(page).toHaveTitle('Supplier directory · Marquee');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find event suppliers across the UK' }),
    ).toBeVisible();
    const categories = (await getJson<{ data: { category: string }[] }>(request, '/api/service-categories'))
      .data;
    const browse = page.getByRole('region', { name: 'Browse by category' });
    await expect(browse.getByRole('heading', { level: 3 })).toHaveCount(categories.length);
    await settle(page);
    await shot(page, 'directory');

    // The category: its heading, its services by product name, readable URLs.
    await browse.getByRole('link', { name: new RegExp(`^${escapeRegExp(category.category)}`) }).click();
    await expect(page).toHaveURL(`/directory/${category.slug}`);
    const categoryDetail = (
      await getJson<{
        data: { custom_heading: string | null; title_tag: string | null; services: { product: string }[] };
      }>(request, `/api/service-categories/by-slug/${category.slug}`)
    ).data;
    await expect(
      page.getByRole('heading', { level: 1, name: categoryDetail.custom_heading ?? category.category }),
    ).toBeVisible();
    if (categoryDetail.title_tag) await expect(page).toHaveTitle(categoryDetail.title_tag);
    const products = await page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();
    expect(products).toEqual(
      [...categoryDetail.services.map((s) => s.product)].sort((a, b) =>
        a.localeCompare(b, 'en-GB', { sensitivity: 'base' }),
      ),
    );
    await settle(page);
    await shot(page, 'directory-category');

    // The service: every supplier offering it, premium listings first.
    await page.getByRole('link', { name: new RegExp(`^${escapeRegExp(service.product)}`) }).click();
    await expect(page).toHaveURL(`/directory/${category.slug}/${service.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      service.custom_heading ?? `${service.product} suppliers`,
    );
    await expect(page.getByRole('heading', { name: `All ${service.product} suppliers` })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await shot(page, 'directory-service');

    // Filter by a town: type part of it, pick it from the suggestions.
    const location = page.getByRole('textbox', { name: 'Location' });
    await location.fill('Manch');
    await page.getByRole('option', { name: 'Manchester, England' }).click();
    await expect(page).toHaveURL(/[?&]location=Manchester%2C\+England&lat=53\.\d+&lng=-2\.\d+/);
    await expect(page.getByRole('heading', { name: 'Suppliers covering Manchester, England' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(Math.min(journey.total, 25));
    const premium = page.getByRole('article', { name: journey.premium });
    await expect(premium).toHaveAttribute('data-listing', 'premium');
    await expect(premium.getByText('Featured')).toBeVisible();
    if (journey.basic) {
      const basic = page.getByRole('article', { name: journey.basic });
      await expect(basic).toHaveAttribute('data-listing', 'basic');
      await expect(basic.getByRole('link', { name: /View profile/ })).toHaveCount(0);
      await expect(basic.getByRole('link', { name: /^Phone:/ })).toHaveAttribute('href', /^tel:\+44/);
    }
    await shot(page, 'directory-service-manchester');

    // The profile of a premium supplier, and 'Send a message' asks a guest to log in.
    await premium.getByRole('link', { name: /View profile/ }).click();
    await expect(page).toHaveURL(/\/directory\/profile\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: journey.premium })).toBeVisible();
    await expect(page).toHaveTitle(`${journey.premium} · Marquee`);
    await expect(page.getByRole('heading', { name: 'Services', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: service.product, exact: true })).toHaveAttribute(
      'href',
      `/directory/${category.slug}/${service.slug}`,
    );
    await expect(page.getByRole('heading', { name: 'Clients reviews' })).toBeVisible();
    const contact = page.getByRole('region', { name: `Contact ${journey.premium}` });
    await expect(contact.getByRole('link', { name: /^Phone:/ })).toBeVisible();
    await settle(page);
    await shot(page, 'directory-profile');

    // A guest writes the message first; the login prompt names the supplier (issue 21, decision 0061).
    await contact.getByRole('button', { name: 'Send a message' }).click();
    await page
      .getByRole('textbox', { name: `Your message to ${journey.premium}` })
      .fill('Are you free on 12 June for a garden party?');
    await page.getByRole('button', { name: 'Log in to send' }).click();
    const login = page.getByRole('dialog', { name: `Log in to message ${journey.premium}` });
    await expect(login).toBeVisible();
    await expect(login.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await shot(page, 'directory-profile-login');
  });

  test('searches by service and location, pages through everyone, and reports an unknown service', async ({
    page,
  }) => {
    await page.goto('/directory/search/');
    await acceptCookies(page);
    await expect(page).toHaveTitle('Search the directory · Marquee');
    await expect(page.getByRole('heading', { name: 'All suppliers' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(25);
    await shot(page, 'directory-search');

    // Pages of 25 (spec 9).
    const pages = page.getByRole('navigation', { name: 'Pages of results' });
    await pages.getByRole('button', { name: 'Page 2' }).first().click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/page 2 of \d+/)).toBeVisible();

    // A service picked from the ranked suggestions and a town from the places.
    await page.getByRole('textbox', { name: 'Service' }).fill('led scr');
    await page.getByRole('option', { name: /LED Screen Hire/ }).click();
    await page.getByRole('textbox', { name: 'Location' }).fill('Manch');
    await page.getByRole('option', { name: 'Manchester, England' }).click();
    const recorded = page.waitForRequest(
      (r) => r.url().includes('/api/suppliers?') && r.url().includes('collect_statistics=1'),
    );
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await recorded;
    await expect(page).toHaveURL(/service_id=\d+&service=LED\+Screen\+Hire&location=Manchester/);
    await expect(
      page.getByRole('heading', { name: 'LED Screen Hire suppliers covering Manchester, England' }),
    ).toBeVisible();
    await shot(page, 'directory-search-results');

    // A term that matches no service: 'No options', no suppliers, and the term reaches the administrators.
    const service = page.getByRole('textbox', { name: 'Service' });
    await service.fill('Zorbing balls');
    await expect(page.getByRole('listbox').getByText('No options')).toBeVisible();
    await shot(page, 'directory-search-no-options');
    const reported = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/service-unknowns'),
    );
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const body = (await reported).postDataJSON() as {
      services: { service_name: string; location?: string }[];
    };
    expect(body.services).toContainEqual({ service_name: 'Zorbing balls', location: 'Manchester, England' });
    await expect(page.getByRole('heading', { name: 'No matching Suppliers found' })).toBeVisible();
    await expect(page.getByText(/No service on Marquee matches “Zorbing balls” yet/)).toBeVisible();
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), UNKNOWN_SERVICES_KEY))
      .toBeNull();
    await shot(page, 'directory-search-unknown');
  });

  test('follows old-style name URLs to the slug URLs, and meets friendly not-found pages', async ({
    page,
  }) => {
    await page.goto('/directory/Audio%20Visual%20%26%20Production');
    await acceptCookies(page);
    await expect(page).toHaveURL('/directory/audio-visual-production');
    await page.goto(
      '/directory/Audio%20Visual%20%26%20Production/LED%20Screen%20Hire?location=Bath%2C+England&lat=51.38&lng=-2.36',
    );
    await expect(page).toHaveURL(
      '/directory/audio-visual-production/led-screen-hire?location=Bath%2C+England&lat=51.38&lng=-2.36',
    );
    await expect(page.getByRole('heading', { name: 'Suppliers covering Bath, England' })).toBeVisible();

    await page.goto('/directory/no-such-category');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that category" }),
    ).toBeVisible();
    await shot(page, 'directory-not-found');
    await page.goto('/directory/venues/no-such-service');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that service" }),
    ).toBeVisible();
    await page.goto('/directory/profile/999999');
    await expect(
      page.getByRole('heading', { level: 1, name: "We couldn't find that supplier" }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Browse the directory' }).click();
    await expect(page).toHaveURL('/directory');
  });
});

test('a signed-in organiser opens their chat with the supplier from Send a message', async ({
  page,
  request,
}) => {
  const list = await getJson<DirectoryResponse>(request, '/api/suppliers', { limit: 1 });
  const supplier = list.data[0];
  expect(supplier, 'an approved supplier in the demo data').toBeTruthy();
  const { access_token } = await registerOrganiser(request);
  await signInWithToken(page, access_token, `/directory/profile/${supplier!.id}`);
  await acceptCookies(page);
  await page.getByRole('button', { name: 'Send a message' }).click();
  // ?profile_id= opens (or creates) the chat, then the address becomes the chat's own.
  await expect(page).toHaveURL(/\/organiser-dashboard\/messages\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: supplier!.company_name! })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  // No shot here: the chat's held long poll keeps the network busy; chat.spec.ts takes the chat's pictures.
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
