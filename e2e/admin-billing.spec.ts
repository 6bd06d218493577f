/*
 * Admin pricing plans and promo codes (issue 15; spec 2.6 pricing and promo-codes, 2.7, 4 "Pricing plans and
 * promo codes", 5, 7.7, 9): the demo administrator adds a plan, makes it unavailable and available again and
 * edits its name and description; adds a time-bound promo code, changes its dates, adds a single-use code with
 * a generated name and archives it; then downloads the active and past exports and reads them.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { addDays, billingTexts, promoCsvColumns } from '@marquee/contracts/billing';
import { validation } from '@marquee/contracts/messages';
import { ukToday } from '@marquee/contracts/requests';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';
import { pickDay } from './calendar';

/** A UK day `n` days from today: as the API takes it, as the calendar names it, as the lists show it. */
function day(n: number) {
  const iso = addDays(ukToday(), n);
  const label = new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return { iso, label, shown: iso.split('-').reverse().join('.'), typed: iso.split('-').reverse().join('/') };
}

async function pickRange(
  page: Page,
  scope: Locator,
  from: ReturnType<typeof day>,
  to: ReturnType<typeof day>,
) {
  await scope.getByRole('button', { name: /^Date range/ }).click();
  await pickDay(page, from.label);
  await pickDay(page, to.label);
  await expect(scope.getByRole('button', { name: /^Date range/ })).toHaveText(`${from.typed} - ${to.typed}`);
}

