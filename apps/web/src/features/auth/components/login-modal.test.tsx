import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { errors } from '@marquee/contracts/messages';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { openLoginModal, type LoginModalOptions } from './login-modal';

function Opener(options: LoginModalOptions) {
  return <Button onClick={() => openLoginModal(options)}>Send a message</Button>;
}

describe('openLoginModal', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it("signs in, closes and hands over; wrong credentials read 'Login or password are incorrect'", async () => {
    let attempts = 0;
    mockApi({
      'POST /api/auth/login': () =>
        ++attempts === 1
          ? json({ message: errors.loginFailed }, 422)
          : json({ access_token: 'tok', user: makeUser() }),
    });
    const onSignedIn = vi.fn();
    const { user } = renderWithProviders(<Opener onSignedIn={onSignedIn} />);
    await user.click(screen.getByRole('button', { name: 'Send a message' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Log in to continue');

    await user.type(screen.getByLabelText('Email'), 'alex@example.co.uk');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(errors.loginModalFailed);

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(session.get().isAuth).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('changes page through the caller’s navigate', async () => {
    const navigate = vi.fn();
    const { user } = renderWithProviders(<Opener navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: 'Send a message' }));
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(navigate).toHaveBeenCalledWith('/organiser-registration');
  });
});
