/*
 * Chat (issue 14; spec 2.4, 2.5): an organiser and a supplier who quoted on the organiser's request, each in their
 * own browser, exchange messages and a PDF through the long-poll loop; the supplier's Messages badge rises with the
 * unread message and falls once read; the same conversation shows beside the proposal and on the supplier's
 * profile; the organiser then selects the supplier from the chat (spec 4), and the supplier finds the request
 * under accepted offers.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  WIDTHS,
  acceptCookies,
  checkAccessibility,
  emailedLink,
  expect,
  forgetSession,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
} from './fixtures';
import { answeredRequest, approvedSupplier, auth, serviceNamed } from './suppliers';

/**
 * shot() for a page with a chat open: the held long poll never lets the network go idle, so the pictures are
 * taken once the messages are shown rather than at network idle; axe runs at each width as in shot().
 */
async function chatShot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR ?? new URL('./screenshots/', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `${dir}${name}-${width}.png`,
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
    await checkAccessibility(page, `${name} at ${width} px`);
  }
  if (original) await page.setViewportSize(original);
}

/** The supplier's unread message count, as the Messages badge reads it (auth/me). */
async function unreadCount(request: APIRequestContext, token: string) {
  const res = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { user: { unread_messages_count?: number } }).user.unread_messages_count ?? 0;
}

/**
 * A confirmed organiser's request around Leeds, answered by a fresh approved supplier: answers the quote's id
 * and the request's (an unconfirmed organiser's requests are held, issue 12).
 */
async function quotedRequest(
  request: APIRequestContext,
  page: Page,
  organiser: Awaited<ReturnType<typeof registerOrganiser>>,
  supplier: Awaited<ReturnType<typeof approvedSupplier>>,
  serviceId: number,
) {
  await page.goto(await emailedLink(request, organiser.details.email, '/login-token', 30_000));
  await expect(page).toHaveURL(/\/organiser-dashboard/);
  await acceptCookies(page);
  await forgetSession(page);
  return answeredRequest(request, organiser.access_token, supplier.token, serviceId);
}

