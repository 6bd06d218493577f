import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { chatTexts } from '@marquee/contracts/chats';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { session } from '../../../lib/session';
import { keepPendingMessage, readPendingMessage } from '../../../lib/pending-message';
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

  it('sends the message typed as a guest on the supplier profile, then opens the chat (issue 21)', async () => {
    session.setUser(makeUser({ role: 2 }));
    keepPendingMessage({ supplierId: 54, supplierName: 'Northern Banners', text: 'Hello, are you free?' });
    const { calls } = mockApi({
      'POST /api/chats': () => json({ data: { id: 31 } }, 201),
      'POST /api/chats/31/send-message': () => json({ result: true, message: { id: 1 } }, 201),
    });
    renderWithProviders(<OrganiserMessages menu="messages" />, {
      route: '/organiser-dashboard/messages?profile_id=54&name=Northern+Banners',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/organiser-dashboard/messages/31');
    const sent = calls.find((c) => c.path === '/api/chats/31/send-message')?.body as FormData;
    expect(sent.get('text')).toBe('Hello, are you free?');
    expect(await screen.findByText(chatTexts.pendingSent('Northern Banners'))).toBeInTheDocument();
    expect(readPendingMessage()).toBeNull();
  });

  it('keeps a message meant for another supplier, and sends nothing', async () => {
    session.setUser(makeUser({ role: 2 }));
    keepPendingMessage({ supplierId: 77, supplierName: 'Other DJs', text: 'Hi' });
    const { calls } = mockApi({ 'POST /api/chats': () => json({ data: { id: 31 } }, 201) });
    renderWithProviders(<OrganiserMessages menu="messages" />, {
      route: '/organiser-dashboard/messages?profile_id=54&name=Northern+Banners',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/organiser-dashboard/messages/31');
    expect(calls.some((c) => c.path.endsWith('/send-message'))).toBe(false);
    expect(readPendingMessage(77)?.text).toBe('Hi');
  });
});
