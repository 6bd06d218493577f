import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';

/**
 * Public pages rendered on the server (docs/decisions/0083): each hydrates without React complaining, the HTML
 * alone carries the directory, and a signed-in visitor's app works as before.
 */

interface Directory {
  category: { slug: string; heading: string };
  service: { slug: string; product: string };
  /** A supplier offering the service. */
  supplier: { id: number; company_name: string };
}

async function directory(request: APIRequestContext): Promise<Directory> {
  const suppliers = (await (await request.get('/api/suppliers?page=1&limit=1')).json()) as {
    data: { id: number }[];
  };
  const profile = (await (await request.get(`/api/suppliers/${suppliers.data[0]!.id}`)).json()) as {
    data: {
      id: number;
      company_name: string;
      services: { service: { slug: string; product: string; category: { slug: string } } }[];
    };
  };
  const service = profile.data.services[0]!.service;
  const category = (await (
    await request.get(`/api/service-categories/by-slug/${service.category.slug}`)
  ).json()) as {
    data: { slug: string; custom_heading: string };
  };
  return {
    category: { slug: category.data.slug, heading: category.data.custom_heading },
    service,
    supplier: profile.data,
  };
}

/** React's hydration complaints: a mismatch, a recoverable error, or a boundary it had to render again. */
// React Router's notice that a client-rendered page (a dashboard) has no HydrateFallback is not React's hydration.
const isHydrationProblem = (text: string) =>
  !text.includes('HydrateFallback') &&
  /hydrat(ion|ing)|did not match|server could not finish|react\.dev\/errors\/(418|419|423|425)/i.test(text);

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  const note = (text: string) => {
    if (isHydrationProblem(text)) problems.push(text);
  };
  page.on('console', (message: ConsoleMessage) => note(message.text()));
  page.on('pageerror', (error) => note(error.message));
  return problems;
}

test.describe('public pages rendered on the server', () => {
  test('every public page hydrates without a warning, also for a visitor who accepted the cookie notice', async ({
    page,
    request,
  }) => {
    const { category, service, supplier } = await directory(request);
    const pages: Array<[string, string]> = [
      ['/', 'Plan it, source it, book it'],
      ['/about', 'We built the marketplace'],
      ['/suppliers', 'More event work, without the chasing'],
      ['/directory', 'Find event suppliers across the UK'],
      ['/directory/search/', 'Search the directory'],
      [`/directory/${category.slug}`, category.heading],
      [`/directory/${category.slug}/${service.slug}`, service.product],
      [`/directory/profile/${supplier.id}`, supplier.company_name],
      ['/request-quote', 'Tell Us About Your Event'],
      ['/login', 'Welcome back'],
      ['/organiser-registration', 'Create an account'],
      ['/supplier-registration', 'List your business'],
      ['/no-such-page', 'Page Not Found'],
      ['/directory/profile/987654', 'find that supplier'],
    ];
    const problems = watchConsole(page);
    for (const accepted of [false, true]) {
      if (accepted) {
        await page
          .getByRole('region', { name: 'Cookie notice' })
          .getByRole('button', { name: 'Accept' })
          .click();
      }
      for (const [url, heading] of pages) {
        const answer = await page.goto(url);
        expect(answer?.status(), url).toBe(url.includes('987654') || url === '/no-such-page' ? 404 : 200);
        await expect(page.getByRole('heading', { level: 1 }).first(), url).toContainText(heading);
        // Hydrated: the forms' submit buttons work only from then on.
        await page.waitForLoadState('networkidle');
        expect(problems, `${url} (cookie notice accepted: ${accepted})`).toEqual([]);
      }
    }
  });

  test('a browser without JavaScript sees the directory, a service page and a profile', async ({
    browser,
    request,
  }) => {
    const { category, service, supplier } = await directory(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/directory');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find event suppliers across the UK');
    await expect(page.locator(`a[href*="/directory/${category.slug}"]`).first()).toBeAttached();
    await page.goto(`/directory/${category.slug}/${service.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(service.product);
    await expect(page.getByText(supplier.company_name).first()).toBeAttached();
    await page.goto(`/directory/profile/${supplier.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(supplier.company_name);
    await context.close();
  });

  test('a signed-in organiser opens the home page, then the dashboard', async ({ page, request }) => {
    const { access_token: token } = await apiLogin(request, demo.organiser.email, demo.organiser.password);
    const problems = watchConsole(page);
    await signInWithToken(page, token, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan it, source it, book it' })).toBeVisible();
    await page.goto('/organiser-dashboard');
    await expect(page).toHaveURL(/\/organiser-dashboard/);
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a signed-in organiser sees a server-rendered page at once, its header filling in without a full-page loader or a layout shift', async ({
    page,
    request,
  }) => {
    const { category, service, supplier } = await directory(request);
    const { access_token: token } = await apiLogin(request, demo.organiser.email, demo.organiser.password);
    const problems = watchConsole(page);
    // Watched from the first byte of each page: whether the session gate's full-page loader was ever in the
    // document, and the layout shifts the browser counted.
    await page.addInitScript(() => {
      const seen = window as unknown as { __loaderSeen: boolean; __shift: number };
      seen.__loaderSeen = false;
      seen.__shift = 0;
      new MutationObserver(() => {
        if (document.querySelector('[role="status"][aria-label="Loading"]')) seen.__loaderSeen = true;
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) seen.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signInWithToken(page, token, `/directory/${category.slug}/${service.slug}`);
    for (const [url, heading] of [
      [`/directory/${category.slug}/${service.slug}`, service.product],
      [`/directory/profile/${supplier.id}`, supplier.company_name],
      ['/', 'Plan it, source it, book it'],
    ] as const) {
      if (url !== `/directory/${category.slug}/${service.slug}`) await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first(), url).toContainText(heading);
      await expect(page.getByRole('button', { name: /^Account menu for / }), url).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log In' }), url).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const seen = await page.evaluate(() => {
        const w = window as unknown as { __loaderSeen: boolean; __shift: number };
        return { loader: w.__loaderSeen, shift: w.__shift };
      });
      expect(seen.loader, `${url}: the full-page loader showed`).toBe(false);
      expect(seen.shift, `${url}: cumulative layout shift`).toBeLessThanOrEqual(0.05);
    }
    await acceptCookies(page);
    // Photographed with the counters counted up and the partners' logos loaded (both wait to be scrolled to).
    await page
      .getByRole('heading', { name: "The UK's largest event supplier database", level: 2 })
      .scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: '15,000+', exact: true })).toBeVisible();
    await page.getByRole('region', { name: 'Endorsed by' }).scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'public-home-signed-in');
    // Still the app: a client-side move to the dashboard keeps the session.
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(/\/organiser-dashboard/);
    expect(problems).toEqual([]);
  });
});
