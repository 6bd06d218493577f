/*
 * Admin › Categories & services (issue 23; spec 2.6 categories-services, 2.7, 5, 7.7; decision 0076): an
 * administrator adds a category with two services, sees it in the public directory with its SEO title in the
 * served HTML, hides it (gone from the directory), deletes a service after declining once, and answers the
 * suppliers' suggestions: one becomes a service, one already is a service and is dismissed.
 */
import type { APIRequestContext } from '@playwright/test';
import { catalogueTexts, type AdminCategoriesResponse } from '@marquee/contracts/admin-catalogue';
import { notices } from '@marquee/contracts/messages';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';

const run = Date.now().toString(36);
const names = {
  category: `Inflatables ${run}`,
  football: `Zorb Football ${run}`,
  water: `Water Zorbing ${run}`,
  titleTag: `Zorbing hire ${run} | Marquee`,
  meta: `Compare zorbing suppliers across the UK (${run}).`,
  heading: `Zorbing across the UK ${run}`,
  serviceTitle: `Zorb football hire ${run} | Marquee`,
  suggested: `Giant Bubble Shows ${run}`,
  existing: `Bubble Tea Bars ${run}`,
  added: `Bubble Football ${run}`,
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function adminCategory(request: APIRequestContext, token: string, name: string) {
  const res = await request.get('/api/admin/services', { params: { search: name }, headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as AdminCategoriesResponse).data.find((c) => c.category === name);
}

test('an administrator manages the catalogue and answers suggestions', async ({ page, request }) => {
  test.setTimeout(300_000);
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  const supplier = await apiLogin(request, demo.supplier.email, demo.supplier.password);
  const table = page.getByRole('region', { name: 'Categories' });
  const categoryRow = table.getByRole('row').filter({ hasText: names.category });

  await test.step('the list, and a category added with two services and its SEO fields', async () => {
    await signInWithToken(page, admin.access_token, '/admin-login/categories-services');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { name: 'Categories & services', level: 1 })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'admin-catalogue-list');

    await page.getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel('Category name').fill(names.category);
    await dialog.getByLabel('Title tag').fill(names.titleTag);
    await dialog.getByLabel('Custom heading').fill(names.heading);
    await dialog.getByLabel('Meta description').fill(names.meta);
    // A category requires services (spec 5): refused before anything is sent.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(catalogueTexts.servicesRequired)).toBeVisible();
    const tags = dialog.getByPlaceholder('New service');
    await tags.fill(names.football);
    await tags.press('Enter');
    await tags.fill(names.water);
    await tags.press('Enter');
    await shot(page, 'admin-catalogue-category-modal');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category added')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search', { exact: true }).fill(names.category);
    await expect(categoryRow).toBeVisible();
    await expect(table.getByText(names.football)).toBeVisible();
    await page
      .getByRole('button', { name: `Edit ${names.football}` })
      .first()
      .click();
    const service = page.getByRole('dialog', { name: 'Edit service' });
    await expect(service.getByLabel('Product')).toHaveValue(names.football);
    await service.getByLabel('Title tag').fill(names.serviceTitle);
    await service.getByLabel('Meta description').fill(`Zorb football for parties (${run}).`);
    await service.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Service saved')).toBeVisible();
  });

  await test.step("'Add services' refuses a name the catalogue has and adds a new one", async () => {
    await categoryRow.getByRole('button', { name: `Add services to ${names.category}` }).click();
    const dialog = page.getByRole('dialog', { name: `Add services to ${names.category}` });
    const tags = dialog.getByPlaceholder('New service');
    await tags.fill(names.water);
    await tags.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(catalogueTexts.serviceExists)).toBeVisible();
    await tags.press('Backspace');
    await tags.fill(names.added);
    await tags.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`1 service added to ${names.category}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(table.getByText(names.added)).toBeVisible();
  });

  const category = await adminCategory(request, admin.access_token, names.category);
  expect(category, 'the new category in the admin list').toBeTruthy();
  const slug = category!.slug;
  const footballSlug = category!.services.find((s) => s.product === names.football)!.slug;

  await test.step('the directory shows it, and the served HTML carries its SEO title', async () => {
    await page.goto('/directory');
    const browse = page.getByRole('region', { name: 'Browse by category' });
    await expect(browse.getByRole('link', { name: new RegExp(`^${names.category}`) })).toBeVisible();
    await page.goto(`/directory/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: names.heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 3, name: names.water })).toBeVisible();
    await expect(page).toHaveTitle(names.titleTag);
    const html = await (await request.get(`/directory/${slug}`)).text();
    expect(html).toContain(`<title>${names.titleTag}</title>`);
    expect(html).toContain(names.meta);
    const serviceHtml = await (await request.get(`/directory/${slug}/${footballSlug}`)).text();
    expect(serviceHtml).toContain(`<title>${names.serviceTitle}</title>`);
  });

  await test.step('hidden: gone from the directory', async () => {
    await page.goto('/admin-login/categories-services');
    await page.getByLabel('Search', { exact: true }).fill(names.category);
    await categoryRow.getByRole('button', { name: `Edit ${names.category}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit category' });
    await expect(dialog.getByLabel('Category name')).toHaveAttribute('readonly');
    await dialog.getByLabel(/^Hidden/).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category saved')).toBeVisible();
    await expect(categoryRow.getByText('Hidden')).toBeVisible();
    await page.goto('/directory');
    const browse = page.getByRole('region', { name: 'Browse by category' });
    await expect(browse.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(browse.getByRole('link', { name: new RegExp(`^${names.category}`) })).toHaveCount(0);
    const res = await request.get(`/directory/${slug}`);
    expect(await res.text()).not.toContain(`<title>${names.titleTag}</title>`);
  });

  await test.step('a service deleted after declining once', async () => {
    await page.goto('/admin-login/categories-services');
    await page.getByLabel('Search', { exact: true }).fill(names.category);
    const waterRow = table.getByRole('row').filter({ hasText: names.water });
    await expect(waterRow).toBeVisible();
    await waterRow.getByRole('button', { name: `Delete ${names.water}` }).click();
    let dialog = page.getByRole('dialog', { name: `Delete ${names.water}?` });
    await expect(dialog.getByText(notices.deleteForever)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(notices.nothingDeleted)).toBeVisible();
    await expect(waterRow).toBeVisible();
    await waterRow.getByRole('button', { name: `Delete ${names.water}` }).click();
    dialog = page.getByRole('dialog', { name: `Delete ${names.water}?` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(catalogueTexts.serviceDeleted)).toBeVisible();
    await expect(waterRow).toHaveCount(0);
    await expect(table.getByText(names.football)).toBeVisible();
  });

  await test.step('suggestions: one becomes a service, one that exists is dismissed', async () => {
    // Made as the suppliers' dashboard makes them: the real route, signed in as the demo supplier.
    for (const product of [names.suggested, names.existing]) {
      const res = await request.post('/api/service-suggestions', {
        headers: bearer(supplier.access_token),
        data: { product },
      });
      expect(res.status(), await res.text()).toBeLessThan(300);
    }
    // Meanwhile another administrator adds one of them as a service.
    const made = await request.post('/api/admin/services', {
      headers: bearer(admin.access_token),
      multipart: { product: names.existing, service_category_id: String(category!.id) },
    });
    expect(made.status(), await made.text()).toBe(201);

    await page.goto('/admin-login/categories-services/suggestions');
    const suggestions = page.getByRole('region', { name: 'Suggestions' });
    const row = suggestions.getByRole('row').filter({ hasText: names.suggested });
    const existingRow = suggestions.getByRole('row').filter({ hasText: names.existing });
    await expect(row).toBeVisible();
    await expect(existingRow.getByText(catalogueTexts.serviceExists)).toBeVisible();
    await shot(page, 'admin-catalogue-suggestions');

    await existingRow.getByRole('button', { name: `Dismiss suggestions of ${names.existing}` }).click();
    await expect(
      page.getByText(catalogueTexts.suggestionsAnswered(names.existing, names.category, 1)),
    ).toBeVisible();
    await expect(existingRow).toHaveCount(0);

    await row.getByRole('button', { name: 'Add as a service' }).click();
    await expect(row.getByText(catalogueTexts.categoryRequired)).toBeVisible();
    await row.getByPlaceholder('Category').fill(names.category);
    await page.getByRole('option', { name: names.category }).click();
    await row.getByRole('button', { name: 'Add as a service' }).click();
    await expect(page.getByText(catalogueTexts.suggestionAdded(names.suggested))).toBeVisible();
    await expect(row).toHaveCount(0);
    const after = await adminCategory(request, admin.access_token, names.category);
    expect(after!.services.map((s) => s.product).sort()).toEqual(
      [names.added, names.existing, names.football, names.suggested].sort(),
    );
  });
});
