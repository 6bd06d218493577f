/*
 * Admin settings and the audit log (issue 22; spec 2.6 settings, 5 "Free RFQ number", 7.7; decisions 0064, 0070):
 * the demo administrator sees the change-password form and the number of free RFQs, is told the spec 5 texts for
 * an empty, a non-whole and a negative number, changes the number (every free supplier's allowance follows), sees
 * the change in the Activity tab with its old and new value, filters the log by action, and puts the number back.
 *
 * The number is global and the other journeys answer requests on the free allowance, so this journey runs alone
 * after them (project 'global-settings' in playwright.config.ts; `--no-deps` runs it by itself), changes the number
 * and puts it back at once (and through the API if the journey fails half-way).
 */
import { settingsResponse, settingsTexts } from '@marquee/contracts/admin-settings';
import { validation } from '@marquee/contracts/messages';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';

test('an administrator changes the number of free RFQs and finds the change in Activity', async ({
  page,
  request,
}) => {
  // Two screens at two widths with axe each, on a machine shared with the other journeys.
  test.setTimeout(240_000);
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  const headers = { authorization: `Bearer ${admin.access_token}` };
  const current = await request.get('/api/admin/settings', { headers });
  const original = settingsResponse.parse(await current.json()).free_rfq_number;
  const changed = original + 2;

  try {
    await signInWithToken(page, admin.access_token, '/admin-login/settings');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Change password' })).toBeVisible();
    const free = page.getByRole('region', { name: 'Free RFQs' });
    const box = free.getByRole('textbox', { name: /Number of free RFQs/ });
    const save = free.getByRole('button', { name: 'Save' });

    await test.step('the spec 5 texts for an empty, a non-whole and a negative number', async () => {
      await expect(box).toHaveValue(String(original));
      for (const [typed, text] of [
        ['', validation.requiredField],
        ['2.5', validation.shouldBeInteger],
        ['-1', validation.shouldBeGreaterThanZero],
      ] as const) {
        await box.fill(typed);
        await save.click();
        await expect(free.getByText(text)).toBeVisible();
        await expect(box).toHaveAttribute('aria-invalid', 'true');
      }
      await shot(page, 'admin-settings-invalid');
    });

    await test.step('saves a new number for every free supplier, then puts the old one back', async () => {
      await box.fill(String(changed));
      await save.click();
      await expect(page.getByText(settingsTexts.saved)).toBeVisible();
      const saved = await request.get('/api/admin/settings', { headers });
      expect(settingsResponse.parse(await saved.json()).free_rfq_number).toBe(changed);
      await box.fill(String(original));
      await save.click();
      await expect(box).toHaveValue(String(original));
      await expect
        .poll(
          async () => (await (await request.get('/api/admin/settings', { headers })).json()).free_rfq_number,
        )
        .toBe(original);
    });

    await test.step('Activity lists both changes, newest first, and filters by action', async () => {
      await page.getByRole('tab', { name: 'Activity' }).click();
      await expect(page).toHaveURL(/\/admin-login\/settings\/activity$/);
      const table = page.getByRole('region', { name: 'Administrator actions' });
      const rows = table.getByRole('row');
      await expect(rows.nth(1)).toContainText('Settings changed');
      await expect(rows.nth(1)).toContainText(`Free RFQs: ${changed} → ${original}`);
      await expect(rows.nth(2)).toContainText(`Free RFQs: ${original} → ${changed}`);

      await page.getByPlaceholder('All actions').click();
      await page.getByRole('option', { name: 'Settings changed' }).click();
      await expect(rows.nth(1)).toContainText(`Free RFQs: ${changed} → ${original}`);
      const actions = await table.getByRole('row').allInnerTexts();
      expect(actions.slice(1).every((row) => row.includes('Settings changed'))).toBe(true);
      await shot(page, 'admin-settings-activity');
    });
  } finally {
    await request.post('/api/admin/settings', { headers, data: { free_rfq_number: original } });
  }
});
