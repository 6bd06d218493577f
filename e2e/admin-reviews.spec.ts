/*
 * Admin › Reviews (issue 23; spec 2.6 reviews, 7.7; decision 0075): an administrator finds a review, changes its
 * stars and sees the supplier's rating change on the public profile, deletes a review after declining once; the
 * demo supplier replies to a review of theirs and the reply shows under it on the public profile.
 */
import type { APIRequestContext } from '@playwright/test';
import type { AdminReviewsResponse } from '@marquee/contracts/admin-reviews';
import type { ReviewsResponse, SupplierProfileResponse } from '@marquee/contracts/directory';
import { notices } from '@marquee/contracts/messages';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';

const get = async <T>(request: APIRequestContext, url: string, token?: string) => {
  const res = await request.get(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
};
const rating = async (request: APIRequestContext, supplierId: number) =>
  (await get<SupplierProfileResponse>(request, `/api/suppliers/${supplierId}`)).data.rating;

test('an administrator edits and deletes reviews; a supplier replies to one', async ({ page, request }) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  const supplierLogin = await apiLogin(request, demo.supplier.email, demo.supplier.password);
  const all = await get<AdminReviewsResponse>(request, '/api/admin/reviews?limit=25', admin.access_token);
  // A review of another supplier than the demo login, by an organiser with a name to search for.
  const target = all.reviews.find(
    (r) => r.supplier.id !== supplierLogin.user.id && r.organiser && r.rate !== 1,
  );
  expect(target, 'a demo review to moderate').toBeTruthy();
  const review = target!;
  const before = await rating(request, review.supplier.id);
  const table = page.getByRole('region', { name: 'Reviews' });
  const row = table.getByRole('row').filter({ hasText: review.message.slice(0, 40) });

  await test.step('the list and the search', async () => {
    await signInWithToken(page, admin.access_token, '/admin-login/reviews');
    await acceptCookies(page);
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await shot(page, 'admin-reviews-list');
    await page.getByLabel('Search reviews').fill(review.organiser!.name.slice(0, 6));
    await expect(row.first()).toBeVisible();
  });

  await test.step('edit the stars: the rating follows on the public profile', async () => {
    await row
      .first()
      .getByRole('button', { name: /^Edit the review/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit review' });
    await expect(dialog).toBeVisible();
    await shot(page, 'admin-reviews-edit');
    // One star, clicked on its picture as a user does (the radio's label).
    await dialog.getByLabel('1 of 5 stars').evaluate((el) => (el as HTMLInputElement).labels?.[0]?.click());
    await dialog.getByRole('button', { name: 'Save review' }).click();
    await expect(page.getByText('Review updated')).toBeVisible();
    const after = await rating(request, review.supplier.id);
    expect(after.count).toBe(before.count);
    expect(after.rate).toBeLessThan(before.rate);
    await page.goto(`/directory/profile/${review.supplier.id}`);
    await expect(page.getByRole('img', { name: 'Rated 1 out of 5' }).first()).toBeVisible();
  });

  await test.step('delete after declining once: the count follows', async () => {
    await page.goto('/admin-login/reviews');
    await page.getByLabel('Search reviews').fill(review.organiser!.name.slice(0, 6));
    await row
      .first()
      .getByRole('button', { name: /^Delete the review/ })
      .click();
    let dialog = page.getByRole('dialog', { name: /^Delete the review by/ });
    await expect(dialog).toBeVisible();
    await shot(page, 'admin-reviews-delete');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(notices.nothingDeleted)).toBeVisible();
    await expect(row.first()).toBeVisible();
    await row
      .first()
      .getByRole('button', { name: /^Delete the review/ })
      .click();
    dialog = page.getByRole('dialog', { name: /^Delete the review by/ });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Review deleted')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await rating(request, review.supplier.id)).count).toBe(before.count - 1);
  });

  await test.step('the supplier replies; the reply shows on the public profile', async () => {
    const own = await get<ReviewsResponse>(
      request,
      '/api/supplier/service-request-reviews',
      supplierLogin.access_token,
    );
    const mine = own.data.find((r) => !r.reply);
    expect(mine, 'a demo review of the supplier login without a reply').toBeTruthy();
    const text = `Thank you for having us, it was a pleasure (${Date.now().toString(36)}).`;
    await signInWithToken(page, supplierLogin.access_token, '/supplier-dashboard/profile');
    const article = page.getByRole('article').filter({ hasText: mine!.message.slice(0, 40) });
    await article.getByRole('button', { name: 'Reply' }).click();
    await article.getByLabel('Your public reply').fill(text);
    await shot(page, 'supplier-review-reply');
    await article.getByRole('button', { name: 'Post reply' }).click();
    await expect(page.getByText('Reply posted')).toBeVisible();
    await expect(article.getByText(text)).toBeVisible();
    await page.goto(`/directory/profile/${supplierLogin.user.id}`);
    await expect(page.getByText(text)).toBeVisible();
    await page.getByText(text).scrollIntoViewIfNeeded();
    await shot(page, 'supplier-profile-review-reply');
  });
});
