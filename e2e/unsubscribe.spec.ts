/*
 * The unsubscribe link of optional e-mails (issue 12): a web page that asks to confirm (opening it changes nothing:
 * mail scanners open links), passes the link on to the API and says what happened, with a way back. A forged link is refused by the API and the page says so (a valid link is signed with
 * the account's password hash, so the API tests cover it: apps/api/src/modules/requests/requests.test.ts).
 */
import { acceptCookies, expect, shot, test } from './fixtures';

test('a forged unsubscribe link says it is not valid, with the ways back', async ({ page }) => {
  await page.goto('/email-preferences/unsubscribe?user=1&signature=forged-signature');
  await acceptCookies(page);
  await expect(page).toHaveTitle('Unsubscribe · Marquee');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from Marquee updates?' }),
  ).toBeVisible();
  await shot(page, 'unsubscribe-confirm');
  const answer = page.waitForResponse((r) => r.url().includes('/api/email-preferences/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  expect((await answer).status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Log in and change your e-mail preferences');
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', '/login');
  await shot(page, 'unsubscribe-invalid');
  await page.getByRole('link', { name: 'Back to Marquee' }).click();
  await expect(page).toHaveURL(/\/$/);
});
