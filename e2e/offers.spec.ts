import type { APIRequestContext, Page } from '@playwright/test';
import { validation } from '@marquee/contracts/messages';
import { offerTexts, type NotifyListResponse } from '@marquee/contracts/offers';
import type { CreateRequestResponse } from '@marquee/contracts/requests';
import {
  acceptCookies,
  emailedLink,
  expect,
  forgetSession,
  readOutbox,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
} from './fixtures';
import { LEEDS, approvedSupplier, auth, inDays, serviceNamed } from './suppliers';

/**
 * Supplier offers across roles (issue 13): an organiser's request reaches two approved suppliers, whose e-mailed
 * deep links open the tab holding it; a fresh free supplier answers it as their third free response and meets
 * the 402 modal on the next; the organiser opens the quote (NEW goes, the supplier sees 'viewed'), asks for a
 * call (Call Requested, then Called) and selects; the request is under accepted for one supplier and expired
 * for the other. Every tab and modal is photographed at 1440 and 375 px.
 */

/** The newest e-mailed link to `to` that opens the offer of request `id` (to=rfq_notify), once it arrives. */
async function rfqNotifyLink(request: APIRequestContext, to: string, id: number) {
  let found = '';
  await expect
    .poll(
      async () => {
        for (const email of await readOutbox(request, to)) {
          const link = email.links
            .map((l) => new URL(l))
            .find(
              (u) => u.searchParams.get('to') === 'rfq_notify' && u.searchParams.get('id') === String(id),
            );
          if (link) found = link.pathname + link.search;
          if (found) return true;
        }
        return false;
      },
      { message: `the e-mail to ${to} about request ${id}`, timeout: 30_000 },
    )
    .toBe(true);
  return found;
}

const card = (page: Page, id: number) => page.getByTestId('offer-card').filter({ hasText: `#${id}-ds` });

