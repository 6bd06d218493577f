import type { Page } from '@playwright/test';
import { offerTexts } from '@marquee/contracts/offers';
import type { CreateRequestResponse, QuoteListResponse } from '@marquee/contracts/requests';
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
 * Issue 21 "Context where decisions are made" (decision 0062): the supplier answers with the organiser's brief
 * beside the response box; once the organiser selects one supplier, the winner sees the organiser's name, phone
 * and e-mail and what to do next (never 'Not viewed yet'), the other supplier only 'Not selected'; closing the
 * request then starts at 'Fulfilled through Marquee' with the selected supplier.
 */

const card = (page: Page, id: number) => page.getByTestId('offer-card').filter({ hasText: `#${id}-ds` });

test('the brief beside the proposal, the won contact, not selected, and the close reason that follows', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const run = Date.now() % 100_000;
  const service = await serviceNamed(request, 'Marquee');
  const winner = await approvedSupplier(request, service.value, `Canvas Pipeline ${run}`);
  const other = await approvedSupplier(request, service.value, `Big Top Pipeline ${run}`);
  const organiser = await registerOrganiser(request);
  await page.goto(await emailedLink(request, organiser.details.email, '/login-token', 30_000));
  await expect(page).toHaveURL(/\/organiser-dashboard/);
  await acceptCookies(page);
  await forgetSession(page);

  const created = await request.post('/api/organiser/service-requests', {
    headers: auth(organiser.access_token),
    data: {
      service_id: service.value,
      ...LEEDS,
      date_from: inDays(60),
      date_until: inDays(61),
      date_offers_until: inDays(20),
      message:
        'Our garden wedding for 120 guests: a clear-span marquee with lining, lighting and a dance floor.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as CreateRequestResponse).data.service_requests[0]!.id;

  await test.step("the proposal modal shows the organiser's brief beside the response box", async () => {
    await signInWithToken(page, winner.token, '/supplier-dashboard/offers/requests');
    const offer = card(page, id);
    await expect(offer.getByText('NEW')).toBeVisible();
    await offer.getByRole('button', { name: offerTexts.respond }).click();
    const modal = page.getByRole('dialog', { name: `Respond to #${id}-ds` });
    const brief = modal.getByRole('region', { name: "The organiser's brief" });
    await expect(brief).toContainText('Our garden wedding for 120 guests');
    await expect(brief).toContainText('Leeds, England');
    await expect(brief).toContainText(/\d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}/);
    await shot(page, 'pipeline-proposal-brief');
    await modal.getByRole('textbox', { name: /Your response/ }).fill('Canvas can do a 12 x 24 m clear-span.');
    await modal.getByRole('button', { name: 'Send proposal' }).click();
    await expect(modal.getByText('Proposal sent')).toBeVisible();
    await modal.getByRole('button', { name: 'Done' }).click();
  });

  const answer = await request.post('/api/supplier/service-request-quotes', {
    headers: auth(other.token),
    data: { service_request_id: id, message: 'Big Top can do a 12 x 18 m clear-span.', price: 4200 },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const quotes = await request.get(`/api/organiser/service-request-quotes?service_request_id=${id}`, {
    headers: auth(organiser.access_token),
  });
  const won = ((await quotes.json()) as QuoteListResponse).data.quotes.find(
    (q) => q.user.company_name === winner.company,
  )!;
  const accept = await request.patch(`/api/organiser/service-requests/${id}/accept`, {
    headers: auth(organiser.access_token),
    data: { service_request_quote_id: won.id },
  });
  expect(accept.status(), await accept.text()).toBe(200);

  await test.step("the winner sees the organiser's contact and what to do next", async () => {
    await signInWithToken(page, winner.token, '/supplier-dashboard/offers/accepted');
    const offer = card(page, id);
    await expect(offer.getByRole('heading', { name: 'You won this job' })).toBeVisible();
    await expect(offer).toContainText('Priya Shah');
    await expect(offer.getByRole('link', { name: organiser.details.email })).toBeVisible();
    await expect(offer.locator('a[href^="tel:"]')).toBeVisible();
    await expect(offer).toContainText('What to do next');
    await expect(offer).not.toContainText('Not viewed yet');
    await expect(offer.getByText('NEW')).toHaveCount(0);
    await shot(page, 'pipeline-won');
  });

  await test.step("the other supplier sees 'Not selected', no contact, no 'not interested'", async () => {
    await signInWithToken(page, other.token, '/supplier-dashboard/offers/expired');
    const offer = card(page, id);
    await expect(offer).toContainText('Not selected');
    await expect(offer).not.toContainText(organiser.details.email);
    await expect(offer.getByRole('button', { name: offerTexts.notInterested })).toHaveCount(0);
    await shot(page, 'pipeline-not-selected');
  });

  await test.step('closing the request starts at Fulfilled through Marquee with the selected supplier', async () => {
    await signInWithToken(page, organiser.access_token, '/organiser-dashboard/requests/accepted');
    const card = page.getByTestId('request-card').filter({ hasText: `#${id}-ds` });
    await card.getByRole('button', { name: 'Close request' }).click();
    const modal = page.getByRole('dialog', { name: 'Close request' });
    await expect(modal.getByRole('radio', { name: 'Fulfilled through Marquee' })).toBeChecked();
    await expect(modal.getByLabel(/Which supplier did you choose/).first()).toHaveValue(winner.company);
    await shot(page, 'pipeline-close-request');
  });
});
