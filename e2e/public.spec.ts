import type { Page } from '@playwright/test';
import { notices } from '@marquee/contracts/messages';
import { apiLogin, demo, expect, registerOrganiser, shot, signInWithToken, test } from './fixtures';

/** Accepts the cookie notice so it does not cover the pages in the screenshots. */
async function acceptCookies(page: Page) {
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('The website uses cookies to enhance the user experience');
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
}

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('a guest browsing the public pages', () => {
  test('reads the home page: hero, how it works, counters, sliders and the logo switch', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await acceptCookies(page);
    await expect(page).toHaveTitle('Marquee · Plan it, source it, book it');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan it, source it, book it' })).toBeVisible();
    const hero = page.getByRole('region', { name: 'Plan it, source it, book it' });
    await expect(hero.getByRole('link', { name: 'Find your supplier' })).toHaveAttribute(
      'href',
      '/request-quote',
    );
    await expect(hero.getByRole('link', { name: 'Become a Supplier' })).toHaveAttribute('href', '/suppliers');

    // Header for a guest on an organiser page (spec 2.2).
    const nav = header(page).getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['How it works', '/#howItWorks'],
      ['About us', '/about'],
      ['Log in', '/login'],
    ] as const) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/organiser-registration',
    );

    await nav.getByRole('link', { name: 'How it works' }).click();
    await expect(page).toHaveURL('/#howItWorks');
    await expect(page.getByRole('heading', { name: 'Enquire in 5 simple steps' })).toBeInViewport();
    await expect(page.locator('#howItWorks li')).toHaveCount(5);

    // The counters run when scrolled into view and end at the spec's figures.
    await page
      .getByRole('heading', { name: "The UK's largest event supplier database", level: 2 })
      .scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: '5,000+', exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: '15,000+', exact: true })).toBeVisible();

    // The sliders show what the API holds, and hide when it holds nothing.
    const partners = (await (await request.get('/api/partners')).json()) as { data: unknown[] };
    const endorsed = page.getByRole('region', { name: 'Endorsed by' });
    if (partners.data.length > 0) await expect(endorsed).toBeVisible();
    else await expect(endorsed).toHaveCount(0);
    const testimonials = (await (await request.get('/api/testimonials')).json()) as { data: unknown[] };
    const reviews = page.getByRole('region', { name: 'What organisers say' });
    if (testimonials.data.length > 0) await expect(reviews).toBeVisible();
    else await expect(reviews).toHaveCount(0);

    // Spec 2.1: the hero logo switches after 5.5 s.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('[data-logo]')).toHaveAttribute('data-logo', 'lockup', { timeout: 9_000 });

    // The notice stays accepted.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toHaveCount(0);
    // Photographed with the counters counted up (a full-page screenshot does not scroll them into view).
    await page
      .getByRole('heading', { name: "The UK's largest event supplier database", level: 2 })
      .scrollIntoViewIfNeeded();
    await expect(page.getByRole('img', { name: '15,000+', exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'public-home');
  });

  test('goes on to About us and the supplier landing page', async ({ page, request }) => {
    await page.goto('/');
    await acceptCookies(page);
    await header(page).getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page).toHaveTitle('About us · Marquee');
    await expect(page.getByRole('heading', { name: 'It started with a garden party' })).toBeVisible();
    for (const role of [
      'Founder and Director',
      'Associate Director',
      'Finance Director',
      'Marketing Manager',
      'Quality Manager',
      'Product Manager',
    ]) {
      await expect(page.getByText(role, { exact: true })).toBeVisible();
    }
    await shot(page, 'public-about');

    await header(page).getByRole('link', { name: 'Become a supplier' }).click();
    await expect(page).toHaveURL('/suppliers');
    await expect(
      page.getByRole('heading', { level: 1, name: 'More event work, without the chasing' }),
    ).toBeVisible();
    // Supplier pages: a way back to organisers, and sign-up leads to supplier registration.
    await expect(header(page).getByRole('link', { name: 'For organisers' })).toHaveAttribute('href', '/');
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/supplier-registration',
    );
    for (const claim of [
      'Free registration in 2-3 minutes',
      'More business from your listing',
      'First to respond in your area',
      'Streamlined communication',
      'All your clients in one place',
      'Pay as you grow',
    ]) {
      await expect(page.getByRole('heading', { name: claim })).toBeVisible();
    }
    await expect(page.getByText('Receive and reply to 3 relevant quotes free')).toBeVisible();
    const main = page.getByRole('main');
    for (const name of ['List your business free', 'Register for free']) {
      for (const link of await main.getByRole('link', { name }).all()) {
        await expect(link).toHaveAttribute('href', '/supplier-registration');
      }
    }
    // Supplier footer (spec 2.2).
    await expect(
      footer(page).getByRole('link', { name: 'List your business in our directory' }),
    ).toBeVisible();
    await expect(footer(page).getByRole('link', { name: 'For Organisers' })).toHaveAttribute('href', '/');

    const partners = (await (await request.get('/api/partners')).json()) as { data: { website: string }[] };
    if (partners.data.length > 0) {
      const logos = page.getByRole('region', { name: 'Endorsed by' }).getByRole('link');
      await expect(logos.first()).toHaveAttribute('target', '_blank');
      await expect(logos.first()).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(page.getByRole('button', { name: 'Next partners' })).toBeVisible();
    }
    await shot(page, 'public-suppliers');
  });

  test('opens each policy from the footer', async ({ page }) => {
    await page.goto('/about');
    await acceptCookies(page);
    for (const name of ['Cookies Policy', 'Privacy Policy', 'Terms and Conditions']) {
      await footer(page).getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await footer(page).getByRole('button', { name: 'Terms and Conditions' }).click();
    await expect(page.getByRole('dialog', { name: 'Terms and Conditions' })).toContainText('7 days');
    await shot(page, 'public-terms-modal');
  });

  test('hits a page that does not exist', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
    await acceptCookies(page);
    // Keyboard users can jump straight past the header.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/this-page-does-not-exist');
    await shot(page, 'public-404');
  });

  test('sees the frames of the directory, request-a-quote and supplier registration', async ({ page }) => {
    await page.goto('/directory');
    await acceptCookies(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find event suppliers across the UK' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Browse by category' })).toBeVisible();
    await shot(page, 'public-directory');

    await page.goto('/request-quote');
    await expect(page.getByRole('heading', { level: 1, name: 'Tell Us About Your Event' })).toBeVisible();
    await shot(page, 'public-request-quote');
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL('/directory');

    await page.goto('/supplier-registration');
    await expect(page.getByRole('heading', { level: 1, name: 'List your business' })).toBeVisible();
    await shot(page, 'public-supplier-registration');
  });

  test('uses the mobile menu, which locks the page behind it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Welcome' });
    await expect(drawer).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await drawer.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL('/about');
    await expect(drawer).toBeHidden();
  });
});

