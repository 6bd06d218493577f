/*
 * Admin › Organisers › List (issue 22; spec 2.6 organisers, 4 and 5 'Admin lists', 7.7, 9): an administrator
 * pages through the organisers, searches them (nothing happens under 3 characters), sorts by a header (a new column
 * descending, the same column toggles), keeps all of it in the URL through a reload, and deletes one organiser after
 * the confirmation. At 375 px the table scrolls inside its panel with the row actions in sight.
 */
import type { APIRequestContext } from '@playwright/test';
import { accountDeletionTexts } from '@marquee/contracts/account-deletion';
import type { AdminOrganisersResponse } from '@marquee/contracts/admin-organisers';
import { notices } from '@marquee/contracts/messages';
import {
  acceptCookies,
  apiLogin,
  demo,
  expect,
  organiserDetails,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
} from './fixtures';

const listed = async (request: APIRequestContext, token: string, params: Record<string, string> = {}) => {
  const res = await request.get('/api/admin/organisers', {
    headers: { authorization: `Bearer ${token}` },
    params,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AdminOrganisersResponse;
};

test('an administrator pages, searches, sorts and deletes organisers', async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  // A word no other organiser has, so the search finds exactly these three.
  const tag = `Quillon${Date.now().toString(36).slice(-5)}`;
  const names = [`${tag} Abbott`, `${tag} Brennan`, `${tag} Carver`];
  for (const [i, name] of names.entries()) {
    await registerOrganiser(
      request,
      organiserDetails({ name, company_name: `${['Ash', 'Birch', 'Cedar'][i]} Events Ltd` }),
    );
  }
  // More than one page of 25, whatever else the database holds.
  const { total } = (await listed(request, admin.access_token)).pagination;
  for (let i = total; i < 26; i += 1) await registerOrganiser(request);

  const table = page.getByRole('region', { name: 'Organisers' });
  const rows = table.getByRole('row');
  const pages = page.getByRole('navigation', { name: 'Organiser pages' });
  const search = page.getByLabel('Search organisers');

  await test.step('the list: newest first, 25 a page, and the next page', async () => {
    await signInWithToken(page, admin.access_token, '/admin-login/organisers');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { name: 'Organisers', level: 1 })).toBeVisible();
    await expect(rows).toHaveCount(26); // the header and 25 organisers
    await expect(page.getByRole('columnheader', { name: 'Registered' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await shot(page, 'admin-organisers-list');

    const firstOfPageOne = await rows.nth(1).textContent();
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows.nth(1)).not.toHaveText(firstOfPageOne ?? '');
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  await test.step('the search applies from 3 characters and goes back to the first page', async () => {
    await search.fill(tag.slice(0, 2));
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/[?&]page=2/);
    expect(await rows.count()).toBeGreaterThan(4);

    await search.fill(tag);
    await expect(rows).toHaveCount(4);
    await expect(page).toHaveURL(new RegExp(`[?&]filter=${tag}`));
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(pages).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: '3 organisers' })).toBeVisible();
  });

  await test.step('a header sorts descending first, then toggles; the URL keeps it through a reload', async () => {
    await table.getByRole('button', { name: 'Name' }).click();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.nth(1)).toContainText(names[2]!);
    await expect(rows.nth(3)).toContainText(names[0]!);

    await table.getByRole('button', { name: 'Name' }).click();
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.nth(1)).toContainText(names[0]!);
    await expect(page).toHaveURL(/sort_field=name&sort_order=1/);

    await page.reload();
    await expect(search).toHaveValue(tag);
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(names[0]!);
    await shot(page, 'admin-organisers-search-sorted');
  });

  await test.step('at 375 px the table scrolls inside its panel, the actions in sight; at 1440 it fits', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    const scrolls = await table.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
    const remove = page.getByRole('button', { name: `Delete ${names[0]}` });
    // Down to the row without scrolling sideways: the actions must be in sight as the table first shows.
    await remove.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 300));
    await expect(remove).toBeInViewport();
    await page.setViewportSize({ width: 1440, height: 900 });
    // At 1440 px every column fits the panel beside the sidebar: the table does not scroll sideways there.
    await expect
      .poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth), { timeout: 5_000 })
      .toBeLessThanOrEqual(0);
  });

  await test.step('Delete asks first; Cancel deletes nothing; Delete removes the organiser', async () => {
    await page.getByRole('button', { name: `Delete ${names[0]}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${names[0]}?` });
    await expect(dialog.getByText(notices.deleteForever)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(notices.nothingDeleted)).toBeVisible();
    await expect(rows).toHaveCount(4);

    await page.getByRole('button', { name: `Delete ${names[0]}` }).click();
    await expect(dialog).toBeVisible();
    await shot(page, 'admin-organisers-delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(accountDeletionTexts.organiserDeleted)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows).toHaveCount(3);
    await expect(table.getByText(names[0]!)).toHaveCount(0);
    const after = await listed(request, admin.access_token, { filter: tag });
    expect(after.organisers.map((o) => o.name).sort()).toEqual([names[1], names[2]]);
  });
});
