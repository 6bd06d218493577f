import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { errors, notices, validation } from '@marquee/contracts/messages';
import { session, tokenStore } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { loadPage } from '../../../lib/load-page';
import { OrganiserSettings } from './organiser-settings';

vi.mock('../../../lib/load-page', () => ({ loadPage: vi.fn() }));

const route = { route: '/organiser-dashboard/settings' };
const contact = () => screen.getByRole('form', { name: 'Contact details' });
const password = () => screen.getByRole('form', { name: 'Change password' });

describe('OrganiserSettings', () => {
  beforeEach(() => {
    resetSession();
    session.signIn('old-token', makeUser(), true);
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('contact form (spec 5)', () => {
    it('starts from the account and shows the spec texts when emptied', async () => {
      const api = mockApi({});
      const { user } = renderWithProviders(<OrganiserSettings />, route);
      const form = within(contact());
      expect(form.getByLabelText(/^Name & Surname/)).toHaveValue('Alex Morgan');
      expect(form.getByLabelText(/^Phone/)).toHaveValue('+447911123456');
      for (const label of [/^Name & Surname/, /^Phone/, /^Company name/, /^Position/])
        await user.clear(form.getByLabelText(label));
      await user.type(form.getByLabelText(/^Phone/), '+44 79');
      await user.click(form.getByRole('button', { name: 'Save changes' }));
      expect(await form.findByText(validation.nameSurnameRequired)).toBeInTheDocument();
      expect(form.getByText(validation.phoneRequired)).toBeInTheDocument();
      expect(form.getByText(validation.companyNameRequired)).toBeInTheDocument();
      expect(form.getByText(validation.positionRequired)).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });

    it("saves with POST auth/me, the phone normalised, then toasts 'Saved'", async () => {
      const api = mockApi({
        'POST /api/auth/me': ({ body }) => json({ user: makeUser(body as Record<string, unknown>) }),
      });
      const { user } = renderWithProviders(<OrganiserSettings />, route);
      const form = within(contact());
      await user.clear(form.getByLabelText(/^Phone/));
      await user.type(form.getByLabelText(/^Phone/), '020 7123 4567');
      await user.clear(form.getByLabelText(/^Position/));
      await user.type(form.getByLabelText(/^Position/), 'Head of Events');
      await user.click(form.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText(notices.saved)).toBeInTheDocument();
      expect(api.calls[0]?.body).toEqual({
        name: 'Alex Morgan',
        phone: '+442071234567',
        company_name: 'Northern Lights Events',
        position_in_company: 'Head of Events',
      });
      expect(session.get().user?.position_in_company).toBe('Head of Events');
      expect(form.getByLabelText(/^Phone/)).toHaveValue('+442071234567');
    });

    it("shows the server's message in the toast when saving fails", async () => {
      mockApi({
        'POST /api/auth/me': () =>
          json(
            { message: 'The given data was invalid.', errors: { phone: ['Phone number is invalid'] } },
            422,
          ),
      });
      const { user } = renderWithProviders(<OrganiserSettings />, route);
      await user.click(within(contact()).getByRole('button', { name: 'Save changes' }));
      expect(
        await screen.findByText(/The given data was invalid\.\s+phone: Phone number is invalid/),
      ).toBeInTheDocument();
      expect(within(contact()).getByText('Phone number is invalid')).toBeInTheDocument();
    });
  });

  describe('change password (spec 5, 8)', () => {
    it('shows the validation texts', async () => {
      const api = mockApi({});
      const { user } = renderWithProviders(<OrganiserSettings />, route);
      const form = within(password());
      await user.click(form.getByRole('button', { name: 'Change password' }));
      expect(await form.findByText(validation.currentPasswordRequired)).toBeInTheDocument();
      expect(form.getAllByText(validation.passwordMin)).toHaveLength(2);
      await user.type(form.getByLabelText(/^New password/), 'secret1');
      await user.type(form.getByLabelText(/^Confirm new password/), 'secret2');
      expect(await form.findByText(validation.passwordIncorrect)).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    });

    it("puts 'Invalid password' on the current-password field", async () => {
      mockApi({
        'POST /api/auth/change-password': () =>
          json(
            { message: 'The given data was invalid.', errors: { password_old: [errors.invalidPassword] } },
            422,
          ),
      });
      const { user } = renderWithProviders(<OrganiserSettings />, route);
      const form = within(password());
      await user.type(form.getByLabelText(/^Current password/), 'not-it');
      await user.type(form.getByLabelText(/^New password/), 'secret1');
      await user.type(form.getByLabelText(/^Confirm new password/), 'secret1');
      await user.click(form.getByRole('button', { name: 'Change password' }));
      expect(await form.findByText(errors.invalidPassword)).toBeInTheDocument();
      expect(tokenStore.get()).toBe('old-token');
    });

    it("shows a server failure as what it is, not as 'Invalid password'", async () => {
      mockApi({
        'POST /api/auth/change-password': () =>
          json({ message: errors.generic, request_id: 'req-1' }, 500, 'Internal Server Error'),
      });
      const { user } = renderWithProviders(<OrganiserSettings />, route);
      const form = within(password());
      await user.type(form.getByLabelText(/^Current password/), 'marquee-demo');
      await user.type(form.getByLabelText(/^New password/), 'secret1');
      await user.type(form.getByLabelText(/^Confirm new password/), 'secret1');
      await user.click(form.getByRole('button', { name: 'Change password' }));
      expect(await screen.findByText(errors.generic)).toBeInTheDocument();
      expect(form.queryByText(errors.invalidPassword)).not.toBeInTheDocument();
      expect(form.getByLabelText(/^Current password/)).not.toHaveAttribute('aria-invalid', 'true');
    });

    it('keeps the new token and opens the follow-up modal', async () => {
      const api = mockApi({ 'POST /api/auth/change-password': () => json({ access_token: 'new-token' }) });
      const { user } = renderWithProviders(<OrganiserSettings />, route);
      const form = within(password());
      await user.type(form.getByLabelText(/^Current password/), 'marquee-demo');
      await user.type(form.getByLabelText(/^New password/), 'secret1');
      await user.type(form.getByLabelText(/^Confirm new password/), 'secret1');
      await user.click(form.getByRole('button', { name: 'Change password' }));
      const dialog = await screen.findByRole('dialog', { name: 'Password changed' });
      expect(dialog).toHaveTextContent(notices.passwordChanged);
      expect(api.calls[0]?.body).toEqual({
        password_old: 'marquee-demo',
        password: 'secret1',
        confirmPassword: 'secret1',
      });
      // Remembered before, so still remembered.
      expect(localStorage.getItem('marquee.session')).toBe('new-token');
      expect(form.getByLabelText(/^Current password/)).toHaveValue('');
    });
  });

  describe('delete profile (spec 2.4)', () => {
    it('warns that deleted profiles cannot be recovered, then logs out and goes home', async () => {
      const api = mockApi({ 'DELETE /api/auth/me': () => json({ result: true }) });
      const { user } = renderWithProviders(<OrganiserSettings />, route);
      await user.click(screen.getByRole('button', { name: 'Delete profile' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('Deleted profiles cannot be recovered.');
      await user.click(within(dialog).getByRole('button', { name: 'Delete profile' }));
      await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
      expect(session.get().isAuth).toBe(false);
      expect(tokenStore.get()).toBeNull();
      expect(api.calls.map((c) => c.method)).toEqual(['DELETE']);
    });
  });

  it('offers to resend the confirmation link until the e-mail is confirmed', async () => {
    session.setUser(makeUser({ email_verified: false }));
    const api = mockApi({ 'POST /api/auth/resend-confirmation': () => json({ result: true }) });
    const { user } = renderWithProviders(<OrganiserSettings />, route);
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});
