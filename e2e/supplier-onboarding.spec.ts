import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { errors } from '@marquee/contracts/messages';
import { onboardingTexts } from '@marquee/contracts/supplier-onboarding';
import { apiLogin, demo, expect, shot, signInWithToken, test, uniqueEmail } from './fixtures';

/** A real photo-sized PNG (the server decodes and re-encodes every image, so it must be a true one). */
const png = (r: number, g: number, b: number, width = 1200, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A minimal one-page PDF: the server recognises documents by their content (%PDF). */
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a new supplier registers, completes the profile, waits for approval, is approved and sees the profile', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('supplier');
  const password = 'marquee-2026';
  const company = `Canvas & Co ${Date.now() % 100000}`;

  // Step 1: Account information, with the trial promo code on the screen.
  await page.goto('/supplier-registration');
  await expect(page.getByText(onboardingTexts.trialPromo)).toBeVisible();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm password/).fill(password);
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await shot(page, 'supplier-registration-1-account');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Contact information (the account is created here).
  await expect(page.getByRole('form', { name: 'Contact information' })).toBeVisible();
  await page.getByLabel(/^Name & Surname/).fill('Sam Carter');
  await page.getByLabel(/^Phone/).fill('07911 123456');
  await page.getByLabel(/^Company name/).fill(company);
  await page.getByLabel(/^Position/).fill('Owner');
  await page.getByLabel(/^Website/).fill('canvas-and-co.example');
  await shot(page, 'supplier-registration-2-contact');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: Services & location.
  await expect(page.getByRole('form', { name: 'Services & location' })).toBeVisible();
  // Typed key by key: the suggestions list loads just after the page, and a list opens on typing.
  const services = page.getByRole('textbox', { name: 'Products & services' });
  await services.click();
  await services.pressSequentially('Marquee', { delay: 60 });
  await page.getByRole('option').first().click();
  await expect(page.getByRole('list', { name: 'Chosen services' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Location' }).click();
  await page.getByRole('textbox', { name: 'Location' }).pressSequentially('Manch', { delay: 60 });
  await page.getByRole('option', { name: 'Manchester, England' }).click();
  await page.getByRole('radio', { name: '+50 miles' }).check();
  await shot(page, 'supplier-registration-3-services');
  await page.getByRole('button', { name: 'Next' }).click();

  // Complete profile: logo, cover, texts and a typed PDF.
  await expect(page).toHaveURL(/\/supplier-registration\/profile-setup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete profile' })).toBeVisible();
  const files = page.locator('input[type=file]');
  await files
    .nth(0)
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(30, 60, 110, 400, 400) });
  await files
    .nth(1)
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(220, 120, 90) });
  await files.nth(2).setInputFiles([
    { name: 'work-1.png', mimeType: 'image/png', buffer: await png(120, 160, 90, 800, 600) },
    { name: 'work-2.png', mimeType: 'image/png', buffer: await png(90, 120, 170, 800, 600) },
  ]);
  await files.nth(3).setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page
    .getByLabel(/^Summary/)
    .fill('Marquees and stretch tents for weddings and festivals across the North West.');
  await page.getByLabel(/^Response template/).fill('Thank you for your request! Here is our quote.');
  await page.getByLabel(/^Past events/).fill('Summer gala, Tatton Park\nWedding at Capesthorne Hall');
  await page.getByRole('combobox', { name: 'Document type of insurance.pdf' }).click();
  await page.getByRole('option', { name: 'Public liability insurance' }).click();
  await page.getByLabel('Expiry date of insurance.pdf').fill('2027-03-31');
  await shot(page, 'supplier-registration-4-profile-setup');
  await page.getByRole('button', { name: 'Preview' }).click();

  // Preview, then Save & Finish and the 24-hour modal.
  await expect(page).toHaveURL(/\/supplier-registration\/profile-preview$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: company, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /insurance\.pdf/ })).toBeVisible();
  await shot(page, 'supplier-registration-5-preview');
  await page.getByRole('button', { name: 'Save & Finish' }).first().click();
  const modal = page.getByRole('dialog', { name: onboardingTexts.submittedTitle });
  await expect(modal.getByText(onboardingTexts.submittedBody)).toBeVisible();
  await shot(page, 'supplier-registration-6-submitted');
  await modal.getByRole('button', { name: onboardingTexts.backToHome }).click();
  await expect(page).toHaveURL(/\/$/);

  // Under review: sign-in is refused with the spec's text.
  await logIn(page, email, password);
  await expect(page.getByText(errors.supplierUnderReview)).toBeVisible();

  // An administrator finds the supplier waiting for approval, verifies the document and approves.
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  await signInWithToken(page, admin.access_token, '/admin-login/suppliers/approval');
  await page.getByLabel('Search by name or id').fill(company);
  await page.getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(/\/admin-login\/suppliers\/profile\?id=\d+$/);
  await page.getByRole('button', { name: 'Verify insurance.pdf' }).click();
  await expect(page.getByText('Verified: Public liability insurance, valid to 03.2027')).toBeVisible();
  await shot(page, 'supplier-onboarding-admin-profile');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Accepted', { exact: true }).last()).toBeVisible();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  // Approved: the supplier signs in and sees the profile with its verified badge.
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/supplier-dashboard/);
  await page.goto('/supplier-dashboard/profile');
  await expect(page.getByRole('heading', { name: company, exact: true })).toBeVisible();
  await expect(page.getByText('Verified: Public liability insurance, valid to 03.2027')).toBeVisible();
  await shot(page, 'supplier-onboarding-dashboard-profile');
});
