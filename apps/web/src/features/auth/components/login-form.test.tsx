import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Anchor } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { errors, validation } from '@marquee/contracts/messages';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { LoginForm } from './login-form';

const forgot = <Anchor href="/forgot">Forgot password?</Anchor>;

async function fillAndSubmit(
  user: ReturnType<typeof renderWithProviders>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('shows the validation texts of spec 5 and sends nothing', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(<LoginForm variant="page" forgotLink={forgot} />);
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText(validation.emailValid)).toBeInTheDocument();
    expect(screen.getByText(validation.passwordIncorrect)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText(validation.emailValid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message in an alert on the page", async () => {
    mockApi({ 'POST /api/auth/login': () => json({ message: errors.loginFailed }, 422) });
    const { user } = renderWithProviders(<LoginForm variant="page" forgotLink={forgot} />);
    await fillAndSubmit(user, 'alex@example.co.uk', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.loginFailed);
    expect(session.get().isAuth).toBe(false);
  });

  it.each([errors.supplierUnderReview, errors.supplierRejected])(
    'shows the supplier status message %#',
    async (text) => {
      mockApi({
        'POST /api/auth/login': () => json({ message: text, code: 'supplier_status' }, 403, 'Forbidden'),
      });
      const { user } = renderWithProviders(<LoginForm variant="modal" forgotLink={forgot} />);
      await fillAndSubmit(user, 'supplier@example.co.uk', 'marquee-demo');
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
    },
  );

  it("says 'Login or password are incorrect' in the modal variant", async () => {
    mockApi({ 'POST /api/auth/login': () => json({ message: errors.loginFailed }, 422) });
    const { user } = renderWithProviders(<LoginForm variant="modal" forgotLink={forgot} />);
    await fillAndSubmit(user, 'alex@example.co.uk', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.loginModalFailed);
  });

  it('keeps the token in sessionStorage, or in localStorage with Remember me', async () => {
    const api = mockApi({ 'POST /api/auth/login': () => json({ access_token: 'tok-1', user: makeUser() }) });
    const onSignedIn = vi.fn();
    const first = renderWithProviders(
      <LoginForm variant="page" forgotLink={forgot} onSignedIn={onSignedIn} />,
    );
    await fillAndSubmit(first.user, ' Alex@Example.co.uk ', 'secret');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({ email: 'alex@example.co.uk', password: 'secret' });
    expect(sessionStorage.getItem('marquee.session')).toBe('tok-1');
    expect(localStorage.getItem('marquee.session')).toBeNull();
    expect(session.get()).toMatchObject({ isAuth: true, roleName: 'organiser' });
    first.unmount();

    resetSession();
    const second = renderWithProviders(
      <LoginForm variant="page" forgotLink={forgot} onSignedIn={onSignedIn} />,
    );
    await second.user.click(screen.getByLabelText('Remember me'));
    await fillAndSubmit(second.user, 'alex@example.co.uk', 'secret');
    await waitFor(() => expect(localStorage.getItem('marquee.session')).toBe('tok-1'));
    expect(sessionStorage.getItem('marquee.session')).toBeNull();
  });
});
