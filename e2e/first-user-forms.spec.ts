import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { SessionResponse } from '@marquee/contracts/auth';
import { validation } from '@marquee/contracts/messages';
import { pickDay } from './calendar';
import { acceptCookies, apiLogin, demo, expect, shot, signInWithToken, test, uniqueEmail } from './fixtures';
import { LEEDS, approvedSupplier, auth, serviceNamed } from './suppliers';

/*
 * Forms that refuse a first user's own data (issue 21): a one-day event chosen with one click in 'When'; buttons
 * that can be pressed and say what is missing (the request-a-quote contact step, the supplier's first step);
 * 'Promo code is a required field' on a promo box left empty; dates shown dd.MM.yyyy in the admin lists and a
 * document's expiry entered with the UK date picker. Every step is photographed at 1440 and 375 px.
 */

/** A day `days` from today (UK): the calendar's name for it, dd/mm/yyyy as entered and dd.mm.yyyy as shown. */
function day(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    label: d.toLocaleDateString('en-GB', {
      timeZone: 'Europe/London',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
    entered: `${part('day')}/${part('month')}/${part('year')}`,
    shown: `${part('day')}.${part('month')}.${part('year')}`,
  };
}

/** A supplier who registered around Leeds, set up the profile and pressed Save & Finish: waiting for approval. */
async function waitingSupplier(request: APIRequestContext, serviceId: number, company: string) {
  const res = await request.post('/api/auth/registration', {
    data: {
      email: uniqueEmail('supplier'),
      password: 'marquee-2026',
      confirmPassword: 'marquee-2026',
      name: 'Morgan Hale',
      phone: '0113 496 0123',
      company_name: company,
      position_in_company: 'Owner',
      website: 'waiting.example',
      services: [serviceId],
      nearby: 25,
      ...LEEDS,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const session = (await res.json()) as SessionResponse;
  const cover = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#6f2f4e' } })
    .png()
    .toBuffer();
  const profile = await request.post('/api/profile', {
    headers: auth(session.access_token),
    multipart: {
      summary: `${company} hires marquees around Leeds.`,
      response_template: 'Thank you for your enquiry.',
      cover: { name: 'cover.png', mimeType: 'image/png', buffer: cover },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const submit = await request.post('/api/supplier/onboarding/submit', {
    headers: auth(session.access_token),
  });
  expect(submit.status(), await submit.text()).toBe(200);
}

/** Picks a catalogue service in a 'Service' field by typing the start of its name. */
async function pickService(page: Page, label: string) {
  await page.getByRole('textbox', { name: 'Service', exact: true }).fill(label.slice(0, 7));
  await page
    .getByRole('option', { name: new RegExp(`^${label}`) })
    .first()
    .click();
}

test.describe('forms that take a first user’s own data', () => {
  test.setTimeout(240_000);

  test('a guest’s one-day event, and a contact step that says what is missing', async ({ page, request }) => {
    const service = await serviceNamed(request, 'Marquee');
    const event = day(40);
    const offers = day(20);

    await test.step("one day clicked in 'When' and the calendar left: a one-day event", async () => {
      await page.goto('/request-quote');
      await expect(page.getByRole('heading', { name: 'Tell Us About Your Event' })).toBeVisible();
      await pickService(page, service.label);
      await page.getByRole('textbox', { name: 'Location' }).fill('Manch');
      await page.getByRole('option', { name: 'Manchester, England' }).click();
      const when = page.getByRole('button', { name: 'When' });
      await when.click();
      await pickDay(page, event.label);
      // Clicking elsewhere closes the calendar with only the first day chosen.
      await page.getByRole('heading', { name: 'Tell Us About Your Event' }).click();
      await expect(page.getByRole('button', { name: 'Next month' })).toBeHidden();
      await expect(when).toHaveText(`${event.entered} - ${event.entered}`);
      await page.getByRole('button', { name: 'Offers until' }).click();
      await pickDay(page, offers.label);
      await page
        .getByRole('textbox', { name: 'Description' })
        .fill('A one-day garden party for 120 guests: a marquee with flooring, lighting and a small stage.');
      await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
      await shot(page, 'first-user-when-one-day');
      await page.getByRole('button', { name: 'Next: contact information' }).click();
      await expect(page.getByRole('heading', { name: 'Fill contact information' })).toBeVisible();
      await expect(page.getByText(validation.dateServiceRequired)).toHaveCount(0);
    });

    await test.step('the contact step can be pressed before the terms and shows the spec 5 texts', async () => {
      const submit = page.getByRole('button', { name: 'Request a Quote' });
      await expect(submit).toBeEnabled();
      await submit.click();
      for (const text of [
        validation.nameRequired,
        validation.emailValid,
        validation.phoneRequired,
        validation.positionRequired,
        validation.policyRequired,
      ])
        await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Name/ })).toBeFocused();
      await shot(page, 'first-user-request-quote-contact-errors');
    });

    await test.step('Back to your request keeps the one-day event', async () => {
      await page.getByRole('button', { name: 'Back to your request' }).first().click();
      await expect(page.getByRole('button', { name: 'When' })).toHaveText(
        `${event.entered} - ${event.entered}`,
      );
    });
  });

  test('the supplier’s first step can be pressed and says what is missing', async ({ page }) => {
    await page.goto('/supplier-registration');
    const next = page.getByRole('button', { name: 'Next' });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByText(validation.emailRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(validation.passwordMin, { exact: true })).toHaveCount(2);
    await expect(page.getByText(validation.policyRequired, { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Email/ })).toBeFocused();
    await shot(page, 'first-user-supplier-account-errors');
    // The organiser's Sign Up is gated by spec 5 and says why.
    await page.goto('/organiser-registration');
    await expect(page.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await expect(
      page.getByText('Accept the Terms and Conditions and the Privacy Policy to sign up.'),
    ).toBeVisible();
  });

  test('promo code, admin list dates and a document expiry, as a UK user writes them', async ({
    page,
    request,
  }) => {
    const run = Date.now() % 100_000;
    const service = await serviceNamed(request, 'Marquee');
    const supplier = await approvedSupplier(request, service.value, `Bell Tents ${run}`);

    await test.step("'Promo code is a required field' on a promo box touched and left empty", async () => {
      await signInWithToken(page, supplier.token, '/supplier-dashboard/subscriptions');
      await acceptCookies(page);
      await page.getByRole('button', { name: 'Choose: Subscriber', exact: true }).click();
      const summary = page.getByRole('dialog', { name: 'Order summary' });
      const promo = summary.getByRole('textbox', { name: 'Promo code' });
      await promo.click();
      await summary.getByText('Payment frequency').click();
      await expect(summary.getByText(validation.promoCodeRequired, { exact: true })).toBeVisible();
      await expect(summary.getByRole('button', { name: 'Apply' })).toBeDisabled();
      await shot(page, 'first-user-promo-required');
      await promo.fill('SIX');
      await expect(summary.getByText(validation.promoCodeRequired, { exact: true })).toHaveCount(0);
      await summary.getByRole('button', { name: 'Cancel' }).click();
    });

    await test.step("a document's expiry with the UK date picker, dd/mm/yyyy", async () => {
      await page.goto('/supplier-dashboard/profile-edit');
      await expect(page.getByRole('heading', { name: 'Documents and certificates' })).toBeVisible();
      await page.locator('input[type=file][accept*=".pdf"]').setInputFiles({
        name: 'licence.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF'),
      });
      const expiry = page.getByRole('button', { name: 'Expiry date of licence.pdf', exact: true });
      await expect(expiry).toHaveText('dd/mm/yyyy');
      await expect(page.locator('input[type=date]')).toHaveCount(0);
      const until = day(200);
      await expiry.click();
      await pickDay(page, until.label);
      await expect(expiry).toHaveText(until.entered);
      // A full-page picture taken scrolled down shows the sticky header halfway: take it from the top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'first-user-document-expiry');
    });

    await test.step('the admin approval list shows dd.MM.yyyy', async () => {
      const company = `Waiting Canvas ${run}`;
      await waitingSupplier(request, service.value, company);
      const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
      await signInWithToken(page, admin.access_token, '/admin-login/suppliers/approval');
      await page.getByRole('textbox', { name: 'Search by name or id' }).fill(company);
      const row = page.getByRole('listitem').filter({ hasText: company });
      await expect(row).toContainText(`Submitted ${day(0).shown}`);
      await shot(page, 'first-user-admin-approval-dates');
    });
  });
});
