import { pickDay } from './calendar';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';

/*
 * The supplier's 'Performance' (issue 24, docs/decisions/0078): the demo supplier opens it from the sidebar, sees
 * the last 30 days of the demo data (requests received and answered), switches to 7 and 90 days and to a custom
 * range, and sees their free allowance with the upgrade. Other journeys change the demo supplier's offers, so the
 * figures are checked for what the demo always has, not for exact counts.
 */

/** A day as the calendar names its buttons: '1 November 2026'. */
const dayLabel = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });

test('the demo supplier opens Performance, switches the period and sees the return on the free plan', async ({
  page,
  request,
}) => {
  const supplier = await apiLogin(request, demo.supplier.email, demo.supplier.password);
  await signInWithToken(page, supplier.access_token, '/supplier-dashboard');
  await acceptCookies(page);
  const sidebar = page.getByRole('complementary', { name: 'Dashboard' });
  await sidebar.getByRole('link', { name: 'Performance' }).click();
  await expect(page).toHaveURL('/supplier-dashboard/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();

  const card = (name: string) => page.getByRole('group', { name });
  const value = (name: string) => card(name).getByTestId('figure-value');
  // The demo's last 30 days: requests reached the supplier and three were answered (decision 0058).
  await expect(value('Requests received')).toHaveText(/^[1-9]\d*$/);
  await expect(value('Answered')).toHaveText(/^[1-9]\d*$/);
  await expect(card('Requests received').getByTestId('figure-change')).toContainText('the previous 30 days');
  await expect(value('Median reply time')).not.toHaveText('–');
  // The free plan: the allowance and the upgrade to the plan that answers every request.
  const allowance = card('Free responses');
  await expect(allowance).toContainText(/You have used \d+ of \d+ free responses/);
  await expect(allowance.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    /\/supplier-dashboard\/subscriptions\?suggest/,
  );
  await shot(page, 'supplier-performance');

  // 7 days, then 90: each asks again and compares with the period of the same length before it.
  await page.getByText('7 days', { exact: true }).click();
  await expect(card('Requests received').getByTestId('figure-change')).toContainText('the previous 7 days');
  await page.getByText('90 days', { exact: true }).click();
  await expect(card('Requests received').getByTestId('figure-change')).toContainText('the previous 90 days');
  await expect(value('Answered')).toHaveText(/^[1-9]\d*$/);

  // A custom range: applied once both ends are chosen, from the 1st of this month to today.
  await page.getByText('Custom', { exact: true }).click();
  await page.getByRole('button', { name: 'Dates' }).click();
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth(), 1, 12);
  await pickDay(page, dayLabel(first));
  await pickDay(page, dayLabel(today));
  const days = Number(
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'Europe/London' }).format(today),
  );
  await expect(card('Requests received').getByTestId('figure-change')).toContainText(
    `the previous ${days === 1 ? '1 day' : `${days} days`}`,
  );
  await expect(page.getByTestId('performance-period')).toContainText(
    `01.${String(today.getMonth() + 1).padStart(2, '0')}.${today.getFullYear()}`,
  );
  await shot(page, 'supplier-performance-custom');
});
