import type { Locator, Page } from '@playwright/test';
import { sandboxNotice } from '@marquee/contracts/cards';
import { offerTexts } from '@marquee/contracts/offers';
import type { CreateRequestResponse } from '@marquee/contracts/requests';
import {
  acceptCookies,
  emailedLink,
  expect,
  forgetSession,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
} from './fixtures';
import { LEEDS, approvedSupplier, auth, inDays, serviceNamed } from './suppliers';

/**
 * Issue 21, 'The upgrade path must not sell a plan that does not solve the problem' (docs/decisions/0060): a free,
 * approved supplier who used the 3 free responses presses answer on a fourth request, meets the 402 with the same
 * figures as the free-tier banner and the plan that answers (Subscriber, £25 a month, not the cheaper Premium),
 * upgrades with the sandbox card (the payment step restating 'Pay £25 a month from …', no approval caveat), and
 * lands back on that request with the proposal open; the plans then say which answer requests, and what Trial means.
 */

const card = (page: Page, id: number) => page.getByTestId('offer-card').filter({ hasText: `#${id}-ds` });

/** The figures of a QuotaFigures list as 'term value' lines. */
const figures = (scope: Locator) =>
  scope
    .getByTestId('quota-figures')
    .locator('dt')
    .evaluateAll((terms) =>
      terms.map((t) => `${t.textContent?.replace(/:$/, '')} ${t.nextElementSibling?.textContent}`),
    );

test('a free supplier at the quota upgrades from the 402 to the plan that answers and lands back on the request', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const run = Date.now() % 100_000;
  // Not the Marquee hire of the other journeys, whose suppliers around Leeds would count these requests too.
  const service = await serviceNamed(request, 'Stretch Tent');
  const supplier = await approvedSupplier(request, service.value, `Tentmakers ${run}`);

  // A confirmed organiser (unconfirmed organisers' requests are held) sends 4 requests; the supplier answers 3.
  const organiser = await registerOrganiser(request);
  await page.goto(await emailedLink(request, organiser.details.email, '/login-token', 30_000));
  await expect(page).toHaveURL(/\/organiser-dashboard/);
  await acceptCookies(page);
  await forgetSession(page);
  const ids: number[] = [];
  for (const guests of [40, 80, 110, 140]) {
    const res = await request.post('/api/organiser/service-requests', {
      headers: auth(organiser.access_token),
      data: {
        service_id: service.value,
        ...LEEDS,
        date_from: inDays(70),
        date_until: inDays(70),
        date_offers_until: inDays(25),
        message: `A summer party for ${guests} guests; we need a stretch tent with a dance floor.`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as CreateRequestResponse).data.service_requests[0]!.id);
  }
  const last = ids.pop()!;
  for (const id of ids) {
    const res = await request.post('/api/supplier/service-request-quotes', {
      headers: auth(supplier.token),
      data: { service_request_id: id, message: 'We would be glad to put up a stretch tent for you.' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await test.step('answer meets the 402: the banner’s figures and the plan that answers, with its price', async () => {
    await signInWithToken(page, supplier.token, '/supplier-dashboard/offers/requests');
    const banner = page.getByTestId('free-tier-banner');
    await expect(banner).toContainText('Subscriber answers every request, for £25 a month.');
    // Requests of other journeys running at the same time may reach this supplier too: at least the 4 sent here.
    const shown = await figures(banner);
    expect(shown.slice(1)).toEqual(['Responses sent 3', 'Free responses used 3 of 3']);
    expect(Number(/^Requests received (\d+)$/.exec(shown[0]!)?.[1])).toBeGreaterThanOrEqual(4);
    await card(page, last).getByRole('button', { name: offerTexts.upgradeToRespond }).click();
    const modal = page.getByRole('dialog', { name: offerTexts.quotaTitle });
    await expect(modal.getByTestId('answering-plan')).toHaveText(
      'Subscriber answers every request, for £25 a month. After paying you come back to this request to send your proposal.',
    );
    // The 402's figures, and the banner behind it (read again) says the same.
    const inModal = await figures(modal);
    expect(inModal.slice(1)).toEqual(shown.slice(1));
    await expect.poll(() => figures(banner)).toEqual(inModal);
    await expect(modal).not.toContainText('Premium');
    await shot(page, 'upgrade-402');
  });

  await test.step('Upgrade opens the Subscriber payment at once; the payment step restates the amount', async () => {
    await page
      .getByRole('dialog', { name: offerTexts.quotaTitle })
      .getByRole('link', { name: offerTexts.upgrade })
      .click();
    await expect(page).toHaveURL(`/supplier-dashboard/subscriptions?suggest&request=${last}`);
    const summary = page.getByRole('dialog', { name: 'Order summary' });
    await expect(summary).toContainText('Subscriber');
    await expect(summary).toContainText('£25 / month');
    // An approved supplier is not told the charge waits for the approval.
    await expect(summary).toContainText('Prices include VAT.');
    await expect(summary).not.toContainText('approved');
    await shot(page, 'upgrade-summary');
    await summary.getByRole('button', { name: 'Continue to payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await expect(payment.getByTestId('payment-amount')).toHaveText(
      /^Pay £25 a month from \d\d\.\d\d\.\d{4}$/,
    );
    await expect(payment.getByText(sandboxNotice)).toBeVisible();
    await payment.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
    await payment
      .getByRole('textbox', { name: /Expiry/ })
      .fill(`12 / ${(new Date().getFullYear() + 3) % 100}`);
    await payment.getByRole('textbox', { name: /CVC/ }).fill('123');
    await shot(page, 'upgrade-payment');
    await payment.getByRole('button', { name: 'Save card and subscribe' }).click();
    const success = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(success.getByText(/^First payment on \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    await shot(page, 'upgrade-success');
  });

  await test.step('once paid, back on the request with the proposal open; the proposal goes', async () => {
    await page
      .getByRole('dialog', { name: 'Thank you!' })
      .getByRole('button', { name: `Answer request ${last}-ds` })
      .click();
    await expect(page).toHaveURL('/supplier-dashboard/offers/requests');
    const modal = page.getByRole('dialog', { name: `Respond to #${last}-ds` });
    const response = modal.getByRole('textbox', { name: /Your response/ });
    await expect(response).toHaveValue(/would love to help with your event/);
    await expect(page.getByTestId('free-tier-banner')).toHaveCount(0);
    await shot(page, 'upgrade-back-on-request');
    await response.fill('Tentmakers can put up a 15 x 20 m stretch tent with a sprung dance floor.');
    await modal.getByRole('button', { name: 'Send proposal' }).click();
    await expect(modal.getByText('Proposal sent')).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
    await expect(card(page, last)).toHaveCount(0);
  });

  await test.step('the plans say which answer requests, and what Trial means', async () => {
    await page.goto('/supplier-dashboard/subscriptions');
    await expect(
      page.getByRole('group', { name: 'Premium', exact: true }).getByTestId('plan-answers'),
    ).toHaveText('Does not answer requests beyond your free responses');
    await expect(
      page.getByRole('group', { name: 'Subscriber', exact: true }).getByTestId('plan-answers'),
    ).toHaveText('Answers every request');
    await expect(page.getByText(/^Trial: your plan works in full now/)).toBeVisible();
    await shot(page, 'upgrade-plans');
  });
});
