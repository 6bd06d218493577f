import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';

/** Issue 21, Layout: what a desktop visitor saw out of place. */
test.use({ viewport: { width: 1440, height: 900 } });

test('the auth screens’ illustration runs the whole height of a long form, with no white block beside it', async ({
  page,
}) => {
  for (const path of ['/organiser-registration', '/supplier-registration', '/login']) {
    await page.goto(path);
    await acceptCookies(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { panel, page: height } = await page.evaluate(() => ({
      panel: document.querySelector('aside[aria-label="About this page"]')!.getBoundingClientRect().height,
      page: document.scrollingElement!.scrollHeight,
    }));
    expect(panel, `${path}: the panel is as tall as the page`).toBeGreaterThanOrEqual(height - 1);
  }
  // The sign-up form is taller than the screen: the picture reaches its foot.
  await page.goto('/organiser-registration');
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  expect(await page.evaluate(() => document.scrollingElement!.scrollHeight)).toBeGreaterThan(900);
  expect(
    await page.evaluate(
      () => document.querySelector('aside[aria-label="About this page"]')!.getBoundingClientRect().height,
    ),
  ).toBeGreaterThan(900);
  await shot(page, 'layout-organiser-registration');
});

test('the ‘When’ placeholder of request-a-quote fits on one line at 1440 px', async ({ page }) => {
  await page.goto('/request-quote');
  await acceptCookies(page);
  const when = page.getByRole('button', { name: 'When' });
  const until = page.getByRole('button', { name: 'Offers until' });
  await expect(when).toHaveText('dd/mm/yyyy - dd/mm/yyyy');
  // One line: as tall as the single date beside it.
  const [whenBox, untilBox] = [await when.boundingBox(), await until.boundingBox()];
  expect(whenBox!.height).toBeLessThanOrEqual(untilBox!.height + 0.5);
  await shot(page, 'layout-request-quote');
});

test('the admin sidebar’s Content and Categories items have different icons', async ({ page }) => {
  const { access_token } = await apiLogin(page.request, demo.admin.email, demo.admin.password);
  await signInWithToken(page, access_token, '/admin-login/content');
  await acceptCookies(page);
  const menu = page.getByRole('navigation', { name: 'Dashboard menu', exact: true });
  const iconOf = (name: string) =>
    menu.getByRole('link', { name }).locator('svg').first().getAttribute('class');
  const [content, categories] = [await iconOf('Content'), await iconOf('Categories & services')];
  expect(content).toMatch(/tabler-icon-/);
  expect(content).not.toEqual(categories);
  await shot(page, 'layout-admin-content');
});
