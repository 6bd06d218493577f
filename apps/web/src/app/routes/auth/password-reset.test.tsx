import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { errors, validation } from '@marquee/contracts/messages';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { findLocation, renderWithProviders, resetSession } from '../../../test/render';
import { RedirectIfSignedIn } from '../../guards';
import { Component as PasswordResetPage } from './password-reset';

const page = (
  <RedirectIfSignedIn>
    <PasswordResetPage />
  </RedirectIfSignedIn>
);
const route = '/password-reset?email=alex%40example.co.uk&token=abc123';

describe('/password-reset', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/password-reset', '/password-reset?email=alex%40example.co.uk', '/password-reset?token=abc'])(
    "says 'Email or Token are invalid' without both (%s)",
    (url) => {
      renderWithProviders(page, { route: url, path: '/password-reset' });
      expect(screen.getByRole('alert')).toHaveTextContent(errors.recoveryInvalid);
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    },
  );

  it('requires both passwords, at least 5 symbols, equal (spec 5)', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(page, { route, path: '/password-reset' });
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findAllByText(validation.passwordMin)).toHaveLength(2);

    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(validation.passwordIncorrect)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('signs the user in and goes to their dashboard', async () => {
    const api = mockApi({
      'POST /api/auth/reset': () => json({ access_token: 'new-token', user: makeUser({ role: 1 }) }),
    });
    const { user } = renderWithProviders(page, { route, path: '/password-reset' });
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await findLocation()).toBe('/supplier-dashboard');
    expect(api.calls[0]?.body).toEqual({
      email: 'alex@example.co.uk',
      token: 'abc123',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(sessionStorage.getItem('marquee.session')).toBe('new-token');
  });

  it("shows the server's message when the link is no longer valid", async () => {
    mockApi({ 'POST /api/auth/reset': () => json({ message: errors.linkInvalid }, 422) });
    const { user } = renderWithProviders(page, { route, path: '/password-reset' });
    await user.type(screen.getByLabelText('New password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm new password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.linkInvalid);
  });
});
