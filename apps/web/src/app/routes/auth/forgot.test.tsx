import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { errors, validation } from '@marquee/contracts/messages';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { Component as ForgotPage } from './forgot';

describe('/forgot', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a valid e-mail (spec 5)', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(<ForgotPage />, { route: '/forgot' });
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(validation.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'alex@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(validation.emailValid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Back to log in/ })).toHaveAttribute('href', '/login');
  });

  it("says 'This email does not exist.' for an unknown address", async () => {
    mockApi({
      'POST /api/auth/forgot': () =>
        json({ message: errors.emailDoesNotExist, errors: { email: [errors.emailDoesNotExist] } }, 422),
    });
    const { user } = renderWithProviders(<ForgotPage />, { route: '/forgot' });
    await user.type(screen.getByLabelText('Email'), 'nobody@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(errors.emailDoesNotExist)).toBeInTheDocument();
  });

  it("puts a 422 without field texts on the e-mail too, in the server's words", async () => {
    mockApi({ 'POST /api/auth/forgot': () => json({ message: 'No account uses this address' }, 422) });
    const { user } = renderWithProviders(<ForgotPage />, { route: '/forgot' });
    await user.type(screen.getByLabelText('Email'), 'nobody@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('No account uses this address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('confirms that the link was sent, with a button back home', async () => {
    const api = mockApi({ 'POST /api/auth/forgot': () => json({ result: true }) });
    const { user } = renderWithProviders(<ForgotPage />, { route: '/forgot' });
    await user.type(screen.getByLabelText('Email'), 'alex@example.co.uk');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText('alex@example.co.uk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(api.calls[0]?.body).toEqual({ email: 'alex@example.co.uk' });
  });
});
