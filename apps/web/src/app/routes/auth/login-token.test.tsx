import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { errors } from '@marquee/contracts/messages';
import { toastTexts } from '@marquee/contracts/toasts';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { findLocation, probedState, renderWithProviders, resetSession } from '../../../test/render';
import { Component as LoginTokenPage } from './login-token';

describe('/login-token', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('exchanges email and token once, signs in and follows the target', async () => {
    const api = mockApi({
      'POST /api/auth/login-token': () =>
        json({
          access_token: 'deep',
          user: makeUser({ role: 1 }),
          email_confirmed: false,
          released_requests: [],
        }),
    });
    renderWithProviders(<LoginTokenPage />, {
      route: '/login-token?email=sam%40example.co.uk&token=t0k&to=chat&id=42',
      path: '/login-token',
    });
    expect(await findLocation()).toBe('/supplier-dashboard/messages/42');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toEqual({ email: 'sam@example.co.uk', token: 't0k' });
    expect(session.get()).toMatchObject({ isAuth: true, roleName: 'supplier' });
    expect(sessionStorage.getItem('marquee.session')).toBe('deep');
    expect(screen.queryByText(toastTexts.emailConfirmed)).not.toBeInTheDocument();
  });

  it('the confirmation link says the address is confirmed and lands on the requests it sent on (issue 21)', async () => {
    mockApi({
      'POST /api/auth/login-token': () =>
        json({
          access_token: 'confirmed',
          user: makeUser({ role: 2, email_verified: true }),
          email_confirmed: true,
          released_requests: [
            { id: 51, service: 'Marquee Hire', location: 'Leeds, England', suppliers_count: 4 },
            { id: 52, service: 'Event Catering', location: 'Leeds, England', suppliers_count: 2 },
          ],
        }),
    });
    renderWithProviders(<LoginTokenPage />, {
      route: '/login-token?email=olivia%40example.co.uk&token=c0nf&to=dashboard',
      path: '/login-token',
    });
    expect(await findLocation()).toBe('/organiser-dashboard/requests/active');
    expect(probedState()).toEqual({
      submitted: {
        isHeld: false,
        location: 'Leeds, England',
        services: [
          { service: 'Marquee Hire', count: 4, location: 'Leeds, England' },
          { service: 'Event Catering', count: 2, location: 'Leeds, England' },
        ],
      },
    });
    expect(await screen.findByText(toastTexts.emailConfirmed)).toBeInTheDocument();
  });

  it('a confirmation with nothing held says so and follows the target', async () => {
    mockApi({
      'POST /api/auth/login-token': () =>
        json({
          access_token: 'confirmed',
          user: makeUser({ role: 2 }),
          email_confirmed: true,
          released_requests: [],
        }),
    });
    renderWithProviders(<LoginTokenPage />, {
      route: '/login-token?email=olivia%40example.co.uk&token=c0nf&to=dashboard',
      path: '/login-token',
    });
    expect(await findLocation()).toBe('/organiser-dashboard');
    expect(await screen.findByText(toastTexts.emailConfirmed)).toBeInTheDocument();
  });

  it('sends a used or expired link to /login with a notice', async () => {
    mockApi({ 'POST /api/auth/login-token': () => json({ message: 'The given data was invalid.' }, 422) });
    renderWithProviders(<LoginTokenPage />, {
      route: '/login-token?email=sam%40example.co.uk&token=used&to=dashboard',
      path: '/login-token',
    });
    expect(await findLocation()).toBe('/login');
    expect(session.get().isAuth).toBe(false);
    expect(probedState()).toEqual({ notice: errors.linkInvalid });
  });

  it('routes a signed-in user by target without a token', async () => {
    session.signIn('existing', makeUser({ role: 2 }), true);
    const api = mockApi({});
    renderWithProviders(<LoginTokenPage />, { route: '/login-token?to=rfq&id=9', path: '/login-token' });
    expect(await findLocation()).toBe('/organiser-dashboard?rfq=9');
    expect(api.calls).toHaveLength(0);
  });

  it('sends a guest without a token to /login', async () => {
    mockApi({});
    renderWithProviders(<LoginTokenPage />, { route: '/login-token?to=dashboard', path: '/login-token' });
    expect(await findLocation()).toBe('/login');
  });
});