test('a request reaches two suppliers; one answers, meets the free quota, is called and selected; the other loses', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const run = Date.now() % 100_000;
  const service = await serviceNamed(request, 'Marquee');
  const winner = await approvedSupplier(request, service.value, `Canvas & Co ${run}`);
  const other = await approvedSupplier(request, service.value, `Big Top Hire ${run}`);

  // The organiser confirms the e-mail first: an unconfirmed organiser's requests are held (issue 12).
  const organiser = await registerOrganiser(request);
  await page.goto(await emailedLink(request, organiser.details.email, '/login-token', 30_000));
  await expect(page).toHaveURL(/\/organiser-dashboard/);
  await acceptCookies(page);
  await forgetSession(page);
  const organiserHeaders = auth(organiser.access_token);
  const createRequest = async (message: string) => {
    const res = await request.post('/api/organiser/service-requests', {
      headers: organiserHeaders,
      data: {
        service_id: service.value,
        ...LEEDS,
        date_from: inDays(60),
        date_until: inDays(61),
        date_offers_until: inDays(20),
        message,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { data } = (await res.json()) as CreateRequestResponse;
    expect(data.is_held).toBe(false);
    return data.service_requests[0]!.id;
  };
  // Three requests use up the fresh free supplier's allowance of 3; the fourth meets the 402.
  const fillers = [
    await createRequest('A summer fete on the village green for 300 people; a 9 x 12 m marquee.'),
    await createRequest('A charity ball for 150 guests with a dance floor under canvas.'),
  ];
  const main = await createRequest(
    'Our garden wedding for 120 guests: a clear-span marquee with lining, lighting and a dance floor.',
  );
  const last = await createRequest('A company summer party for 80 staff; we need a marquee with flooring.');

  const answer = async (token: string, id: number, message: string, price?: number) => {
    const res = await request.post('/api/supplier/service-request-quotes', {
      headers: auth(token),
      data: { service_request_id: id, message, price },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await answer(other.token, main, 'Big Top Hire can do a 12 x 18 m clear-span with a dance floor.', 4200);
  for (const id of fillers) await answer(winner.token, id, 'We would be glad to help with this event.');

  await test.step("the e-mail's deep link opens the requests tab, with the free-tier banner", async () => {
    await page.goto(await rfqNotifyLink(request, winner.email, main));
    await expect(page).toHaveURL('/supplier-dashboard/offers/requests');
    const offer = card(page, main);
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Leeds, England');
    await expect(offer).toContainText('Our garden wedding for 120 guests');
    await expect(offer).toContainText(/\d+ days( \d+ h)? left/);
    await expect(offer).toContainText('1 supplier has answered this request');
    await expect(page.getByTestId('free-tier-banner')).toContainText('Free responses used:2 of 3');
    await expect(page.getByRole('tab', { name: /New requests \(2\)/ })).toBeVisible();
    await shot(page, 'offers-requests');
  });

  await test.step('the proposal: prefilled, a response required, an optional price, then success', async () => {
    await card(page, main).getByRole('button', { name: offerTexts.respond }).click();
    const modal = page.getByRole('dialog', { name: `Respond to #${main}-ds` });
    const response = modal.getByRole('textbox', { name: /Your response/ });
    await expect(response).toHaveValue(/would love to help with your event/);
    await shot(page, 'offers-proposal');
    await response.fill('');
    await modal.getByRole('button', { name: 'Send proposal' }).click();
    await expect(modal.getByText(validation.responseRequired)).toBeVisible();
    await shot(page, 'offers-proposal-required');
    await response.fill(
      'Canvas & Co can supply a 12 x 24 m clear-span with ivory lining, festoon lighting and an oak dance floor.',
    );
    await modal.getByRole('textbox', { name: /Total price/ }).fill('3950');
    await modal.getByRole('button', { name: 'Send proposal' }).click();
    await expect(modal.getByText('Proposal sent')).toBeVisible();
    await shot(page, 'offers-proposal-sent');
    await modal.getByRole('button', { name: 'Done' }).click();
    // Closing after success removes the offer from the list (spec 4).
    await expect(card(page, main)).toHaveCount(0);
  });

  await test.step('the allowance used: Upgrade to respond, then the 402 modal with the counts', async () => {
    await expect(page.getByTestId('free-tier-banner')).toContainText('Free responses used:3 of 3');
    const offer = card(page, last);
    await expect(offer.getByRole('button', { name: offerTexts.respond, exact: true })).toHaveCount(0);
    await offer.getByRole('button', { name: offerTexts.upgradeToRespond }).click();
    const modal = page.getByRole('dialog', { name: offerTexts.quotaTitle });
    // The same figures as the banner (decision 0060), and Upgrade opens the plan that answers, then this request.
    await expect(modal.getByTestId('quota-exhausted')).toContainText('Requests received4');
    await expect(modal.getByTestId('quota-exhausted')).toContainText('Responses sent3');
    await expect(modal.getByTestId('quota-exhausted')).toContainText('Free responses used3 of 3');
    await expect(modal.getByRole('link', { name: offerTexts.upgrade })).toHaveAttribute(
      'href',
      new RegExp(`^/supplier-dashboard/subscriptions\\?suggest&plan=\\d+&request=${last}$`),
    );
    await shot(page, 'offers-quota-exhausted');
    await modal.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('live quotes: the proposal sent, not viewed yet, two suppliers answered', async () => {
    await page.getByRole('tab', { name: /Live quotes/ }).click();
    await expect(page).toHaveURL('/supplier-dashboard/offers/live-quotes');
    const offer = card(page, main);
    await expect(offer).toContainText('Your proposal');
    await expect(offer).toContainText('£3,950');
    await expect(offer).toContainText('Not viewed yet');
    await expect(offer).toContainText('2 suppliers answered this request');
    await shot(page, 'offers-live-quotes');
  });

  await test.step("the other supplier's link opens Offers sent; I'm not interested and its undo", async () => {
    await forgetSession(page);
    await page.goto(await rfqNotifyLink(request, other.email, main));
    await expect(page).toHaveURL('/supplier-dashboard/offers/live-quotes?tab=offers-sent');
    await expect(card(page, main)).toBeVisible();
    await page.goto('/supplier-dashboard/offers');
    await card(page, last).getByRole('button', { name: offerTexts.notInterested }).click();
    await expect(card(page, last)).toHaveCount(0);
    await page.getByRole('tab', { name: /Expired/ }).click();
    await expect(page).toHaveURL('/supplier-dashboard/offers/expired');
    await page.getByRole('tab', { name: /Declined/ }).click();
    await expect(page).toHaveURL('/supplier-dashboard/offers/expired?tab=declined');
    await expect(card(page, last)).toBeVisible();
    await shot(page, 'offers-expired-declined');
    await card(page, last).getByRole('button', { name: offerTexts.undoDecline }).click();
    await expect(card(page, last)).toHaveCount(0);
    await page.goto('/supplier-dashboard/offers/requests');
    await page.getByRole('textbox', { name: 'Search by request id' }).fill(`${last}-ds`);
    await expect(page.getByTestId('offer-card')).toHaveCount(1);
    await expect(card(page, last)).toBeVisible();
  });

  await test.step('the organiser opens the quote (NEW goes) and asks for a call', async () => {
    await signInWithToken(page, organiser.access_token, `/organiser-dashboard?rfq=${main}`);
    await expect(page).toHaveURL('/organiser-dashboard/requests/active');
    const request = page.getByTestId('request-card').filter({ hasText: `#${main}-ds` });
    // The deep link opens that request's quotes.
    await expect(request.getByRole('button', { name: 'Hide quotes' })).toBeVisible();
    const quote = request.getByTestId('quote').filter({ hasText: winner.company });
    await expect(quote.getByText('NEW')).toBeVisible();
    await quote.getByRole('button', { name: 'View quote' }).click();
    const proposal = page.getByRole('dialog', { name: `Proposal from ${winner.company}` });
    await expect(proposal).toContainText('oak dance floor');
    await proposal.getByRole('button', { name: 'Request a call' }).click();
    // Spec 2.7: the request-a-call confirmation.
    const confirmCall = page.getByRole('dialog', { name: 'Request a call' });
    await confirmCall.getByRole('button', { name: 'Request a call' }).click();
    await expect(proposal.getByText(/Call requested/)).toBeVisible();
    await proposal.getByRole('button', { name: 'Close' }).click();
    await expect(quote.getByText('NEW')).toHaveCount(0);
  });

  await test.step("the supplier sees 'viewed' under Call Requested, marks Called: back under Offers sent", async () => {
    await signInWithToken(page, winner.token, '/supplier-dashboard/offers/live-quotes?tab=call-requested');
    const offer = card(page, main);
    await expect(offer).toContainText(/Viewed \d\d\.\d\d\.\d{4}/);
    await expect(offer).toContainText(/Call requested \d\d\.\d\d\.\d{4}/);
    await shot(page, 'offers-call-requested');
    await offer.getByRole('button', { name: offerTexts.called }).click();
    await expect(offer).toHaveCount(0);
    // The call handled, the quote is back under Offers sent; Discussing waits for a chat with messages.
    await page.getByRole('tab', { name: /Discussing/ }).click();
    await expect(page.getByTestId('offers-empty')).toBeVisible();
    await shot(page, 'offers-discussing');
    await page.getByRole('tab', { name: /Offers sent/ }).click();
    await expect(card(page, main)).toContainText(/Viewed \d\d\.\d\d\.\d{4}/);
    await expect(card(page, main).getByRole('button', { name: offerTexts.called })).toHaveCount(0);
  });

  await test.step('the organiser selects the supplier', async () => {
    await signInWithToken(page, organiser.access_token, `/organiser-dashboard?rfq=${main}`);
    await expect(page).toHaveURL('/organiser-dashboard/requests/active');
    const request = page.getByTestId('request-card').filter({ hasText: `#${main}-ds` });
    await request
      .getByTestId('quote')
      .filter({ hasText: winner.company })
      .getByRole('button', { name: 'View quote' })
      .click();
    const proposal = page.getByRole('dialog', { name: `Proposal from ${winner.company}` });
    await proposal.getByRole('button', { name: 'Select Supplier' }).click();
    await expect(page).toHaveURL('/organiser-dashboard/requests/accepted');
  });

  await test.step('accepted for the winner, expired for the other supplier', async () => {
    await signInWithToken(page, winner.token, '/supplier-dashboard/offers/accepted');
    await expect(card(page, main)).toContainText('Won');
    await shot(page, 'offers-accepted');
    await signInWithToken(page, other.token, '/supplier-dashboard/offers/expired');
    await expect(card(page, main)).toContainText('Not selected');
    await shot(page, 'offers-expired');
    // Spec 4: the 402 also answers the proposal itself (the check and the insert are one transaction).
    const refused = await request.post('/api/supplier/service-request-quotes', {
      headers: auth(winner.token),
      data: { service_request_id: last, message: 'One more?' },
    });
    expect(refused.status()).toBe(402);
    const body = (await refused.json()) as { received: number; responded: number };
    expect(body).toMatchObject({ received: 4, responded: 3 });
    const list = await request.get('/api/supplier/service-request-notifies', {
      headers: auth(other.token),
      params: { id: String(main) },
    });
    const { data } = (await list.json()) as NotifyListResponse;
    expect(data[0]).toMatchObject({ tab: 'expired', sub_tab: 'expired' });
  });
});
