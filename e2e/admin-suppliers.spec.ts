/*
 * Admin › Suppliers › Accepted (issue 22; spec 2.6 suppliers, 3 'Supplier (admin list)', 4 and 5 'Admin lists',
 * 7.7, 9): an administrator filters the approved suppliers (search from 3 characters, a registration range applied
 * once both ends exist, a place, an RFQ minimum), sorts by a header (a new column descending, the same toggles),
 * keeps it all through a reload, opens a profile and comes back by the breadcrumb, edits a supplier and deletes
 * one after the confirmation. At 375 px the page never scrolls sideways.
 */
import { adminSupplierTexts, type AdminSuppliersResponse } from '@marquee/contracts/admin-suppliers';
import { notices } from '@marquee/contracts/messages';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';
import { approvedSupplier, auth, serviceNamed } from './suppliers';

/** Today as the calendar names its day ('26 November 2026'). */
const todayLabel = () =>
  new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

test('an administrator filters, sorts, opens, edits and deletes approved suppliers', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // A word no other supplier has, so the search finds exactly these three.
  const tag = `Tarpion${Date.now().toString(36).slice(-5)}`;
  const service = await serviceNamed(request, 'Marquee');
  const names = [`${tag} Alder Marquees`, `${tag} Birch Canopies`, `${tag} Cedar Tents`];
  const suppliers: { id: number }[] = [];
  for (const name of names) suppliers.push(await approvedSupplier(request, service.value, name));
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);

  const table = page.getByRole('region', { name: 'Accepted suppliers' });
  const rows = table.getByRole('row');
  const search = page.getByRole('textbox', { name: /^Search/ });

  await test.step('the Accepted tab lists the approved suppliers, newest first', async () => {
    await signInWithToken(page, admin.access_token, '/admin-login/suppliers/approved');
    await acceptCookies(page);
    await expect(page.getByRole('tab', { name: adminSupplierTexts.accepted })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('columnheader', { name: 'Registered' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(table.getByRole('link', { name: names[2] })).toBeVisible();
    await shot(page, 'admin-suppliers-accepted');
  });

  await test.step('search from 3 characters; the registration range applies once both ends exist', async () => {
    await search.fill(tag.slice(0, 2));
    await page.waitForTimeout(600);
    expect(await rows.count()).toBeGreaterThan(4);
    await search.fill(tag);
    await expect(rows).toHaveCount(4); // the header and three suppliers
    await expect(page).toHaveURL(new RegExp(`[?&]filter=${tag}`));

    await page.getByRole('button', { name: 'Registration date', exact: true }).click();
    await page.getByRole('button', { name: todayLabel(), exact: true }).click();
    await page.waitForTimeout(400);
    await expect(page).not.toHaveURL(/date_from=/);
    await page.getByRole('button', { name: todayLabel(), exact: true }).click();
    await expect(page).toHaveURL(/date_from=\d{4}-\d{2}-\d{2}&date_to=\d{4}-\d{2}-\d{2}/);
    await page.keyboard.press('Escape');
    await expect(rows).toHaveCount(4);

    // A bound none of them reaches (journeys running beside this one may send them a request meanwhile).
    await page.getByRole('textbox', { name: 'RFQs received, at least' }).fill('1000');
    await expect(page.getByText(notices.searchEmpty)).toBeVisible();
    await expect(page).toHaveURL(/rfq_received_min=1000/);
    await page.getByRole('textbox', { name: 'RFQs received, at least' }).fill('');
    await expect(rows).toHaveCount(4);

    await page.getByRole('textbox', { name: 'Location' }).fill('Leeds');
    await page
      .getByRole('option', { name: /^Leeds/ })
      .first()
      .click();
    await expect(page).toHaveURL(/location=Leeds/);
    await expect(rows).toHaveCount(4);
  });

  await test.step('a header sorts descending first, then toggles; a reload keeps it all', async () => {
    await table.getByRole('button', { name: 'Supplier' }).click();
    await expect(page.getByRole('columnheader', { name: 'Supplier' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(rows.nth(1)).toContainText(names[2]!);
    await expect(rows.nth(3)).toContainText(names[0]!);
    await table.getByRole('button', { name: 'Supplier' }).click();
    await expect(page.getByRole('columnheader', { name: 'Supplier' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(rows.nth(1)).toContainText(names[0]!);
    await expect(page).toHaveURL(/sort_field=company_name&sort_order=1/);
    await expect(page).toHaveURL(/location=Leeds/);

    await page.reload();
    await expect(search).toHaveValue(tag);
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(names[0]!);
    await expect(page.getByRole('button', { name: 'Registration date', exact: true })).toContainText('/');
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue(/^Leeds/);
    await expect(page).toHaveURL(/location=Leeds/);
    await shot(page, 'admin-suppliers-filtered');
  });

  await test.step('at 375 px the table scrolls inside its panel, the row actions in sight; at 1440 it fits', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const edit = page.getByRole('button', { name: `Edit ${names[0]}` });
    await edit.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 300));
    await expect(edit).toBeInViewport();
    await page.setViewportSize({ width: 1440, height: 900 });
    // At 1440 px every column fits the panel beside the sidebar: the table does not scroll sideways there.
    await expect
      .poll(() => table.evaluate((el) => el.scrollWidth - el.clientWidth), { timeout: 5_000 })
      .toBeLessThanOrEqual(0);
  });

  await test.step('a profile opens from its row; the breadcrumb goes back to the same list', async () => {
    await table.getByRole('link', { name: names[0] }).click();
    await expect(page).toHaveURL(`/admin-login/suppliers/profile-approved?id=${suppliers[0]!.id}`);
    await expect(page.getByRole('heading', { name: names[0], exact: true }).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: adminSupplierTexts.accepted })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await shot(page, 'admin-supplier-profile-approved');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Accepted' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/admin-login/suppliers/approved\\?.*filter=${tag}`));
    await expect(rows).toHaveCount(4);
  });

  await test.step('Edit saves the contact details and No limits', async () => {
    await page.getByRole('button', { name: `Edit ${names[0]}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${names[0]}` });
    const position = dialog.getByRole('textbox', { name: /^Position/ });
    await expect(position).toHaveValue('Owner');
    await position.fill('Operations Director');
    await dialog.getByRole('switch', { name: /No limits/ }).check({ force: true });
    await shot(page, 'admin-supplier-edit');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(adminSupplierTexts.saved(names[0]!))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows.nth(1)).toContainText('Operations Director');
    await expect(rows.nth(1)).toContainText('No limits');
  });

  await test.step('Delete asks first; Cancel deletes nothing; Delete removes the supplier', async () => {
    const remove = page.getByRole('button', { name: `Delete ${names[2]}` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: adminSupplierTexts.deleteTitle(names[2]!) });
    await expect(dialog.getByText(notices.deleteForever)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(notices.nothingDeleted)).toBeVisible();
    await expect(rows).toHaveCount(4);

    await remove.click();
    await expect(dialog).toBeVisible();
    await shot(page, 'admin-supplier-delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(adminSupplierTexts.deleted(names[2]!))).toBeVisible();
    await expect(rows).toHaveCount(3);
    const res = await request.get('/api/admin/suppliers', {
      headers: auth(admin.access_token),
      params: { status: '1', filter: tag },
    });
    const after = (await res.json()) as AdminSuppliersResponse;
    expect(after.suppliers.map((s) => s.company_name).sort()).toEqual([names[0], names[1]]);
  });
});