test.describe('a signed-in organiser', () => {
  test('sees Dashboard in the header and the organiser sidebar', async ({ page, request }) => {
    const { access_token, details } = await registerOrganiser(request);
    await signInWithToken(page, access_token, '/');
    await acceptCookies(page);
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/organiser-dashboard',
    );
    await expect(header(page).getByRole('link', { name: 'Sign up' })).toHaveCount(0);

    await header(page).getByRole('link', { name: 'Dashboard' }).click();
    const sidebar = page.getByRole('complementary', { name: 'Dashboard' });
    await expect(sidebar).toContainText(`Welcome, ${details.name}`);
    for (const item of ['Requests', 'Messages', 'Settings']) {
      await expect(sidebar.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'New Request' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'View Directory' })).toHaveAttribute('href', '/directory');
    // A new organiser has no requests yet: the tab says so with the spec's text.
    await expect(page.getByText(notices.emptyRequests('active'))).toBeVisible();
    await shot(page, 'organiser-dashboard-requests');

    await page.getByRole('tab', { name: 'Finished' }).click();
    await expect(page).toHaveURL('/organiser-dashboard/requests/finished');
    await expect(page.getByRole('tab', { name: 'Finished' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(notices.emptyRequests('finished'))).toBeVisible();

    await sidebar.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL('/organiser-dashboard/messages');
    await shot(page, 'organiser-dashboard-messages');

    await page.goto('/organiser-dashboard/nonsense');
    await expect(page).toHaveURL('/organiser-dashboard');

    await sidebar.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/');
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});

test.describe('the demo supplier and administrator', () => {
  test('the supplier sees the supplier sidebar and screen titles', async ({ page, request }) => {
    const supplier = await apiLogin(request, demo.supplier.email, demo.supplier.password);
    await signInWithToken(page, supplier.access_token, '/supplier-dashboard');
    await acceptCookies(page);
    const sidebar = page.getByRole('complementary', { name: 'Dashboard' });
    for (const item of ['Offers', 'Messages', 'My profile', 'Subscriptions', 'Settings', 'Payments']) {
      await expect(sidebar.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(page.getByRole('tab', { name: 'New requests' })).toHaveAttribute('aria-selected', 'true');
    await shot(page, 'supplier-dashboard-offers');
    await sidebar.getByRole('link', { name: 'Subscriptions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage subscriptions' })).toBeVisible();
    await sidebar.getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
    // The demo supplier is talking with the demo organiser about a request (demo data version 6).
    await expect(page.getByText('There are no active conversations')).toHaveCount(0);
    await shot(page, 'supplier-dashboard-messages');
    // Every other section, with its page title, photographed and checked at both widths.
    for (const [path, heading, title] of [
      ['/supplier-dashboard/profile', 'My profile', 'My profile'],
      ['/supplier-dashboard/profile-edit', 'Edit profile', 'My profile'],
      ['/supplier-dashboard/profile-preview', 'Profile preview', 'My profile'],
      ['/supplier-dashboard/subscriptions', 'Manage subscriptions', 'Manage subscriptions'],
      ['/supplier-dashboard/settings', 'Account settings', 'Account settings'],
      ['/supplier-dashboard/payments', 'Payment methods', 'Payment methods'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Marquee`);
      await shot(page, `supplier-dashboard-${path.split('/')[2]}`);
    }
  });

  test('the administrator sees the admin sidebar and the real content lists', async ({ page, request }) => {
    const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
    await signInWithToken(page, admin.access_token, '/admin-login');
    await acceptCookies(page);
    await expect(header(page).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin-login');
    const sidebar = page.getByRole('complementary', { name: 'Dashboard' });
    // Nine menus and the Help link.
    await expect(sidebar.getByRole('link')).toHaveCount(9 + 1);
    await expect(page.getByRole('tab', { name: 'Waiting for approval' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await shot(page, 'admin-suppliers');
    await sidebar.getByRole('link', { name: 'Content' }).click();
    await expect(page.getByRole('tab', { name: 'Partners' })).toHaveAttribute('aria-selected', 'true');
    const partners = (await (await request.get('/api/partners')).json()) as {
      data: { company_name: string }[];
    };
    for (const p of partners.data)
      await expect(page.getByRole('cell', { name: p.company_name, exact: true })).toBeVisible();
    await shot(page, 'admin-content');
    await page.getByRole('tab', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL('/admin-login/content/testimonials');
    await expect(page.getByRole('table')).toBeVisible();
    await shot(page, 'admin-content-testimonials');
    // Every other section, with its page title, photographed and checked at both widths.
    for (const [menu, heading] of [
      ['organisers', 'Organisers'],
      ['categories-services', 'Categories & services'],
      ['reviews', 'Reviews'],
      ['stats', 'Statistics'],
      ['pricing', 'Pricing plans'],
      ['promo-codes', 'Promo codes'],
      ['settings', 'Settings'],
    ] as const) {
      await sidebar.getByRole('link', { name: heading }).click();
      await expect(page).toHaveURL(`/admin-login/${menu}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} · Admin · Marquee`);
      await shot(page, `admin-${menu}`);
    }
  });
});
