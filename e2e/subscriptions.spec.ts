import type { Locator, Page } from '@playwright/test';
import { billingTexts } from '@marquee/contracts/billing';
import { cardProviderMessages, cardTexts, sandboxNotice } from '@marquee/contracts/cards';
import { offerTexts } from '@marquee/contracts/offers';
import type { CreateRequestResponse } from '@marquee/contracts/requests';
import { TRIAL_PROMO_CODE } from '@marquee/contracts/supplier-onboarding';
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
 * Subscriptions and cards (issue 15): a fresh approved supplier who used the 3 free responses meets the 402,
 * follows Upgrade to the plans (the suggested one highlighted), subscribes with the six-month trial code and the
 * sandbox test card 4242 4242 4242 4242, sees 'First payment on …' and answers the request; then adds a second
 * card, makes it the default and deletes the first. Every step is photographed at 1440 and 375 px.
 */

const card = (page: Page, id: number) => page.getByTestId('offer-card').filter({ hasText: `#${id}-ds` });

async function typeCard(scope: Locator, number: string) {
  await expect(scope.getByText(sandboxNotice)).toBeVisible();
  await scope.getByRole('textbox', { name: /Card number/ }).fill(number);
  await scope.getByRole('textbox', { name: /Expiry/ }).fill(`12 / ${(new Date().getFullYear() + 3) % 100}`);
  await scope.getByRole('textbox', { name: /CVC/ }).fill('123');
}

