/*
 * Admin › Statistics and the CSV exports (issue 24; spec 2.6 stats, 2.7 export list / export statistics, 9): an
 * administrator opens the statistics, switches the requests from weekly to monthly, picks a range of days, opens
 * the health panel, exports the range's requests and finds a demo request in the downloaded file; the suppliers'
 * list offers 'Export list'. Screenshots at 1440 and 375 px with axe.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { EXPORT_LABELS, exportFileName } from '@marquee/contracts/admin-exports';
import { toastTexts } from '@marquee/contracts/toasts';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';

const DAY_MS = 86_400_000;
/** A UK day `days` from today: 'yyyy-mm-dd' and the calendar's name for it ('3 November 2026'). */
function ukDay(days: number) {
  const at = new Date(Date.now() + days * DAY_MS);
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', ...o }).format(at);
  return {
    iso: `${part({ year: 'numeric' })}-${part({ month: '2-digit' })}-${part({ day: '2-digit' })}`,
    label: `${part({ day: 'numeric' })} ${part({ month: 'long' })} ${part({ year: 'numeric' })}`,
  };
}

/** Clicks a day of the open calendar by its name, moving back month by month until it is shown. */
async function pickDayBack(page: Page, label: string) {
  const dropdown = page.locator('.mantine-Popover-dropdown').last();
  await expect(dropdown.getByRole('button', { name: 'Previous month' })).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    const day = dropdown.getByRole('button', { name: label, exact: true }).first();
    if (await day.isVisible()) return day.click();
    await dropdown.getByRole('button', { name: 'Previous month' }).click();
  }
  throw new Error(`no day ${label} in the calendar`);
}

/** RFC 4180 rows of a CSV file (quoted fields may hold commas, quotes and line breaks), without its BOM. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i += 1) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

test('an administrator reads the statistics and the health, and exports a range of requests', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  const organiser = await apiLogin(request, demo.organiser.email, demo.organiser.password);
  const mine = await request.get('/api/organiser/service-requests', {
    params: { 'filters[status]': 10 },
    headers: { authorization: `Bearer ${organiser.access_token}` },
  });
  expect(mine.status()).toBe(200);
  const demoIds = (
    (await mine.json()) as { data: { service_requests: { id: number }[] } }
  ).data.service_requests.map((r) => String(r.id));
  expect(demoIds.length, 'the demo organiser has active requests').toBeGreaterThan(0);
  const [from, to] = [ukDay(-45), ukDay(0)];
  const requestsFigure = page.getByRole('region', { name: 'Requests', exact: true });

  await test.step('the statistics: counts, weekly then monthly requests, shares, unknown searches', async () => {
    await signInWithToken(page, admin.access_token, '/admin-login/stats');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Suppliers', exact: true })).toContainText(/\d/);
    await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await requestsFigure.getByRole('button', { name: 'Show as table' }).click();
    const weeks = requestsFigure.getByRole('table').getByRole('row');
    await expect(weeks.nth(1)).toContainText(/^w\/c \d{1,2} \w{3} \d{4}/);
    await requestsFigure.getByRole('button', { name: 'Show as chart' }).click();
    await expect(
      page.getByRole('region', { name: 'Requests by service' }).locator('.recharts-pie'),
    ).toBeVisible();
    await shot(page, 'admin-stats-overview');

    await page.getByText('Monthly', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await requestsFigure.getByRole('button', { name: 'Show as table' }).click();
    await expect(requestsFigure.getByRole('table').getByRole('rowheader').first()).toHaveText(
      /^\w{3} \d{4}$/,
    );
  });

  await test.step('a range of days, applied once both ends are chosen', async () => {
    await page.getByRole('button', { name: 'Date range' }).click();
    await pickDayBack(page, from.label);
    await expect(page).not.toHaveURL(/date_from=/);
    await page
      .locator('.mantine-Popover-dropdown')
      .last()
      .getByRole('button', { name: 'Next month' })
      .click();
    const dropdown = page.locator('.mantine-Popover-dropdown').last();
    for (
      let i = 0;
      i < 3 && !(await dropdown.getByRole('button', { name: to.label, exact: true }).isVisible());
      i += 1
    )
      await dropdown.getByRole('button', { name: 'Next month' }).click();
    await dropdown.getByRole('button', { name: to.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`date_from=${from.iso}&date_to=${to.iso}`));
    await expect(page.getByText('Both days included.')).toBeVisible();
  });

  await test.step('the health panel: this range against the one before, by service and by region', async () => {
    await page.getByRole('tab', { name: 'Health' }).click();
    await expect(page).toHaveURL(/\/admin-login\/stats\/health\?date_from=/);
    const figures = page.getByRole('region', { name: 'Health figures' });
    await expect(figures.getByRole('row', { name: /Requests sent/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'By region' })).toBeVisible();
    await shot(page, 'admin-stats-health');
  });

  await test.step("'Export statistics' downloads the range's requests", async () => {
    await page.getByRole('button', { name: 'Export statistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export statistics' });
    await expect(dialog.getByRole('radio', { name: EXPORT_LABELS['service-requests'] })).toBeChecked();
    await shot(page, 'admin-stats-export');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const name = exportFileName('service-requests', from.iso, to.iso);
    expect(download.suggestedFilename()).toBe(name);
    await expect(page.getByText(toastTexts.exportReady(name))).toBeVisible();
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF'), 'a UTF-8 BOM').toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header?.slice(0, 3)).toEqual(['Request ID', 'Created', 'Organiser']);
    expect(rows.length).toBeGreaterThan(0);
    const created = header!.indexOf('Created');
    for (const row of rows) {
      expect(row).toHaveLength(header!.length);
      const day = row[created]!.slice(0, 10);
      expect(day >= from.iso && day <= to.iso, `${row[0]} created ${row[created]}`).toBe(true);
    }
    const ids = rows.map((r) => r[0]);
    expect(
      demoIds.some((id) => ids.includes(id)),
      'a demo request in the range',
    ).toBe(true);
  });

  await test.step("the suppliers' list offers 'Export list'", async () => {
    await page.goto('/admin-login/suppliers/approved');
    await page.getByRole('button', { name: 'Export list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export list' });
    await expect(dialog.getByRole('radio', { name: EXPORT_LABELS.suppliers })).toBeChecked();
    await dialog.getByRole('radio', { name: EXPORT_LABELS.organisers }).check();
    await shot(page, 'admin-export-list');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(exportFileName('organisers'));
    const [header, ...rows] = parseCsv(readFileSync((await download.path())!, 'utf8'));
    expect(header!.length).toBeGreaterThan(2);
    expect(rows.some((r) => r.includes(demo.organiser.email))).toBe(true);
    await expect(dialog).toBeHidden();
  });
});
