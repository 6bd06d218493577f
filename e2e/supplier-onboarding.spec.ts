import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { SessionResponse } from '@marquee/contracts/auth';
import { errors, notices, validation } from '@marquee/contracts/messages';
import { onboardingTexts } from '@marquee/contracts/supplier-onboarding';
import {
  acceptCookies,
  apiLogin,
  demo,
  emailedLink,
  expect,
  forgetSession,
  logOutViaMenu,
  readOutbox,
  shot,
  signInWithToken,
  test,
  uniqueEmail,
} from './fixtures';
import { pickDay } from './calendar';

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

/** The administrators' approval list, then the supplier's profile there (spec 2.6). */
async function openInApprovalList(page: Page, request: APIRequestContext, company: string) {
  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  await signInWithToken(page, admin.access_token, '/admin-login/suppliers/approval');
  await page.getByLabel('Search by name or id').fill(company);
  await expect(page.getByRole('link', { name: company })).toBeVisible();
  return async () => {
    await page.getByRole('link', { name: company }).click();
    await expect(page).toHaveURL(/\/admin-login\/suppliers\/profile\?id=\d+$/);
  };
}

const badge = 'Verified: Public liability insurance, valid to 03.2027';

test('a new supplier registers, leaves and resumes, waits for approval, is approved by e-mail and manages the profile', async ({
  page,
  request,
}) => {
  // Twenty-odd screens at two widths with axe each, on a machine shared with the other journeys.
  test.setTimeout(480_000);
  const email = uniqueEmail('supplier');
  const password = 'marquee-2026';
  const newPassword = 'big-top-2027';
  const company = `Canvas & Co ${Date.now() % 100000}`;

  await test.step('step 1: Account information, with the trial promo code', async () => {
    await page.goto('/supplier-registration');
    await expect(page.getByText(onboardingTexts.trialPromo)).toBeVisible();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm password/).fill(password);
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await shot(page, 'supplier-registration-1-account');
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('step 2: Contact information (the account is created here)', async () => {
    await expect(page.getByRole('form', { name: 'Contact information' })).toBeVisible();
    await page.getByLabel(/^Name & Surname/).fill('Sam Carter');
    await page.getByLabel(/^Phone/).fill('07911 123456');
    await page.getByLabel(/^Company name/).fill(company);
    await page.getByLabel(/^Position/).fill('Owner');
    await page.getByLabel(/^Website/).fill('canvas-and-co.example');
    await shot(page, 'supplier-registration-2-contact');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('form', { name: 'Services & location' })).toBeVisible();
  });

  await test.step('leave after step 2, log in later and resume at step 3 with what was entered', async () => {
    await logOutViaMenu(page);
    await logIn(page, email, password);
    await expect(page).toHaveURL(/\/supplier-registration$/);
    await expect(page.getByRole('form', { name: 'Services & location' })).toBeVisible();
    await shot(page, 'supplier-registration-3-resumed');
    // Step 2's answers are kept on the server: Back shows them.
    await page.getByRole('button', { name: 'Back' }).click();
    const contact = page.getByRole('form', { name: 'Contact information' });
    await expect(contact.getByLabel(/^Name & Surname/)).toHaveValue('Sam Carter');
    await expect(contact.getByLabel(/^Company name/)).toHaveValue(company);
    await expect(contact.getByLabel(/^Position/)).toHaveValue('Owner');
    await expect(contact.getByLabel(/^Phone/)).toHaveValue('+447911123456');
    await shot(page, 'supplier-registration-2-contact-resumed');
    await contact.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('step 3: Services & location', async () => {
    await expect(page.getByRole('form', { name: 'Services & location' })).toBeVisible();
    // Typed key by key: the suggestions list loads just after the page, and a list opens on typing.
    const services = page.getByRole('textbox', { name: 'Products & services' });
    await services.click();
    await services.pressSequentially('Marquee', { delay: 60 });
    await page.getByRole('option').first().click();
    await expect(page.getByRole('list', { name: 'Chosen services' }).getByRole('listitem')).toHaveCount(1);
    // The plan notice of spec 5, green while the services fit the new account's free plan.
    await expect(
      page.getByRole('status').filter({ hasText: /^This plan allows you to choose/ }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Location' }).click();
    await page.getByRole('textbox', { name: 'Location' }).pressSequentially('Manch', { delay: 60 });
    await page.getByRole('option', { name: 'Manchester, England' }).click();
    await page.getByRole('radio', { name: '+50 miles' }).check();
    await shot(page, 'supplier-registration-3-services');
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('Complete profile: logo, cover, work pictures, texts and a typed PDF', async () => {
    await expect(page).toHaveURL(/\/supplier-registration\/profile-setup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete profile' })).toBeVisible();
    // The optional 'Choose a plan': the free plan stays unless a paid one is ordered.
    await expect(page.getByRole('region', { name: 'Your plan' })).toContainText('You are on the');
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
      { name: 'work-3.png', mimeType: 'image/png', buffer: await png(170, 90, 120, 800, 600) },
    ]);
    await files.nth(3).setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page
      .getByLabel(/^Summary/)
      .fill('Marquees and stretch tents for weddings and festivals across the North West.');
    await page.getByLabel(/^Response template/).fill('Thank you for your request! Here is our quote.');
    await page.getByLabel(/^Past events/).fill('Summer gala, Tatton Park\nWedding at Capesthorne Hall');
    await page
      .getByLabel(/^Sustainability policy/)
      .fill('Reusable flooring and LED lighting at every event.');
    await page.getByRole('combobox', { name: 'Document type of insurance.pdf' }).click();
    await page.getByRole('option', { name: 'Public liability insurance' }).click();
    // The UK date picker of every other date (issue 21), not a native mm/dd/yyyy input.
    await page.getByRole('button', { name: 'Expiry date of insurance.pdf', exact: true }).click();
    await pickDay(page, '31 March 2027');
    await expect(page.getByRole('button', { name: 'Expiry date of insurance.pdf', exact: true })).toHaveText(
      '31/03/2027',
    );
    await shot(page, 'supplier-registration-4-profile-setup');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
  });

  await test.step('Preview, Save & Finish and the 24-hour modal', async () => {
    await expect(page).toHaveURL(/\/supplier-registration\/profile-preview$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: company, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /insurance\.pdf/ })).toBeVisible();
    // The preview is as wide as a profile page: the contact box sits beside the profile at 1440 px.
    const about = await page.getByRole('heading', { name: `About ${company}` }).boundingBox();
    const contactBox = await page.getByRole('heading', { name: `Contact ${company}` }).boundingBox();
    expect(contactBox!.x - about!.x).toBeGreaterThan(600);
    await shot(page, 'supplier-registration-5-preview');
    await page.getByRole('button', { name: 'Save & Finish' }).first().click();
    const modal = page.getByRole('dialog', { name: onboardingTexts.submittedTitle });
    await expect(modal.getByText(onboardingTexts.submittedBody)).toBeVisible();
    await shot(page, 'supplier-registration-6-submitted');
    await modal.getByRole('button', { name: onboardingTexts.backToHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await acceptCookies(page);
  });

  await test.step('under review: sign-in is refused with the spec text', async () => {
    await logIn(page, email, password);
    await expect(page.getByText(errors.supplierUnderReview)).toBeVisible();
    await shot(page, 'supplier-login-under-review');
  });

  await test.step('an administrator verifies the document and approves', async () => {
    const open = await openInApprovalList(page, request, company);
    await shot(page, 'supplier-onboarding-admin-approval-list');
    await open();
    await page.getByRole('button', { name: 'Verify insurance.pdf' }).click();
    await expect(page.getByText(badge)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'supplier-onboarding-admin-profile');
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Accepted', { exact: true }).last()).toBeVisible();
    await forgetSession(page);
  });

  await test.step("the approval e-mail's link signs the supplier in to the dashboard", async () => {
    // E-mail goes out as a background job: wait for it rather than expect it at once.
    const link = await emailedLink(request, email, '/login-token', 30_000);
    expect(link).toContain('to=dashboard');
    await page.goto(link);
    await expect(page).toHaveURL(/\/supplier-dashboard$/);
    await acceptCookies(page);
  });

  await test.step('My profile, as the public sees it, with the verified badge', async () => {
    await page.goto('/supplier-dashboard/profile');
    await expect(page.getByRole('heading', { name: company, exact: true })).toBeVisible();
    await expect(page.getByText(badge)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Clients reviews' })).toBeVisible();
    await shot(page, 'supplier-onboarding-dashboard-profile');
    // 'Examples of our work' is a slider at 768 px or narrower, a grid above (spec 2.5).
    const work = page.getByRole('region', { name: 'Examples of our work' });
    await page.setViewportSize({ width: 768, height: 900 });
    const previous = work.getByRole('button', { name: 'Previous picture' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await work.getByRole('button', { name: 'Next picture' }).click();
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(work.getByRole('button', { name: 'Next picture' })).toHaveCount(0);
    await expect(work.getByRole('listitem')).toHaveCount(3);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  await test.step('profile-edit: Profile settings saved, then the preview and Save', async () => {
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/supplier-dashboard\/profile-edit$/);
    await expect(page.getByRole('tab', { name: 'Profile settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page
      .getByLabel(/^Summary/)
      .fill('Marquees, stretch tents and furniture for weddings and festivals.');
    await shot(page, 'supplier-dashboard-profile-edit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(notices.saved, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/supplier-dashboard\/profile-preview$/, { timeout: 30_000 });
    await expect(
      page.getByText('Marquees, stretch tents and furniture for weddings and festivals.'),
    ).toBeVisible();
    await shot(page, 'supplier-dashboard-profile-preview');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/supplier-dashboard\/profile$/);
  });

  await test.step('profile-edit: Services & Location saved', async () => {
    await page.goto('/supplier-dashboard/profile-edit');
    await page.getByRole('tab', { name: 'Services & Location' }).click();
    await expect(page).toHaveURL(/\/supplier-dashboard\/profile-edit\/services$/);
    await expect(page.getByRole('list', { name: 'Chosen services' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('radio', { name: '+50 miles' })).toBeChecked();
    await page.getByRole('radio', { name: '+100 miles' }).check();
    await shot(page, 'supplier-dashboard-profile-edit-services');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(notices.saved, { exact: true }).first()).toBeVisible();
    await page.goto('/supplier-dashboard/profile');
    await expect(page.getByText(/Covers up to 100 miles/)).toBeVisible();
  });

  await test.step("settings: contact details with 'Saving' and 'Saved', then the password", async () => {
    await page.goto('/supplier-dashboard/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    const contact = page.getByRole('form', { name: 'Contact details' });
    // The bare domain typed at sign-up was stored as an https:// address (decision 0049).
    await expect(contact.getByLabel(/^Website/)).toHaveValue('https://canvas-and-co.example');
    // Spec 5: website and display e-mail are required here.
    await contact.getByLabel(/^Display email/).fill('');
    await contact.getByRole('button', { name: 'Save changes' }).click();
    await expect(contact.getByText(validation.displayEmailRequired)).toBeVisible();
    await shot(page, 'supplier-settings-invalid');
    await contact.getByLabel(/^Display email/).fill('hello@canvas-and-co.example');
    await contact.getByLabel(/^Position/).fill('Managing Director');
    // The answer is held back a moment so the 'Saving' toast can be seen; the server still answers it.
    await page.route('**/api/auth/me', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await contact.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(notices.saving, { exact: true })).toBeVisible();
    await expect(page.getByText(notices.saved, { exact: true })).toBeVisible();
    await page.unroute('**/api/auth/me');
    await shot(page, 'supplier-settings');

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill(password);
    await form.getByLabel(/^New password/).fill(newPassword);
    await form.getByLabel(/^Confirm new password/).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText(notices.passwordChanged);
    await modal.getByRole('button', { name: 'OK' }).click();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Contact details' }).getByLabel(/^Position/)).toHaveValue(
      'Managing Director',
    );
  });

  await test.step('the directory lists the profile with its verified badge', async () => {
    // The new password signs in; the old one no longer does.
    const session = await apiLogin(request, email, newPassword);
    const old = await request.post('/api/auth/login', { data: { email, password } });
    expect(old.status()).toBe(422);
    await page.goto(`/directory/search/?name=${encodeURIComponent(company)}`);
    const listing = page.getByRole('article', { name: company });
    await expect(listing).toBeVisible();
    await expect(listing.getByText(badge)).toBeVisible();
    await shot(page, 'supplier-onboarding-directory-listing');
    await page.goto(`/directory/profile/${session.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByText(badge)).toBeVisible();
    await expect(page.getByRole('link', { name: /insurance\.pdf/ })).toBeVisible();
    await shot(page, 'supplier-onboarding-directory-profile');
  });
});

/** A supplier who has pressed Save & Finish, made through the API (the browser journey above does it by hand). */
async function submittedSupplier(request: APIRequestContext, email: string, company: string) {
  const services = await request.get('/api/services', { params: { search: 'Marquee', limit: '1' } });
  const [service] = ((await services.json()) as { data: { value: number }[] }).data;
  const res = await request.post('/api/auth/registration', {
    data: {
      email,
      password: 'marquee-2026',
      confirmPassword: 'marquee-2026',
      name: 'Robin Hale',
      phone: '07911 123456',
      company_name: company,
      position_in_company: 'Owner',
      website: 'hale-tents.example',
      services: [service!.value],
      location: 'Leeds, England',
      nearby: 25,
      latitude: 53.7965,
      longitude: -1.5478,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { access_token: token } = (await res.json()) as SessionResponse;
  const headers = { Authorization: `Bearer ${token}` };
  const profile = await request.post('/api/profile', {
    headers,
    multipart: {
      summary: 'Tents for village fetes.',
      response_template: 'Thanks, we will be in touch.',
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: await png(60, 140, 90) },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const submit = await request.post('/api/supplier/onboarding/submit', { headers });
  expect(submit.status(), await submit.text()).toBe(200);
}

test('an administrator rejects a supplier with a reason; the supplier sees the rejection text', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('rejected');
  const company = `Hale Tents ${Date.now() % 100000}`;
  const reason = 'Your cover image shows another company’s logo; please upload a photo of your own marquees.';
  expect(reason.length).toBeGreaterThanOrEqual(50);
  await submittedSupplier(request, email, company);

  await test.step('the administrator rejects with a reason of 50 characters or more', async () => {
    const open = await openInApprovalList(page, request, company);
    await acceptCookies(page);
    await open();
    await page.getByRole('button', { name: 'Reject' }).click();
    const modal = page.getByRole('dialog', { name: 'Reject supplier' });
    await modal.getByLabel(/^Reason/).fill(reason.slice(0, 49));
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(modal.getByText(validation.rejectReasonMin)).toBeVisible();
    await shot(page, 'supplier-onboarding-admin-reject-modal');
    await modal.getByLabel(/^Reason/).fill(reason);
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText(reason)).toBeVisible();
    await shot(page, 'supplier-onboarding-admin-rejected');
    await forgetSession(page);
  });

  await test.step('the reason is e-mailed and sign-in shows the rejection text', async () => {
    await expect
      .poll(async () => (await readOutbox(request, email)).some((m) => m.text.includes(reason)), {
        message: `the rejection e-mail to ${email}`,
        timeout: 30_000,
      })
      .toBe(true);
    await logIn(page, email, 'marquee-2026');
    await expect(page.getByText(errors.supplierRejected)).toBeVisible();
    await shot(page, 'supplier-login-rejected');
  });
});
