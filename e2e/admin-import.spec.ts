/*
 * Admin › Suppliers › Import (issue 22; spec 2.6 'Import page: CSV drop area', 5, 7.7, 8 'Supplier import';
 * docs/decisions/0067): the demo administrator downloads the template, imports a CSV with two good rows and one
 * bad one, sees the counts and the bad row with its number and why, and finds an imported supplier in the Accepted
 * list and the public directory at once. Screenshots of the tab before and after, at 1440 and 375 px.
 */
import { readFile } from 'node:fs/promises';
import {
  SUPPLIER_IMPORT_TEMPLATE_NAME,
  supplierImportColumns,
  supplierImportTexts as texts,
} from '@marquee/contracts/supplier-import';
import { validation } from '@marquee/contracts/messages';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';

test('an administrator imports a CSV with one bad row and sees the counts and the row', async ({
  page,
  request,
}) => {
  // Two screens at two widths with axe each, on a machine shared with the other journeys.
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const company = `Imported Marquees ${run}`;
  const rows = [
    [
      company,
      'Ivy Import',
      `ivy-${run}@example.com`,
      '07911 123456',
      'imported.example.com',
      'Director',
      '',
      'Bath',
      '50',
      'Marquee Hire',
    ],
    [
      `Bad Row ${run}`,
      'Bo Bad',
      'not-an-email',
      '07911 123457',
      'bad.example.com',
      'Owner',
      '',
      'York',
      '25',
      'Event Catering',
    ],
    [
      `Second ${run} Ltd`,
      'Sid Second',
      `sid-${run}@example.com`,
      '0161 496 0152',
      'second.example.com',
      'Manager',
      '',
      'Leeds',
      '999',
      'Mobile Bars;Event Catering',
    ],
  ];
  const csv = [supplierImportColumns.join(','), ...rows.map((r) => r.join(','))].join('\r\n');

  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  await signInWithToken(page, admin.access_token, '/admin-login/suppliers/import');
  await acceptCookies(page);
  const drop = page.getByText(texts.dropHere);
  await expect(drop).toBeVisible();
  await shot(page, 'admin-import');

  // The template names the columns of the import.
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: texts.templateLink }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe(SUPPLIER_IMPORT_TEMPLATE_NAME);
  expect(await readFile(await template.path(), 'utf8')).toContain(supplierImportColumns.join(','));

  await page
    .getByLabel(texts.chooseFile, { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: 'suppliers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(texts.importedCount(2))).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(texts.errorCount(1)).first()).toBeVisible();
  const errors = page.getByRole('list', { name: texts.errorCount(1) });
  await expect(errors.getByRole('listitem')).toHaveCount(1);
  await expect(errors.getByRole('listitem')).toContainText(texts.rowLabel(2));
  await expect(errors.getByRole('listitem')).toContainText(validation.emailValid);
  await expect(page.getByText(texts.toastDone(2, 1))).toBeVisible();
  await shot(page, 'admin-import-result');

  // Approved and listed at once.
  const directory = await request.get(`/api/suppliers?name=${encodeURIComponent(company)}`);
  expect((await directory.json()).data.map((s: { company_name: string }) => s.company_name)).toEqual([
    company,
  ]);
  await page.getByRole('tab', { name: 'Accepted' }).click();
  await page.getByLabel('Search', { exact: true }).fill(company);
  await expect(page.getByText(company).first()).toBeVisible({ timeout: 15_000 });
});
