// Issue 21: a message typed as a guest on a supplier's profile is sent once the guest has signed up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { chatTexts } from '@marquee/contracts/chats';
import { keepPendingMessage, readPendingMessage } from '../../../lib/pending-message';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { Component as RegistrationPage } from './organiser-registration';

describe('/organiser-registration with a message kept from a supplier profile', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('sends the kept message once signed up, says so, and offers the conversation', async () => {
    keepPendingMessage({ supplierId: 54, supplierName: 'Derby Party DJs', text: 'Are you free on 12 June?' });
    const api = mockApi({
      'GET /api/users': () => json({ user: null }),
      'POST /api/auth/organizer/registration': () =>
        json({ access_token: 'fresh', user: makeUser({ email_verified: false }) }, 201, 'Created'),
      'POST /api/chats': () => json({ data: { id: 31 } }, 201),
      'POST /api/chats/31/send-message': () => json({ result: true, message: { id: 1 } }, 201, 'Created'),
    });
    const { user } = renderWithProviders(<RegistrationPage />, { route: '/organiser-registration' });
    await user.type(screen.getByLabelText(/^Name/), 'Alex Morgan');
    await user.type(screen.getByLabelText(/^Email/), 'alex@example.co.uk');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret1');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '07911 123456');
    await user.type(screen.getByLabelText(/^Company name/), 'Northern Lights Events');
    await user.type(screen.getByLabelText(/^Position in company/), 'Events Manager');
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const dialog = await screen.findByRole('dialog', { name: 'Please confirm your e-mail' });
    expect(await screen.findByText(chatTexts.pendingSent('Derby Party DJs'))).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/chats')?.body).toEqual({ receiver_id: 54 });
    const sent = api.calls.find((c) => c.path === '/api/chats/31/send-message')?.body as FormData;
    expect(sent.get('text')).toBe('Are you free on 12 June?');
    // Sent once: nothing is kept any more.
    expect(readPendingMessage()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: chatTexts.openConversation }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/organiser-dashboard/messages/31');
  });
});
