import type { Page } from '@playwright/test';
import { demo, expect, registerOrganiser, shot, signInWithToken, test } from './fixtures';

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('a guest', () => {
  for (const path of [
    '/organiser-dashboard',
    '/supplier-dashboard',
    '/admin-login',
    '/organiser-dashboard/settings',
  ]) {
    test(`visiting ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    });
  }

  test('returns to the page the guard stopped them at after logging in', async ({ page, request }) => {
    const { details } = await registerOrganiser(request);
    await page.goto('/organiser-dashboard/settings');
    await expect(page).toHaveURL('/login');
    await logIn(page, details.email, details.password);
    await expect(page).toHaveURL('/organiser-dashboard/settings');
  });
});

test.describe('a signed-in organiser', () => {
  test('is sent from /login and /password-reset to the dashboard, and out of other roles’ areas', async ({
    page,
    request,
  }) => {
    const { access_token } = await registerOrganiser(request);
    await signInWithToken(page, access_token, '/login');
    await expect(page).toHaveURL('/organiser-dashboard');
    await page.goto('/password-reset?email=a%40b.co&token=x');
    await expect(page).toHaveURL('/organiser-dashboard');
    // The admin and supplier areas send them to /login, which sends a signed-in user to their own dashboard.
    for (const path of ['/admin-login', '/supplier-dashboard']) {
      await page.goto(path);
      await expect(page).toHaveURL('/organiser-dashboard');
    }
  });
});

test.describe('demo logins land on their dashboards', () => {
  const cases = [
    ['organiser', demo.organiser, '/organiser-dashboard'],
    ['supplier', demo.supplier, '/supplier-dashboard'],
    ['admin', demo.admin, '/admin-login'],
  ] as const;
  for (const [role, account, target] of cases) {
    test(`the ${role}`, async ({ page, request }) => {
      const probe = await request.post('/api/auth/login', { data: account });
      test.skip(!probe.ok(), `demo ${role} login not seeded (${probe.status()})`);
      await page.goto('/login');
      await logIn(page, account.email, account.password);
      await expect(page).toHaveURL(target);
      await shot(page, `dashboard-${role}`);
      // Signed in, /login sends them back to their dashboard.
      await page.goto('/login');
      await expect(page).toHaveURL(target);
      // No other role's area is open to them.
      for (const other of ['/organiser-dashboard', '/supplier-dashboard', '/admin-login'].filter(
        (p) => p !== target,
      )) {
        await page.goto(other);
        await expect(page).toHaveURL(target);
      }
    });
  }
});
