import type { APIRequestContext, Page } from '@playwright/test';
import type { LoginTokenResponse } from '@marquee/contracts/auth';
import { notices } from '@marquee/contracts/messages';
import { offerTexts } from '@marquee/contracts/offers';
import type { CreateRequestResponse } from '@marquee/contracts/requests';
import { emailConfirmationTexts, toastTexts } from '@marquee/contracts/toasts';
import {
  acceptCookies,
  emailedLink,
  expect,
  logOutViaMenu,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
  uniqueEmail,
} from './fixtures';
import { LEEDS, answeredRequest, approvedSupplier, auth, inDays, serviceNamed } from './suppliers';

/*
 * Actions that used to happen in silence (issue 21, docs/decisions/0059): each now says what it did, with Undo where
 * it can be undone, and the Undo really calls the API's inverse. Confirming the e-mail shows spec 2.4's alert for
 * the requests it sent on; the held alert offers to resend the link and to correct the address.
 */

/** The toast saying `text` (Mantine renders each toast as an alert). */
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A Leeds request of the organiser for `serviceId`; answers the create call's data. */
async function requestFor(request: APIRequestContext, token: string, serviceId: number, message: string) {
  const res = await request.post('/api/organiser/service-requests', {
    headers: auth(token),
    data: {
      service_id: serviceId,
      ...LEEDS,
      date_from: inDays(60),
      date_until: inDays(60),
      date_offers_until: inDays(20),
      message,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as CreateRequestResponse).data;
}

/** Confirms the organiser's e-mail through the link it was sent (as the browser's landing would). */
async function confirmByApi(request: APIRequestContext, email: string) {
  const link = new URL(await emailedLink(request, email, '/login-token', 30_000), 'http://x');
  const res = await request.post('/api/auth/login-token', {
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('actions that say what they did (issue 21)', () => {
  test.setTimeout(300_000);

  test('a held request: correct the address, confirm it, and the spec 2.4 alert names the suppliers it reached', async ({
    page,
    request,
  }) => {
    const run = Date.now() % 100_000;
    const service = await serviceNamed(request, 'Marquee');
    await approvedSupplier(request, service.value, `Leeds Canvas ${run}`);
    const organiser = await registerOrganiser(request);
    const held = await requestFor(
      request,
      organiser.access_token,
      service.value,
      'A summer garden party for 90 guests; a marquee with flooring.',
    );
    expect(held.is_held).toBe(true);
    const corrected = uniqueEmail('corrected');

    await test.step('the held alert stays after a reload, with resend and correct-the-address', async () => {
      await signInWithToken(page, organiser.access_token, '/organiser-dashboard/requests/active');
      await acceptCookies(page);
      const alert = page.getByTestId('request-submitted');
      await expect(alert).toContainText('Confirm your e-mail to send your request');
      await expect(alert).toContainText(organiser.details.email);
      await alert.getByRole('button', { name: emailConfirmationTexts.resend }).click();
      await expect(alert.getByRole('status')).toHaveText('A new link is on its way.');
      await alert.getByRole('button', { name: emailConfirmationTexts.correct }).click();
      const field = alert.getByRole('textbox', { name: emailConfirmationTexts.newEmailLabel });
      await expect(field).toHaveValue(organiser.details.email);
      await shot(page, 'feedback-held-change-email');
      await field.fill(corrected);
      await alert.getByRole('button', { name: emailConfirmationTexts.save }).click();
      await expect(toast(page, toastTexts.emailChanged(corrected))).toBeVisible();
      await expect(alert).toContainText(corrected);
      await shot(page, 'feedback-held-email-changed');
    });

    await test.step('the link sent to the corrected address confirms it and shows where the request went', async () => {
      const landing = page.waitForResponse((r) => r.url().endsWith('/api/auth/login-token'));
      await page.goto(await emailedLink(request, corrected, '/login-token', 30_000));
      const answer = (await (await landing).json()) as LoginTokenResponse;
      expect(answer.email_confirmed).toBe(true);
      const [released] = answer.released_requests;
      expect(released).toMatchObject({ id: held.service_requests[0]!.id, location: LEEDS.location });
      expect(released!.suppliers_count).toBeGreaterThan(0);
      await expect(page).toHaveURL('/organiser-dashboard/requests/active');
      await expect(toast(page, toastTexts.emailConfirmed)).toBeVisible();
      const alert = page.getByTestId('request-submitted');
      await expect(alert).toContainText(
        notices.requestSubmitted(released!.service, released!.suppliers_count, LEEDS.location),
      );
      await expect(page.getByTestId('request-card')).not.toContainText('Waiting for e-mail confirmation');
      await shot(page, 'feedback-confirmed-alert');
    });
  });

  test('archive with Undo, shortlist, Select Supplier and Close request say what they did', async ({
    page,
    request,
  }) => {
    const run = Date.now() % 100_000;
    const service = await serviceNamed(request, 'Marquee');
    const supplier = await approvedSupplier(request, service.value, `Pennine Marquees ${run}`);
    const organiser = await registerOrganiser(request);
    await confirmByApi(request, organiser.details.email);
    const { requestId, quoteId } = await answeredRequest(
      request,
      organiser.access_token,
      supplier.token,
      service.value,
    );

    await signInWithToken(page, organiser.access_token, '/organiser-dashboard/requests/active');
    await acceptCookies(page);
    const card = page.getByTestId('request-card').filter({ hasText: `#${requestId}-ds` });
    await card.getByRole('button', { name: 'View quotes' }).click();
    const quote = card.getByTestId('quote').filter({ hasText: supplier.company });

    await test.step('shortlist', async () => {
      await quote.getByRole('button', { name: `Shortlist: ${supplier.company}` }).click();
      await expect(toast(page, toastTexts.shortlisted(supplier.company))).toBeVisible();
    });

    await test.step('archive, then Undo puts the quote back, shortlisted as it was', async () => {
      await quote.getByRole('button', { name: `Archive: ${supplier.company}` }).click();
      const archived = toast(page, toastTexts.quoteArchived(supplier.company));
      await expect(archived).toBeVisible();
      await expect(card.getByRole('button', { name: 'Archived (1)' })).toBeVisible();
      // Hovering holds the toast while the pictures are taken.
      await archived.hover();
      await shot(page, 'feedback-quote-archived');
      const undo = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().includes('/service-request-quotes/'),
      );
      await archived.getByRole('button', { name: toastTexts.undo }).click();
      expect((await undo).request().postDataJSON()).toEqual({ is_archived: false, is_shortlisted: true });
      await expect(toast(page, toastTexts.quoteRestored(supplier.company))).toBeVisible();
      await expect(card.getByRole('button', { name: /^Archived/ })).toHaveCount(0);
      await expect(
        quote.getByRole('button', { name: `Remove from shortlist: ${supplier.company}` }),
      ).toBeVisible();
      const flags = await request.get(`/api/organiser/service-request-quotes/${quoteId}`, {
        headers: auth(organiser.access_token),
      });
      expect((await flags.json()).data).toMatchObject({ is_archived: false, is_shortlisted: true });
    });

    await test.step('Select Supplier says the other suppliers are told', async () => {
      await card.getByRole('button', { name: 'Select Supplier' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select Supplier' });
      await dialog.getByRole('radio', { name: new RegExp(supplier.company) }).check();
      await dialog.getByRole('button', { name: 'Select Supplier' }).click();
      await expect(page).toHaveURL('/organiser-dashboard/requests/accepted');
      const selected = toast(page, toastTexts.supplierSelected(supplier.company));
      await expect(selected).toBeVisible();
      await selected.hover();
      await shot(page, 'feedback-supplier-selected');
    });

    await test.step('Close request says where it went', async () => {
      const accepted = page.getByTestId('request-card').filter({ hasText: `#${requestId}-ds` });
      await accepted.getByRole('button', { name: 'Close request' }).click();
      const dialog = page.getByRole('dialog', { name: 'Close request' });
      await dialog.getByRole('button', { name: 'Close request' }).click();
      await expect(page).toHaveURL('/organiser-dashboard/requests/finished');
      await expect(toast(page, toastTexts.requestClosed(`${requestId}-ds`))).toBeVisible();
    });
  });

  test("the supplier's 'I'm not interested' with Undo, then 'You have been logged out'", async ({
    page,
    request,
  }) => {
    const run = Date.now() % 100_000;
    const service = await serviceNamed(request, 'Marquee');
    const supplier = await approvedSupplier(request, service.value, `Dales Tents ${run}`);
    const organiser = await registerOrganiser(request);
    await confirmByApi(request, organiser.details.email);
    const created = await requestFor(
      request,
      organiser.access_token,
      service.value,
      'A village fete for 200 people; a marquee for the tea tent.',
    );
    const id = created.service_requests[0]!.id;

    await signInWithToken(page, supplier.token, '/supplier-dashboard/offers');
    await acceptCookies(page);
    await page.getByRole('textbox', { name: 'Search by request id' }).fill(`${id}-ds`);
    const offer = page.getByTestId('offer-card').filter({ hasText: `#${id}-ds` });
    await expect(offer).toBeVisible();

    await test.step("I'm not interested, and Undo brings the request back", async () => {
      await offer.getByRole('button', { name: offerTexts.notInterested }).click();
      const declined = toast(page, toastTexts.offerDeclined(`${id}-ds`));
      await expect(declined).toBeVisible();
      await expect(offer).toHaveCount(0);
      await declined.hover();
      await shot(page, 'feedback-offer-declined');
      const undo = page.waitForResponse(
        (r) => r.request().method() === 'PATCH' && r.url().includes('/service-request-notifies/'),
      );
      await declined.getByRole('button', { name: toastTexts.undo }).click();
      expect((await undo).request().postDataJSON()).toEqual({ is_ignore: false });
      await expect(toast(page, toastTexts.offerRestored(`${id}-ds`))).toBeVisible();
      await expect(offer).toBeVisible();
      // The server has it back among the requests: a fresh page finds it there.
      await page.reload();
      await page.getByRole('textbox', { name: 'Search by request id' }).fill(`${id}-ds`);
      await expect(offer.getByRole('button', { name: offerTexts.notInterested })).toBeVisible();
    });

    await test.step('logging out says so on the page it lands on', async () => {
      await logOutViaMenu(page);
      const loggedOut = toast(page, toastTexts.loggedOut);
      await expect(loggedOut).toBeVisible();
      await loggedOut.hover();
      await shot(page, 'feedback-logged-out');
    });
  });
});
