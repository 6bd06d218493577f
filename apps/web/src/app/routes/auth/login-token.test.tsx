import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errors } from '@marquee/contracts/messages';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { findLocation, probedState, renderWithProviders, resetSession } from '../../../test/render';
import { Component as LoginTokenPage } from './login-token';

describe('/login-token', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('exchanges email and token once, signs in and follows the target', async () => {
    const api = mockApi({
      'POST /api/auth/login-token': () => json({ access_token: 'deep', user: makeUser({ role: 1 }) }),
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
