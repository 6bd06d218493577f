/*
 * Admin › Content (issue 23; spec 2.6 content, 2.7 add/edit partner and testimonial, delete confirmation, 5, 7.7;
 * docs/decisions/0074): an administrator adds a partner with a logo and sees it in the home page's 'Endorsed by'
 * slider, adds a testimonial with an avatar and sees it in the reviews slider, edits it, and deletes the partner
 * after declining once ('Nothing was deleted!'). Every screen photographed at 1440 and 375 px with axe.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { contentTexts } from '@marquee/contracts/admin-content';
import { notices, validation } from '@marquee/contracts/messages';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test } from './fixtures';

const png = (r: number, g: number, b: number, width = 600, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const openContent = async (page: Page, tab: 'partners' | 'testimonials') => {
  await page.goto(`/admin-login/content/${tab}`);
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
};

test('an administrator adds, edits and deletes partners and testimonials', async ({ page, request }) => {
  test.setTimeout(240_000);
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  const suffix = Date.now().toString(36).slice(-5);
  const company = `Lanternfield ${suffix}`;
  const person = `Imogen Hartley ${suffix}`;

  await test.step('a partner: checked fields, then added with its logo', async () => {
    await signInWithToken(page, admin.access_token, '/admin-login/content');
    await acceptCookies(page);
    await expect(page.getByRole('tab', { name: 'Partners' })).toHaveAttribute('aria-selected', 'true');
    await shot(page, 'admin-content-partners');
    await page.getByRole('button', { name: 'Add partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add partner' });
    await dialog.getByRole('textbox', { name: /^Company name/ }).fill(company);
    await dialog.getByRole('textbox', { name: /^Website/ }).fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Add partner' }).click();
    await expect(dialog.getByText(validation.websiteValid)).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Website/ }).fill('lanternfield.example');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(200, 120, 40) });
    await expect(dialog.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await shot(page, 'admin-content-partner-modal');
    await dialog.getByRole('button', { name: 'Add partner' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(contentTexts.partnerAdded)).toBeVisible();
    await expect(page.getByRole('cell', { name: company, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'lanternfield.example' })).toBeVisible();
  });

  await test.step("the home page's 'Endorsed by' slider shows it on the next visit", async () => {
    await page.goto('/');
    const endorsed = page.locator('section[aria-labelledby="endorsed-by"]');
    await expect(endorsed.getByRole('img', { name: company, includeHidden: true }).first()).toBeAttached();
  });

  await test.step('a testimonial: every field required, then added with its avatar', async () => {
    await openContent(page, 'testimonials');
    await page.getByRole('button', { name: 'Add testimonial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add testimonial' });
    await dialog.getByRole('button', { name: 'Add testimonial' }).click();
    await expect(dialog.getByText(validation.nameRequired)).toBeVisible();
    await expect(dialog.getByText(contentTexts.avatarRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(person);
    await dialog.getByRole('textbox', { name: /^Role/ }).fill('Head of Events');
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('A marquee in a week');
    await dialog.getByRole('textbox', { name: /^Text/ }).fill('Four suppliers quoted within a day.');
    await dialog.getByRole('textbox', { name: /^Quote requests/ }).fill('9');
    const rating = dialog.locator('.mantine-Rating-root');
    const box = (await rating.boundingBox())!;
    await rating.click({ position: { x: box.width - 2, y: box.height / 2 } });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png(60, 90, 160, 400, 400) });
    await shot(page, 'admin-content-testimonial-modal');
    await dialog.getByRole('button', { name: 'Add testimonial' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(contentTexts.testimonialAdded)).toBeVisible();
    await expect(page.getByText(person)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' }).first()).toBeVisible();
  });

  await test.step('it shows in the reviews slider of the home page', async () => {
    await page.goto('/');
    const reviews = page.locator('section[aria-labelledby="reviews"]');
    await expect(reviews.getByText(person).first()).toBeAttached();
    await expect(reviews.getByText('A marquee in a week').first()).toBeAttached();
  });

  await test.step('the testimonial edited', async () => {
    await openContent(page, 'testimonials');
    await page.getByRole('button', { name: `Edit ${person}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${person}'s testimonial` });
    await dialog.getByRole('textbox', { name: /^Title/ }).fill('A marquee in five days');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(contentTexts.testimonialSaved)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'A marquee in five days', exact: true })).toBeVisible();
    await shot(page, 'admin-content-testimonials');
    await page.goto('/');
    await expect(
      page.locator('section[aria-labelledby="reviews"]').getByText('A marquee in five days').first(),
    ).toBeAttached();
  });

  await test.step('the partner deleted after declining once', async () => {
    await openContent(page, 'partners');
    await page.getByRole('button', { name: `Delete ${company}` }).click();
    let confirm = page.getByRole('dialog', { name: `Delete ${company}?` });
    await expect(confirm.getByText(notices.deleteForever)).toBeVisible();
    await shot(page, 'admin-content-delete');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText(notices.nothingDeleted)).toBeVisible();
    await expect(page.getByRole('cell', { name: company, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${company}` }).click();
    confirm = page.getByRole('dialog', { name: `Delete ${company}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(contentTexts.partnerDeleted)).toBeVisible();
    await expect(page.getByRole('cell', { name: company, exact: true })).toHaveCount(0);
    await page.goto('/');
    await expect(
      page.locator('section[aria-labelledby="endorsed-by"]').getByRole('img', { name: company }),
    ).toHaveCount(0);
  });

  await test.step('cleanup: the testimonial deleted too', async () => {
    await openContent(page, 'testimonials');
    await page.getByRole('button', { name: `Delete ${person}` }).click();
    await page
      .getByRole('dialog', { name: `Delete ${person}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(contentTexts.testimonialDeleted)).toBeVisible();
    await expect(page.getByText(person)).toHaveCount(0);
  });
});
