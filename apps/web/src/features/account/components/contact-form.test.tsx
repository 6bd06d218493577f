import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { notices, validation } from '@marquee/contracts/messages';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { ContactForm } from './contact-form';

/*
 * Issue 21: saving the settings never fails on a stored value the user did not change without saying which field
 * and what is wrong. A phone saved before the phone rule (Ofcom's drama range) or a display e-mail a supplier
 * skipped at registration shows its error as the form opens, Save focuses it, and the error follows the correction.
 */
describe('ContactForm with stored values the rules refuse', () => {
  beforeEach(() => resetSession());

  it("shows a stored phone's error at once, focuses it on Save and saves once it is corrected", async () => {
    const stored = makeUser({ phone: '+447700900123' });
    session.signIn('t0k', stored, true);
    const api = mockApi({
      'POST /api/auth/me': ({ body }) => json({ user: makeUser(body as Record<string, unknown>) }),
    });
    const { user } = renderWithProviders(<ContactForm user={stored} kind="organiser" />);
    const form = within(screen.getByRole('form', { name: 'Contact details' }));
    const phone = form.getByLabelText(/^Phone/);
    expect(await form.findByText(validation.phoneInvalid)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');

    // Changing another field and saving: nothing is sent, and the phone is where the cursor goes.
    await user.clear(form.getByLabelText(/^Position/));
    await user.type(form.getByLabelText(/^Position/), 'Head of Events');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(phone).toHaveFocus());
    expect(api.calls).toHaveLength(0);

    // The error goes as soon as the number is a real one, without another Save.
    await user.clear(phone);
    await user.type(phone, '07911 123456');
    await waitFor(() => expect(form.queryByText(validation.phoneInvalid)).not.toBeInTheDocument());
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(notices.saved)).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({
      phone: '+447911123456',
      position_in_company: 'Head of Events',
    });
  });

  it('tells a supplier who skipped the display e-mail at registration that the settings need it (spec 5)', async () => {
    const stored = makeUser({
      role: 1,
      website: 'https://soundlight.example',
      display_email: null,
    } as Parameters<typeof makeUser>[0]);
    session.signIn('t0k', stored, true);
    const api = mockApi({});
    const { user } = renderWithProviders(<ContactForm user={stored} kind="supplier" />);
    const form = within(screen.getByRole('form', { name: 'Contact details' }));
    expect(await form.findByText(validation.displayEmailRequired)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(form.getByLabelText(/^Display email/)).toHaveFocus());
    expect(api.calls).toHaveLength(0);
  });

  it("requires a supplier's website and display e-mail in the settings (spec 5 'Supplier settings form')", async () => {
    const stored = makeUser({
      role: 1,
      website: 'https://soundlight.example',
      display_email: 'hello@soundlight.example',
    } as Parameters<typeof makeUser>[0]);
    session.signIn('t0k', stored, true);
    const api = mockApi({});
    const { user } = renderWithProviders(<ContactForm user={stored} kind="supplier" />);
    const form = within(screen.getByRole('form', { name: 'Contact details' }));
    await user.clear(form.getByLabelText(/^Website/));
    await user.clear(form.getByLabelText(/^Display email/));
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText(validation.websiteRequired)).toBeInTheDocument();
    expect(form.getByText(validation.displayEmailRequired)).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/^Website/)).toHaveFocus());
    expect(api.calls).toHaveLength(0);
  });

  it('opens without errors when every stored value is valid', async () => {
    const stored = makeUser();
    session.signIn('t0k', stored, true);
    mockApi({});
    renderWithProviders(<ContactForm user={stored} kind="organiser" />);
    const form = screen.getByRole('form', { name: 'Contact details' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(form.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });
});
