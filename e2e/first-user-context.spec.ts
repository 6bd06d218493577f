/*
 * Issue 21, "Context where decisions are made" (docs/decisions/0061):
 * 1. Chat: an organiser with two requests for the same service tells the threads apart (id with '-ds', service,
 *    event date, the quote's price and status, in the list and the header); Select Supplier from a chat has the
 *    chat's own request chosen; the supplier sees the organiser by name, not their company's initials.
 * 2. Guest 'Send a message': the guest writes the message on the profile, the login prompt names the supplier, and
 *    the message is sent once they are signed in (login) or signed up, with a toast.
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
  organiserDetails,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
} from './fixtures';
import { answeredRequest, approvedSupplier, auth, serviceNamed } from './suppliers';

/** shot() for a page with a chat open (its held long poll never lets the network go idle), as chat.spec.ts. */
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

async function openChat(request: APIRequestContext, token: string, quoteId: number, receiverId: number) {
  const res = await request.post('/api/chats', {
    data: { service_request_quote_id: quoteId, receiver_id: receiverId },
    headers: auth(token),
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('chat threads name their request; the supplier sees the organiser by name; Select Supplier has the chat’s own request chosen', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const service = await serviceNamed(request, 'Marquee');
  const supplier = await approvedSupplier(request, service.value, `Canvas Context ${Date.now() % 100_000}`);
  const organiser = await registerOrganiser(request);
  const org = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  // Confirmed, so the requests reach the supplier (an unconfirmed organiser's requests are held).
  await org.goto(await emailedLink(request, organiser.details.email, '/login-token', 30_000));
  await expect(org).toHaveURL(/\/organiser-dashboard/);
  await acceptCookies(org);
  await forgetSession(org);
  const first = await answeredRequest(request, organiser.access_token, supplier.token, service.value);
  const second = await answeredRequest(request, organiser.access_token, supplier.token, service.value);
  const firstChat = await openChat(request, organiser.access_token, first.quoteId, supplier.id);
  const secondChat = await openChat(request, organiser.access_token, second.quoteId, supplier.id);

  await signInWithToken(org, organiser.access_token, `/organiser-dashboard/messages/${firstChat}`);
  const rows = org.getByTestId('chat-row');
  await expect(rows.filter({ hasText: `${first.requestId}-ds` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `${second.requestId}-ds` })).toHaveCount(1);
  await expect(rows.first()).toContainText('Awaiting decision');
  const header = org.getByTestId('chat-request').last();
  await expect(header).toContainText(`${first.requestId}-ds`);
  await chatShot(org, 'first-user-context-organiser-chat');

  // Select Supplier: both requests are offered, the chat's own first and chosen.
  await org.getByRole('button', { name: 'Select Supplier' }).click();
  const dialog = org.getByRole('dialog', { name: 'Select Supplier' });
  const radios = dialog.getByRole('radio');
  await expect(radios).toHaveCount(2);
  await expect(radios.first()).toBeChecked();
  await expect(dialog.getByRole('radio', { name: new RegExp(`${first.requestId}-ds`) })).toBeChecked();
  await chatShot(org, 'first-user-context-select-supplier');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The supplier sees the organiser by name, with the request the chat is about.
  const sup = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signInWithToken(sup, supplier.token, `/supplier-dashboard/messages/${secondChat}`);
  await acceptCookies(sup);
  await expect(sup.getByRole('heading', { level: 2, name: organiser.details.name })).toBeVisible();
  await expect(sup.getByTestId('chat-request').last()).toContainText(`${second.requestId}-ds`);
  await expect(sup.getByTestId('chat-row').first()).not.toContainText(organiser.details.company_name);
  await chatShot(sup, 'first-user-context-supplier-chat');
});

test('a guest writes to a supplier, logs in or signs up, and the message is sent', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const service = await serviceNamed(request, 'DJ');
  const supplier = await approvedSupplier(request, service.value, `Derby Party DJs ${Date.now() % 100_000}`);

  await test.step('logging in', async () => {
    const organiser = await registerOrganiser(request);
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`/directory/profile/${supplier.id}`);
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Send a message' }).click();
    await page
      .getByRole('textbox', { name: `Your message to ${supplier.company}` })
      .fill('Hello! Are you free on Saturday 12 June for a 40th birthday?');
    await shot(page, 'first-user-context-guest-message');
    await page.getByRole('button', { name: 'Log in to send' }).click();
    const prompt = page.getByRole('dialog', { name: `Log in to message ${supplier.company}` });
    await expect(prompt).toBeVisible();
    await shot(page, 'first-user-context-guest-login');
    await prompt.getByLabel(/^Email/).fill(organiser.details.email);
    await prompt.getByLabel(/^Password/).fill(organiser.details.password);
    await prompt.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/organiser-dashboard\/messages\/\d+$/);
    await expect(page.getByText(`Your message to ${supplier.company} was sent.`)).toBeVisible();
    await expect(page.getByTestId('chat-message').last()).toContainText('Are you free on Saturday 12 June');
    await chatShot(page, 'first-user-context-guest-sent');
  });

  await test.step('signing up', async () => {
    const details = organiserDetails({ name: 'Sam Carter' });
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`/directory/profile/${supplier.id}`);
    await acceptCookies(page);
    await page.getByRole('button', { name: 'Send a message' }).click();
    await page
      .getByRole('textbox', { name: `Your message to ${supplier.company}` })
      .fill('Do you do weddings?');
    await page.getByRole('button', { name: 'Log in to send' }).click();
    const prompt = page.getByRole('dialog', { name: `Log in to message ${supplier.company}` });
    await prompt.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL('/organiser-registration');
    await page.getByLabel(/^Name/).fill(details.name);
    await page.getByLabel(/^Email/).fill(details.email);
    await page.getByLabel(/^Password/).fill(details.password);
    await page.getByLabel(/^Confirm password/).fill(details.password);
    await page.getByLabel(/^Phone/).fill(details.phone);
    await page.getByLabel(/^Company name/).fill(details.company_name);
    await page.getByLabel(/^Position in company/).fill(details.position_in_company);
    await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const done = page.getByRole('dialog', { name: 'Please confirm your e-mail' });
    await expect(done).toBeVisible();
    await expect(page.getByText(`Your message to ${supplier.company} was sent.`)).toBeVisible();
    await shot(page, 'first-user-context-signed-up-sent');
    await done.getByRole('button', { name: 'Open the conversation' }).click();
    await expect(page).toHaveURL(/\/organiser-dashboard\/messages\/\d+$/);
    await expect(page.getByTestId('chat-message').last()).toContainText('Do you do weddings?');
  });
});