/** The text of a downloaded file. */
async function downloaded(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

test('an administrator adds a plan and promo codes and exports the codes as CSV', async ({
  page,
  request,
}) => {
  // Seven screens at two widths with axe each, on a machine shared with the other journeys.
  test.setTimeout(300_000);
  const run = Date.now().toString(36).toUpperCase();
  const planName = `Growth ${run}`;
  const code = `E2E${run}`;

  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  await signInWithToken(page, admin.access_token, '/admin-login/pricing');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Pricing plans' })).toBeVisible();
  const plans = page.getByRole('region', { name: 'Plans' });

  await test.step('Pricing: add a plan, with the spec 5 texts for what is missing or too long', async () => {
    await expect(plans.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Add plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add pricing plan' });
    await dialog.getByRole('button', { name: 'Add plan' }).click();
    for (const text of [
      validation.nameRequired,
      validation.descriptionRequired,
      validation.annualPriceRequired,
      validation.monthlyPriceRequired,
    ]) {
      await expect(dialog.getByText(text)).toBeVisible();
    }
    await dialog.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(51));
    await dialog.getByRole('textbox', { name: 'Services allowed' }).fill('ten');
    await dialog.getByRole('button', { name: 'Add plan' }).click();
    await expect(dialog.getByText(validation.tooMuch)).toBeVisible();
    await expect(dialog.getByText(validation.quoteNotANumber)).toBeVisible();
    await shot(page, 'admin-pricing-add-invalid');

    await dialog.getByRole('textbox', { name: 'Name' }).fill(planName);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Every request for up to ten services');
    await dialog.getByPlaceholder('Choose a type').click();
    await page.getByRole('option', { name: 'Subscriber' }).click();
    await dialog.getByRole('textbox', { name: 'Monthly price' }).fill('30');
    await dialog.getByRole('textbox', { name: 'Annual price' }).fill('300');
    await dialog.getByRole('textbox', { name: 'Services allowed' }).fill('10');
    await dialog.getByRole('button', { name: 'Add plan' }).click();
    await expect(dialog).toBeHidden();
    const row = plans.getByRole('row').filter({ hasText: planName });
    await expect(row).toContainText(/Subscriber.*£30.*£300.*£25 \/ month.*10/);
    await expect(row.getByRole('switch')).toBeChecked();
    await shot(page, 'admin-pricing');
  });

  await test.step('Pricing: the switch makes the plan unavailable and available again', async () => {
    const available = plans.getByRole('switch', { name: `${billingTexts.availableLabel}: ${planName}` });
    await available.click({ force: true });
    await expect(available).not.toBeChecked();
    await page.reload();
    await expect(available).not.toBeChecked();
    await available.click({ force: true });
    await expect(available).toBeChecked();
  });

  await test.step('Pricing: an existing plan changes only its name and description', async () => {
    await plans.getByRole('button', { name: `Edit ${planName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${planName}` });
    await expect(dialog.getByRole('textbox', { name: 'Monthly price' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Monthly price' })).toHaveValue('30.00');
    await dialog
      .getByRole('textbox', { name: 'Description' })
      .fill('Every request for up to ten services, billed monthly or yearly');
    await shot(page, 'admin-pricing-edit');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(plans.getByText('billed monthly or yearly')).toBeVisible();
  });

  const from = day(0);
  const to = day(30);
  const later = day(45);
  await page.goto('/admin-login/promo-codes');
  await expect(page.getByRole('heading', { name: 'Promo codes' })).toBeVisible();
  const active = page.getByRole('region', { name: 'Active promo codes' });

  await test.step('Promo codes: add a time-bound code with a date range', async () => {
    await page.getByRole('button', { name: 'Add promo code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add promo code' });
    // The segmented control's radios are hidden behind their labels.
    await dialog.locator('label').filter({ hasText: 'Time-bound' }).click();
    await expect(dialog.getByRole('radio', { name: 'Time-bound' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Discount', exact: true }).fill('101');
    await dialog.getByRole('textbox', { name: 'Discount duration' }).fill('13');
    await dialog.getByRole('button', { name: 'Add promo code' }).click();
    await expect(dialog.getByText(validation.discountMax)).toBeVisible();
    await expect(dialog.getByText(validation.durationMax)).toBeVisible();
    await expect(dialog.getByText(validation.dateRangeRequired)).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
    await dialog.getByRole('textbox', { name: 'Discount', exact: true }).fill('15');
    await dialog.getByRole('textbox', { name: 'Discount duration' }).fill('3');
    await pickRange(page, dialog, from, to);
    await shot(page, 'admin-promo-codes-add');
    await dialog.getByRole('button', { name: 'Add promo code' }).click();
    await expect(dialog).toBeHidden();
    await expect(active.getByRole('row').filter({ hasText: code })).toContainText(
      `${code}Time-bound15 % for 3 months${from.shown} – ${to.shown}0Active`,
    );
    const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Promo code added' });
    await expect(notice).toContainText(code);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
  });

  await test.step("Promo codes: change the time-bound code's dates", async () => {
    await active.getByRole('button', { name: `Edit dates of ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${code}` });
    await expect(dialog.getByRole('button', { name: /^Date range/ })).toHaveText(
      `${from.typed} - ${to.typed}`,
    );
    await pickRange(page, dialog, from, later);
    await dialog.getByRole('button', { name: 'Save dates' }).click();
    await expect(dialog).toBeHidden();
    await expect(active.getByRole('row').filter({ hasText: code })).toContainText(
      `${from.shown} – ${later.shown}`,
    );
  });

  let generated = '';
  await test.step('Promo codes: a single-use code gets a generated name, then is archived', async () => {
    await page.getByRole('button', { name: 'Add promo code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add promo code' });
    await dialog.getByRole('textbox', { name: 'Discount', exact: true }).fill('100');
    await dialog.getByRole('textbox', { name: 'Discount duration' }).fill('6');
    await dialog.getByRole('button', { name: 'Add promo code' }).click();
    await expect(dialog).toBeHidden();
    const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Promo code added' });
    generated = (await notice.locator('.mantine-Notification-description').textContent()) ?? '';
    expect(generated).toMatch(/^[A-Z2-9]{8}$/);
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toHaveCount(0);
    await expect(active.getByRole('row').filter({ hasText: generated })).toContainText('Single use');
    await shot(page, 'admin-promo-codes');

    await active.getByRole('button', { name: `Archive ${generated}` }).click();
    const confirm = page.getByRole('dialog', { name: `Archive ${generated}?` });
    await confirm.getByRole('button', { name: 'Archive' }).click();
    await expect(active.getByRole('row').filter({ hasText: generated })).toHaveCount(0);
  });

  await test.step('Promo codes: the active and past exports download as CSV', async () => {
    const header = promoCsvColumns.join(',');
    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export active' }).click();
    const activeFile = await download;
    expect(activeFile.suggestedFilename()).toBe(`promo-codes-active-${ukToday()}.csv`);
    const activeCsv = (await downloaded(activeFile)).split('\r\n');
    expect(activeCsv[0]).toBe(header);
    expect(activeCsv).toContainEqual(
      expect.stringMatching(
        new RegExp(`^\\d+,${code},Time-bound,15\\.00,3,${from.iso},${later.iso},0,active,`),
      ),
    );
    expect(activeCsv.join('\n')).not.toContain(generated);

    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export past' }).click();
    const pastFile = await download;
    expect(pastFile.suggestedFilename()).toBe(`promo-codes-past-${ukToday()}.csv`);
    const pastCsv = (await downloaded(pastFile)).split('\r\n');
    expect(pastCsv[0]).toBe(header);
    expect(pastCsv).toContainEqual(
      expect.stringMatching(new RegExp(`^\\d+,${generated},Single use,100\\.00,6,,,0,archived,`)),
    );
    expect(pastCsv.join('\n')).not.toContain(code);

    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(page).toHaveURL(/\/admin-login\/promo-codes\/past$/);
    await shot(page, 'admin-promo-codes-past');
  });
});