test('a free supplier upgrades with a promo code and a sandbox card, answers, then manages the cards', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const run = Date.now() % 100_000;
  const service = await serviceNamed(request, 'Marquee');
  const supplier = await approvedSupplier(request, service.value, `Canopy Works ${run}`);

  // A confirmed organiser (unconfirmed organisers' requests are held) sends 4 requests; the supplier answers 3.
  const organiser = await registerOrganiser(request);
  await page.goto(await emailedLink(request, organiser.details.email, '/login-token', 30_000));
  await expect(page).toHaveURL(/\/organiser-dashboard/);
  await acceptCookies(page);
  await forgetSession(page);
  const ids: number[] = [];
  for (const guests of [60, 90, 120, 150]) {
    const res = await request.post('/api/organiser/service-requests', {
      headers: auth(organiser.access_token),
      data: {
        service_id: service.value,
        ...LEEDS,
        date_from: inDays(60),
        date_until: inDays(61),
        date_offers_until: inDays(20),
        message: `A garden party for ${guests} guests; we need a marquee with flooring and lighting.`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push(((await res.json()) as CreateRequestResponse).data.service_requests[0]!.id);
  }
  const last = ids.pop()!;
  for (const id of ids) {
    const res = await request.post('/api/supplier/service-request-quotes', {
      headers: auth(supplier.token),
      data: { service_request_id: id, message: 'We would be glad to put up a marquee for you.' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await test.step('the 402 modal leads to the plans, the upgrade suggested', async () => {
    await signInWithToken(page, supplier.token, '/supplier-dashboard/offers/requests');
    await card(page, last).getByRole('button', { name: offerTexts.upgradeToRespond }).click();
    await page
      .getByRole('dialog', { name: offerTexts.quotaTitle })
      .getByRole('link', { name: offerTexts.upgrade })
      .click();
    // Upgrade opens the payment of the plan that answers (decision 0060); cancelled, the plans are there.
    await expect(page).toHaveURL(`/supplier-dashboard/subscriptions?suggest&request=${last}`);
    const opened = page.getByRole('dialog', { name: 'Order summary' });
    await expect(opened).toContainText('Subscriber');
    await opened.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage subscriptions' })).toBeVisible();
    const suggested = page.getByRole('group', { name: 'Subscriber', exact: true });
    await expect(suggested.getByText('Suggested')).toBeVisible();
    await expect(suggested).toContainText('£25 / month');
    await expect(page.getByRole('group', { name: 'Free' })).toContainText('Current plan');
    await shot(page, 'subscriptions-suggest');
    await page.getByText(billingTexts.periodLabel.year, { exact: true }).click();
    await expect(suggested).toContainText('£25 / month');
    await expect(suggested).toContainText('£300 billed yearly');
    await page.getByText(billingTexts.periodLabel.month, { exact: true }).click();
  });

  await test.step('summary with the trial promo code, the sandbox card, then the first payment date', async () => {
    await page.getByRole('button', { name: 'Choose: Subscriber', exact: true }).click();
    const summary = page.getByRole('dialog', { name: 'Order summary' });
    await summary.getByRole('textbox', { name: 'Promo code' }).fill('NOT-A-CODE');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText(billingTexts.promoInvalid)).toBeVisible();
    await summary.getByRole('textbox', { name: 'Promo code' }).fill(TRIAL_PROMO_CODE);
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(
      summary.getByText(/^Success! Your promo code is valid\. The discount will end on/),
    ).toBeVisible();
    await expect(summary).toContainText('£0 / month for 6 months, then £25 / month');
    await shot(page, 'subscriptions-summary-promo');
    await summary.getByRole('button', { name: 'Continue to payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Payment' });
    await typeCard(payment, '4242 4242 4242 4242');
    await shot(page, 'subscriptions-payment');
    await payment.getByRole('button', { name: 'Save card and subscribe' }).click();
    const success = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(success.getByText(/^First payment on \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    await expect(success.getByRole('link', { name: 'Choose your services' })).toBeVisible();
    await shot(page, 'subscriptions-success');
    // Bought from the 402, the success leads back to the request with its proposal open (decision 0060).
    await success.getByRole('button', { name: `Answer request ${last}-ds` }).click();
    await expect(page.getByRole('dialog', { name: `Respond to #${last}-ds` })).toBeVisible();
    await page.goto('/supplier-dashboard/subscriptions');
    await expect(page.getByRole('heading', { level: 2, name: 'Subscriber' })).toBeVisible();
    await expect(page.getByText(/^First payment on \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Subscriber: current plan' })).toBeDisabled();
    await shot(page, 'subscriptions-current');
  });

  await test.step('the supplier answers the request that met the 402', async () => {
    await page.goto('/supplier-dashboard/offers/requests');
    await card(page, last).getByRole('button', { name: offerTexts.respond, exact: true }).click();
    const modal = page.getByRole('dialog', { name: `Respond to #${last}-ds` });
    await modal
      .getByRole('textbox', { name: /Your response/ })
      .fill('Canopy Works can put up a 9 x 15 m marquee with flooring and festoon lighting.');
    await modal.getByRole('button', { name: 'Send proposal' }).click();
    await expect(modal.getByText('Proposal sent')).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
  });

  await test.step('Payment methods: a second card, made the default, and the first deleted', async () => {
    await page.goto('/supplier-dashboard/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Saved cards' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards.getByRole('listitem', { name: 'Visa ending 4242' })).toContainText('Default');
    await page.getByRole('button', { name: 'Add new card' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add new card' });
    await typeCard(dialog, '5555 5555 5555 4444');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you!' })).toContainText('Mastercard ending 4444');
    await page.getByRole('dialog', { name: 'Thank you!' }).getByRole('button', { name: 'Done' }).click();
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Make Mastercard ending 4444 the default' }).click();
    await expect(cards.getByRole('listitem', { name: 'Mastercard ending 4444' })).toContainText('Default');
    await expect(cards.getByRole('listitem', { name: 'Visa ending 4242' })).not.toContainText('Default');
    await page.getByRole('button', { name: 'Delete Visa ending 4242' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Visa ending 4242?' });
    await shot(page, 'payments-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards.getByRole('listitem', { name: 'Mastercard ending 4444' })).toContainText('Default');
    await shot(page, 'payments');
  });

  await test.step('a declined test card, then one that asks for 3-D Secure', async () => {
    const cards = page.getByRole('list', { name: 'Saved cards' });
    await page.getByRole('button', { name: 'Add new card' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add new card' });
    await typeCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    await expect(dialog.getByText(cardTexts.paymentFailed)).toBeVisible();
    await expect(dialog.getByText(cardProviderMessages.card_declined)).toBeVisible();
    await shot(page, 'payments-card-declined');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Add new card' }).first().click();
    await typeCard(dialog, '4000 0025 0000 3155');
    await dialog.getByRole('button', { name: 'Save card' }).click();
    const secure = dialog.getByRole('group', { name: '3-D Secure authentication' });
    await expect(secure).toBeVisible();
    await shot(page, 'payments-3d-secure');
    await secure.getByRole('button', { name: 'Authenticate' }).click();
    await page.getByRole('dialog', { name: 'Thank you!' }).getByRole('button', { name: 'Done' }).click();
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await expect(cards.getByRole('listitem', { name: 'Visa ending 3155' })).toBeVisible();
  });
});