test('an organiser and a supplier exchange messages and a PDF, the unread badge rises and falls, and the organiser selects the supplier from the chat', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const service = await serviceNamed(request, 'Marquee');
  const supplier = await approvedSupplier(request, service.value, `Canvas Chat ${Date.now() % 100_000}`);
  const organiser = await registerOrganiser(request);

  const organiserContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const supplierContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const org = await organiserContext.newPage();
  const sup = await supplierContext.newPage();

  const { requestId, quoteId } = await quotedRequest(request, org, organiser, supplier, service.value);
  const unreadBefore = await unreadCount(request, supplier.token);
  const created = await request.post('/api/chats', {
    data: { service_request_quote_id: quoteId, receiver_id: supplier.id },
    headers: auth(organiser.access_token),
  });
  expect(created.status(), await created.text()).toBe(201);
  const chatId = ((await created.json()) as { data: { id: number } }).data.id;

  await signInWithToken(org, organiser.access_token, `/organiser-dashboard/messages/${chatId}`);
  const box = org.getByRole('textbox', { name: 'Message' });
  await box.fill('Hello!');
  await box.press('Shift+Enter');
  await box.pressSequentially('Do you have a marquee for 80 guests? See https://example.com/plan');
  await box.press('Enter');
  const sent = org.getByTestId('chat-message').last();
  await expect(sent).toContainText('Hello!\nDo you have a marquee for 80 guests?');
  await expect(sent.getByRole('link', { name: 'https://example.com/plan' })).toBeVisible();
  await expect(box).toHaveValue('');

  // The supplier's Messages item counts the unread message, which the list shows too.
  await signInWithToken(sup, supplier.token, '/supplier-dashboard/messages');
  await acceptCookies(sup);
  const menu = sup.getByRole('navigation', { name: 'Dashboard menu' });
  await expect(menu.getByLabel(`${unreadBefore + 1} unread`)).toBeVisible();
  const row = sup.getByTestId('chat-row').filter({ hasText: 'Hello! Do you have a marquee' });
  await expect(row.getByLabel('1 unread')).toBeVisible();
  await shot(sup, 'chat-supplier-list');

  // Opening the chat reads it: the badge falls.
  await row.click();
  await expect(sup).toHaveURL(`/supplier-dashboard/messages/${chatId}`);
  await expect(sup.getByTestId('chat-message').last()).toContainText('80 guests');
  if (unreadBefore === 0) await expect(menu.getByLabel(/unread/)).toHaveCount(0);
  else await expect(menu.getByLabel(`${unreadBefore} unread`)).toBeVisible();

  // A reply arrives in the organiser's open chat through the long poll, without a reload.
  const reply = sup.getByRole('textbox', { name: 'Message' });
  await reply.fill('Yes, we do. Our brochure is attached.');
  await sup.locator('input[type="file"]').setInputFiles({
    name: 'brochure.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(sup.getByText('brochure.pdf')).toBeVisible();
  await sup.getByRole('button', { name: 'Send' }).click();
  await expect(sup.getByTestId('chat-message').last()).toContainText('brochure.pdf');

  const received = org.getByTestId('chat-message').last();
  await expect(received).toContainText('Yes, we do. Our brochure is attached.', { timeout: 5_000 });
  const download = org.waitForEvent('download');
  await received.getByRole('button', { name: 'brochure.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('brochure.pdf');
  await chatShot(org, 'chat-organiser-conversation');
  await chatShot(sup, 'chat-supplier-conversation');

  await test.step('the same conversation beside the proposal and on the supplier profile', async () => {
    await org.goto(`/organiser-dashboard/requests/active?proposal_id=${quoteId}`);
    const proposal = org.getByRole('dialog', { name: `Proposal from ${supplier.company}` });
    await expect(proposal.getByTestId('chat-message').last()).toContainText('Our brochure is attached.');
    await proposal.getByRole('textbox', { name: 'Message' }).fill('Could you visit the garden next week?');
    await proposal.getByRole('button', { name: 'Send' }).click();
    await expect(sup.getByTestId('chat-message').last()).toContainText('visit the garden', {
      timeout: 5_000,
    });
    await chatShot(org, 'chat-proposal');

    await org.goto(
      `/organiser-dashboard/requests/active?${new URLSearchParams({
        profile_id: String(supplier.id),
        name: supplier.company,
        quote_id: String(quoteId),
        rfq_id: String(requestId),
      }).toString()}`,
    );
    const profile = org.getByRole('dialog', { name: supplier.company });
    await expect(profile.getByTestId('chat-message').last()).toContainText('visit the garden');
    await chatShot(org, 'chat-supplier-profile');
    await org.goto(`/organiser-dashboard/messages/${chatId}`);
  });

  await test.step('earlier messages load on request', async () => {
    // 50 more: the chat opens on the latest page of 50, and the first three messages are one page back.
    for (let n = 1; n <= 50; n += 1) {
      const res = await request.post(`/api/chats/${chatId}/send-message`, {
        headers: auth(supplier.token),
        multipart: { text: `Update ${n}` },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await org.reload();
    const shown = org.getByTestId('chat-message');
    await expect(shown.last()).toContainText('Update 50');
    await expect(shown).toHaveCount(50);
    await org.getByRole('button', { name: 'Load earlier messages' }).click();
    await expect(shown.first()).toContainText('Hello!');
    await expect(shown).toHaveCount(53);
    await expect(org.getByRole('button', { name: 'Load earlier messages' })).toHaveCount(0);
  });

  await test.step('the organiser selects the supplier from the chat', async () => {
    await org.getByRole('button', { name: 'Select Supplier' }).click();
    const dialog = org.getByRole('dialog', { name: 'Select Supplier' });
    await expect(dialog).toContainText(`Book ${supplier.company} for`);
    await expect(dialog).toContainText(`${requestId}-ds`);
    await chatShot(org, 'chat-organiser-select-supplier');
    await dialog.getByRole('button', { name: 'Select Supplier' }).click();
    await expect(org).toHaveURL('/organiser-dashboard/requests/accepted');
    await expect(org.getByTestId('request-card').filter({ hasText: `${requestId}-ds` })).toBeVisible();

    // The supplier finds the request under accepted offers.
    await sup.goto('/supplier-dashboard/offers/accepted');
    await expect(sup.getByTestId('offer-card').filter({ hasText: `#${requestId}-ds` })).toBeVisible();
  });

  await organiserContext.close();
  await supplierContext.close();
});
