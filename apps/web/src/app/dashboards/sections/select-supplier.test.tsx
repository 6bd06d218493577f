// Select Supplier in a chat (spec 4): the requests feature's ChatSelectSupplier in the chat feature's Conversation, as
// app/dashboards/sections/organiser-messages.tsx composes them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrganiserQuote } from '@marquee/contracts/requests';
import { json, makeUser, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session } from '../../../lib/session';
import { makeChat, makeMessage } from '../../../features/chat/test-data';
import { makeQuote } from '../../../features/requests/test-data';
import { Conversation } from '../../../features/chat/components/conversation';
import { ChatSelectSupplier } from '../../../features/requests/components/chat-select-supplier';

/** The messages call: the latest page at once; a long poll is held (as the server would) until the test ends. */
const messages =
  (page = [makeMessage(1)]) =>
  (request: MockRequest) =>
    request.query.get('longpolling')
      ? new Promise<Response>(() => undefined)
      : json({ data: page, cancelled: false });

function serveChat(quotes: OrganiserQuote[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/chats/7': () => json({ data: makeChat(7) }),
    'GET /api/chats/7/messages': messages(),
    'GET /api/organiser/service-request-quotes': () => json({ data: { quotes } }),
    ...extra,
  });
}

/** The organiser's chat 7, with its Select Supplier dialog open. */
async function openSelectSupplier() {
  const view = renderWithProviders(
    <Conversation chatId={7} listHref="/organiser-dashboard/messages" selectSupplier={ChatSelectSupplier} />,
    {
      route: '/organiser-dashboard/messages/7',
    },
  );
  await view.user.click(await screen.findByRole('button', { name: 'Select Supplier' }));
  return { user: view.user, dialog: screen.getByRole('dialog', { name: 'Select Supplier' }) };
}

const accepted = (request: MockRequest) =>
  json({ data: { id: Number(request.path.split('/')[4]), status: 20 } });

describe('Conversation: Select Supplier in the chat (spec 4)', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it("accepts the chat's quote after a confirmation and takes the organiser to the accepted requests", async () => {
    session.setUser(makeUser({ id: 10, role: 2 }));
    const { calls } = serveChat([makeQuote(3, 4, 'Marquee hire')], {
      'PATCH /api/organiser/service-requests/4/accept': accepted,
    });
    const { user, dialog } = await openSelectSupplier();
    expect(dialog).toHaveTextContent('Book Leeds Marquees for Marquee hire · 4-ds · 03.01.2027?');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Select Supplier' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/organiser-dashboard/requests/accepted');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ service_request_quote_id: 3 });
    expect(
      calls.find((c) => c.path === '/api/organiser/service-request-quotes')?.query.get('supplier_id'),
    ).toBe('20');
  });

  it('asks which request when the supplier quoted on several, the chat’s own first chosen', async () => {
    session.setUser(makeUser({ id: 10, role: 2 }));
    const { calls } = serveChat([makeQuote(9, 8, 'Stage hire'), makeQuote(3, 4, 'Marquee hire')], {
      'PATCH /api/organiser/service-requests/8/accept': accepted,
    });
    const { user, dialog } = await openSelectSupplier();
    expect(within(dialog).getByRole('radio', { name: /Marquee hire · 4-ds/ })).toBeChecked();
    // The chat's own request is listed first, though the supplier's quotes came in another order.
    expect(within(dialog).getAllByRole('radio')[0]).toHaveAccessibleName(/Marquee hire · 4-ds/);
    await user.click(within(dialog).getByRole('radio', { name: /Stage hire · 8-ds/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Select Supplier' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/organiser-dashboard/requests/accepted');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ service_request_quote_id: 9 });
  });

  it('offers nothing when no quote of that supplier may be accepted, and nothing to a supplier', async () => {
    session.setUser(makeUser({ id: 10, role: 2 }));
    const closed = makeQuote(3, 4, 'Marquee hire');
    closed.service_request.status = 20;
    const refused = { ...makeQuote(9, 8, 'Stage hire') };
    refused.policies = { ...refused.policies, accept: false };
    const { calls } = serveChat([closed, refused]);
    const view = renderWithProviders(
      <Conversation
        chatId={7}
        listHref="/organiser-dashboard/messages"
        selectSupplier={ChatSelectSupplier}
      />,
    );
    await screen.findByText('Message 1');
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/organiser/service-request-quotes')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Select Supplier' })).toBeNull();
    view.unmount();

    session.setUser(makeUser({ id: 20, role: 1 }));
    const supplier = serveChat([makeQuote(3, 4, 'Marquee hire')]);
    renderWithProviders(
      <Conversation chatId={7} listHref="/supplier-dashboard/messages" selectSupplier={ChatSelectSupplier} />,
    );
    await screen.findByText('Message 1');
    expect(screen.queryByRole('button', { name: 'Select Supplier' })).toBeNull();
    expect(supplier.calls.some((c) => c.path === '/api/organiser/service-request-quotes')).toBe(false);
  });
});
