/*
 * Chat (issue 14; spec 2.4, 2.5): an organiser and a supplier, each in their own browser, exchange messages and a
 * PDF through the long-poll loop; the supplier's Messages badge rises with the unread message and falls once read.
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  WIDTHS,
  acceptCookies,
  checkAccessibility,
  apiLogin,
  demo,
  expect,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
} from './fixtures';

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

test('an organiser and a supplier exchange messages and a PDF, and the unread badge rises and falls', async ({
  browser,
  request,
}) => {
  const organiser = await registerOrganiser(request);
  const supplier = await apiLogin(request, demo.supplier.email, demo.supplier.password);
  const unreadBefore = await unreadCount(request, supplier.access_token);
  const created = await request.post('/api/chats', {
    data: { receiver_id: supplier.user.id },
    headers: { authorization: `Bearer ${organiser.access_token}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const chatId = ((await created.json()) as { data: { id: number } }).data.id;

  const organiserContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const supplierContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const org = await organiserContext.newPage();
  const sup = await supplierContext.newPage();

  await signInWithToken(org, organiser.access_token, `/organiser-dashboard/messages/${chatId}`);
  await acceptCookies(org);
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
  await signInWithToken(sup, supplier.access_token, '/supplier-dashboard/messages');
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

  await organiserContext.close();
  await supplierContext.close();
});
