import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { errors, validation } from '@marquee/contracts/messages';
import { emailConfirmationTexts as texts, toastTexts } from '@marquee/contracts/toasts';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { EmailConfirmationActions } from './email-confirmation-actions';

describe('the e-mail confirmation actions (issue 21)', () => {
  beforeEach(() => {
    resetSession();
    session.signIn('token', makeUser({ email: 'olivia@exmaple.co.uk', email_verified: false }), true);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows where the link went and sends it again', async () => {
    const api = mockApi({ 'POST /api/auth/resend-confirmation': () => json({ result: true }) });
    const { user } = renderWithProviders(<EmailConfirmationActions />);
    expect(screen.getByText('olivia@exmaple.co.uk')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.resend }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toEqual(['/api/auth/resend-confirmation']);
  });

  it('corrects the address: the new one is shown, the session holds it and a toast says a link went there', async () => {
    const api = mockApi({
      'POST /api/auth/change-email': ({ body }) =>
        json({ user: makeUser({ email: (body as { email: string }).email, email_verified: false }) }),
    });
    const { user } = renderWithProviders(<EmailConfirmationActions />);
    await user.click(screen.getByRole('button', { name: texts.correct }));
    const form = screen.getByRole('form', { name: 'Change your e-mail address' });
    const field = within(form).getByLabelText(texts.newEmailLabel);
    expect(field).toHaveValue('olivia@exmaple.co.uk');
    await user.clear(field);
    await user.click(within(form).getByRole('button', { name: texts.save }));
    expect(await within(form).findByText(validation.emailRequired)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.type(field, 'olivia@example.co.uk');
    await user.click(within(form).getByRole('button', { name: texts.save }));
    expect(await screen.findByText(toastTexts.emailChanged('olivia@example.co.uk'))).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({ email: 'olivia@example.co.uk' });
    expect(session.get().user?.email).toBe('olivia@example.co.uk');
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(screen.getByText('olivia@example.co.uk')).toBeInTheDocument();
  });

  it("shows spec 8's text, with its link, when the address is taken", async () => {
    mockApi({
      'POST /api/auth/change-email': () =>
        json(
          { message: errors.emailAlreadyRegistered, errors: { email: [errors.emailAlreadyRegistered] } },
          422,
        ),
    });
    const { user } = renderWithProviders(<EmailConfirmationActions />);
    await user.click(screen.getByRole('button', { name: texts.correct }));
    const field = screen.getByLabelText(texts.newEmailLabel);
    await user.clear(field);
    await user.type(field, 'taken@example.co.uk');
    await user.click(screen.getByRole('button', { name: texts.save }));
    const error = await screen.findByTestId('email-registered');
    expect(error).toHaveTextContent(errors.emailAlreadyRegistered);
    expect(within(error).getByRole('link', { name: 'Click here' })).toHaveAttribute('href', '/forgot');
    expect(session.get().user?.email).toBe('olivia@exmaple.co.uk');
    expect(field).toHaveFocus();
  });

  it('shows nothing once the address is confirmed', () => {
    session.setUser(makeUser({ email_verified: true }));
    mockApi({});
    renderWithProviders(<EmailConfirmationActions />);
    expect(screen.queryByRole('button', { name: texts.resend })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.correct })).not.toBeInTheDocument();
  });
});
