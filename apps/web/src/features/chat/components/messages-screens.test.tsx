import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { chatTexts } from '@marquee/contracts/chats';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session } from '../../../lib/session';
import { OrganiserMessages } from './organiser-messages';
import { SupplierMessages } from './supplier-messages';

describe('messages sections', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('tells a supplier with no chats that there are no active conversations, with a way to the requests', async () => {
    session.setUser(makeUser({ role: 1 }));
    mockApi({ 'GET /api/chats': () => json({ data: [] }) });
    renderWithProviders(<SupplierMessages menu="messages" />, { route: '/supplier-dashboard/messages' });
    expect(await screen.findByText(chatTexts.emptyList)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: chatTexts.viewRequests })).toHaveAttribute(
      'href',
      '/supplier-dashboard/offers',
    );
  });

  it('opens the chat with a supplier from ?profile_id= and moves to it', async () => {
    session.setUser(makeUser({ role: 2 }));
    const { calls } = mockApi({ 'POST /api/chats': () => json({ data: { id: 31 } }, 201) });
    renderWithProviders(<OrganiserMessages menu="messages" />, {
      route: '/organiser-dashboard/messages?profile_id=54&name=Northern+Banners',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/organiser-dashboard/messages/31');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ receiver_id: 54 });
  });

  it("opens the chat about a proposal's quote from &quote_id=", async () => {
    session.setUser(makeUser({ role: 2 }));
    const { calls } = mockApi({ 'POST /api/chats': () => json({ data: { id: 32 } }) });
    renderWithProviders(<OrganiserMessages menu="messages" />, {
      route: '/organiser-dashboard/messages?profile_id=54&name=Northern+Banners&quote_id=8',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/organiser-dashboard/messages/32');
    expect(calls[0]?.body).toEqual({ receiver_id: 54, service_request_quote_id: 8 });
  });
});
