import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { errors } from '@marquee/contracts/messages';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { findLocation, renderWithProviders, resetSession } from '../../../test/render';
import { keepPendingMessage, readPendingMessage } from '../../../lib/pending-message';
import { RedirectIfSignedIn } from '../../guards';
import { Component as LoginPage } from './login';

const page = (
  <RedirectIfSignedIn>
    <LoginPage />
  </RedirectIfSignedIn>
);

async function logIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Email'), 'alex@example.co.uk');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('/login', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('links to /forgot and /organiser-registration', () => {
    renderWithProviders(page, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/organiser-registration');
  });

  it.each([
    [1, '/supplier-dashboard'],
    [2, '/organiser-dashboard'],
    [100, '/admin-login'],
  ] as const)('sends role %i to %s after login', async (role, target) => {
    mockApi({ 'POST /api/auth/login': () => json({ access_token: 't', user: makeUser({ role }) }) });
    const { user } = renderWithProviders(page, { route: '/login' });
    await logIn(user);
    expect(await findLocation()).toBe(target);
  });

  it('returns to the page the guard came from when it belongs to the role', async () => {
    mockApi({ 'POST /api/auth/login': () => json({ access_token: 't', user: makeUser({ role: 2 }) }) });
    const { user } = renderWithProviders(page, {
      route: '/login',
      state: { from: '/organiser-dashboard/settings' },
    });
    await logIn(user);
    expect(await findLocation()).toBe('/organiser-dashboard/settings');
  });

  it("ignores a page of another role's area", async () => {
    mockApi({ 'POST /api/auth/login': () => json({ access_token: 't', user: makeUser({ role: 2 }) }) });
    const { user } = renderWithProviders(page, { route: '/login', state: { from: '/admin-login/stats' } });
    await logIn(user);
    expect(await findLocation()).toBe('/organiser-dashboard');
  });

  it("takes an organiser with a message kept from a supplier's profile to that chat, which sends it (issue 21)", async () => {
    keepPendingMessage({ supplierId: 20, supplierName: 'Derby Party DJs', text: 'Free on 12 June?' });
    mockApi({ 'POST /api/auth/login': () => json({ access_token: 't', user: makeUser({ role: 2 }) }) });
    const { user } = renderWithProviders(page, {
      route: '/login',
      state: { from: '/organiser-dashboard/settings' },
    });
    await logIn(user);
    expect(await findLocation()).toBe('/organiser-dashboard/messages?profile_id=20&name=Derby+Party+DJs');
    // Still kept: the chat page sends it and forgets it.
    expect(readPendingMessage(20)?.text).toBe('Free on 12 June?');
  });

  it('forgets a kept message when a supplier logs in (only organisers message suppliers)', async () => {
    keepPendingMessage({ supplierId: 20, supplierName: 'Derby Party DJs', text: 'Free on 12 June?' });
    mockApi({ 'POST /api/auth/login': () => json({ access_token: 't', user: makeUser({ role: 1 }) }) });
    const { user } = renderWithProviders(page, { route: '/login' });
    await logIn(user);
    expect(await findLocation()).toBe('/supplier-dashboard');
    expect(readPendingMessage()).toBeNull();
  });

  it('shows the notice a failed deep link left', () => {
    renderWithProviders(page, { route: '/login', state: { notice: errors.linkInvalid } });
    expect(screen.getByRole('status')).toHaveTextContent(errors.linkInvalid);
  });
});
