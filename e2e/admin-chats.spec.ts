/*
 * Admin chat views (issue 14; spec 2.6 suppliers/chats, organisers/chats): an administrator picks a supplier, then
 * an organiser, by search and reads their conversation with its PDF, read-only. Then the organiser declines the
 * quote (spec 4 "Quote flags", 7.3 reject) and the supplier's offer moves to declined.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  acceptCookies,
  apiLogin,
  demo,
  emailedLink,
  expect,
  registerOrganiser,
  shot,
  signInWithToken,
  test,
} from './fixtures';
import { answeredRequest, approvedSupplier, auth, serviceNamed } from './suppliers';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The organiser confirms the e-mail through its link (a request of an unconfirmed organiser is held). */
async function confirmEmail(request: APIRequestContext, email: string) {
  const link = new URL(await emailedLink(request, email, '/login-token', 30_000), 'http://x');
  const res = await request.post('/api/auth/login-token', {
    data: { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('an administrator reads a supplier’s and an organiser’s chats read-only; the organiser declines the quote', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const service = await serviceNamed(request, 'Marquee');
  const supplier = await approvedSupplier(request, service.value, `Canvas Admin ${Date.now() % 100_000}`);
  const organiser = await registerOrganiser(request);
  const organiserAuth = auth(organiser.access_token);
  await confirmEmail(request, organiser.details.email);

  const { requestId, quoteId } = await answeredRequest(
    request,
    organiser.access_token,
    supplier.token,
    service.value,
  );
  const chat = await request.post('/api/chats', {
    headers: organiserAuth,
    data: { service_request_quote_id: quoteId, receiver_id: supplier.id },
  });
  expect(chat.status(), await chat.text()).toBe(201);
  const chatId = ((await chat.json()) as { data: { id: number } }).data.id;
  for (const [token, parts] of [
    [organiser.access_token, { text: 'Do you have a marquee for 80 guests?' }],
    [
      supplier.token,
      {
        text: 'Yes: here is our floor plan.',
        attachments: { name: 'Floor plan.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    ],
  ] as const) {
    const sent = await request.post(`/api/chats/${chatId}/send-message`, {
      headers: auth(token),
      multipart: parts,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  const admin = await apiLogin(request, demo.admin.email, demo.admin.password);
  await test.step('Admin › Suppliers › Chats: find the supplier, open the chat, download the PDF', async () => {
    await signInWithToken(page, admin.access_token, '/admin-login/suppliers/chats');
    await acceptCookies(page);
    await page.getByLabel('Find a supplier by name or id').fill(supplier.company);
    const found = page.getByRole('list', { name: 'Matching suppliers' });
    await found.getByRole('link', { name: `Read the chats of ${supplier.company}` }).click();
    await expect(page.getByRole('heading', { name: `Conversations of ${supplier.company}` })).toBeVisible();
    await page.getByTestId('chat-row').filter({ hasText: organiser.details.name }).click();
    await expect(
      page.getByRole('heading', { name: `${supplier.company} and ${organiser.details.company_name}` }),
    ).toBeVisible();
    // The header names the request as the participants' headers do (issue 21, decision 0072).
    const header = page.getByTestId('chat-request').last();
    await expect(header).toContainText(`${requestId}-ds`);
    await expect(page.getByTestId('chat-quote-status').last()).toHaveText('Awaiting decision');
    const messages = page.getByTestId('chat-message');
    await expect(messages).toHaveCount(2);
    // Seen from the supplier: their reply on the right.
    await expect(messages.nth(1)).toHaveAttribute('data-mine', 'true');
    await expect(page.getByText('Read only')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete the conversation' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await messages.nth(1).getByRole('button', { name: 'Floor plan.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('Floor plan.pdf');
    await shot(page, 'admin-supplier-chats');
  });

  await test.step('Admin › Organisers › Chats: find the organiser by e-mail and read the same chat', async () => {
    await page.goto('/admin-login/organisers/chats');
    await page.getByLabel('Find an organiser by name or id').fill(organiser.details.email);
    // Every e2e organiser is a Priya Shah: the row is told apart by its e-mail.
    const found = page
      .getByRole('list', { name: 'Matching organisers' })
      .getByRole('listitem')
      .filter({ hasText: organiser.details.email });
    await found.getByRole('link', { name: `Read the chats of ${organiser.details.name}` }).click();
    await page.getByTestId('chat-row').filter({ hasText: supplier.company }).click();
    await expect(
      page.getByRole('heading', { name: `${organiser.details.company_name} and ${supplier.company}` }),
    ).toBeVisible();
    await expect(page.getByTestId('chat-message').first()).toHaveAttribute('data-mine', 'true');
    await shot(page, 'admin-organiser-chats');
  });

  await test.step('the organiser declines the quote after confirming; the supplier sees it declined', async () => {
    await signInWithToken(
      page,
      organiser.access_token,
      `/organiser-dashboard/requests/active?rfq=${requestId}`,
    );
    const row = page.getByTestId('quote').filter({ hasText: supplier.company });
    await row.getByRole('button', { name: `Decline: ${supplier.company}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this quote?' });
    await expect(dialog).toContainText(`${supplier.company} will be told they were not selected`);
    await shot(page, 'requests-decline-quote-confirm');
    await dialog.getByRole('button', { name: 'Decline quote' }).click();
    await expect(row.getByText('Not selected')).toBeVisible();
    await expect(row.getByRole('button', { name: `Decline: ${supplier.company}` })).toHaveCount(0);
    const offers = await request.get('/api/supplier/service-request-notifies', {
      headers: auth(supplier.token),
      params: { offer: 'declined' },
    });
    expect(JSON.stringify(await offers.json())).toContain(`"service_request_id":${requestId}`);
  });
});
