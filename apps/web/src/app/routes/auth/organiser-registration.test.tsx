import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { errors, validation } from '@marquee/contracts/messages';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { findLocation, renderWithProviders, resetSession } from '../../../test/render';
import { OrganiserRegistrationForm } from '../../../features/auth/components/organiser-registration-form';
import { Component as RegistrationPage } from './organiser-registration';

const route = { route: '/organiser-registration' };
type User = ReturnType<typeof renderWithProviders>['user'];

const signUp = () => screen.getByRole('button', { name: 'Sign Up' });
const policy = () => screen.getByRole('checkbox', { name: /I have read and accept/ });

async function fillValid(user: User, phone = '07911 123456') {
  await user.type(screen.getByLabelText(/^Name/), 'Alex Morgan');
  await user.type(screen.getByLabelText(/^Email/), 'alex@example.co.uk');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.type(screen.getByLabelText(/^Confirm password/), 'secret1');
  await user.clear(screen.getByLabelText(/^Phone/));
  await user.type(screen.getByLabelText(/^Phone/), phone);
  await user.type(screen.getByLabelText(/^Company name/), 'Northern Lights Events');
  await user.type(screen.getByLabelText(/^Position in company/), 'Events Manager');
}

// Whole-form journeys type into many fields; the shared 2-core machine needs more than the 5 s default.
describe('/organiser-registration', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it("is one form, 'Create an account', with the phone starting at +44", () => {
    renderWithProviders(<RegistrationPage />, route);
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('+44 ');
    for (const label of [/news, offers/, /product updates/, /partners/]) {
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
  });

  it('keeps Sign Up disabled until the policy is accepted', async () => {
    const { user } = renderWithProviders(<RegistrationPage />, route);
    expect(signUp()).toBeDisabled();
    // Spec 5 gates Sign Up on the terms; the greyed button says why (issue 21).
    expect(signUp()).toHaveAccessibleDescription(
      'Accept the Terms and Conditions and the Privacy Policy to sign up.',
    );
    await user.click(policy());
    expect(signUp()).toBeEnabled();
    expect(screen.queryByText(/to sign up\.$/)).not.toBeInTheDocument();
    await user.click(policy());
    expect(signUp()).toBeDisabled();
  });

  it("ticks the policy with the Terms modal's Accept and clears it with Cancel (spec 4)", async () => {
    const { user } = renderWithProviders(<RegistrationPage />, route);
    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    let dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    // Opening the document from the label does not toggle the box by itself.
    expect(policy()).not.toBeChecked();
    // The legal texts load when a modal first opens.
    expect(
      await within(dialog).findByText(
        /charged 7 days after you apply, and only if your application is approved/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect(policy()).toBeChecked();
    expect(signUp()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Terms and Conditions' }));
    dialog = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(policy()).not.toBeChecked();
    expect(signUp()).toBeDisabled();
  });

  it('shows the validation texts of spec 5', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(<RegistrationPage />, route);
    await user.click(policy());
    await user.click(signUp());
    expect(await screen.findByText(validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(validation.emailValid)).toBeInTheDocument();
    expect(screen.getAllByText(validation.passwordMin)).toHaveLength(2);
    expect(screen.getByText(validation.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(validation.companyNameRequired)).toBeInTheDocument();
    expect(screen.getByText(validation.positionRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret2');
    await user.type(screen.getByLabelText(/^Phone/), '12345678');
    expect(await screen.findByText(validation.passwordIncorrect)).toBeInTheDocument();
    expect(screen.getByText(validation.phoneInvalid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("checks the e-mail first and links 'Click here' to /forgot when it is registered", async () => {
    const api = mockApi({ 'GET /api/users': () => json({ user: { email: 'alex@example.co.uk' } }) });
    const { user } = renderWithProviders(<RegistrationPage />, route);
    await fillValid(user);
    await user.click(policy());
    await user.click(signUp());
    const message = await screen.findByTestId('email-registered');
    expect(message).toHaveTextContent(errors.emailAlreadyRegistered);
    expect(within(message).getByRole('link', { name: 'Click here' })).toHaveAttribute('href', '/forgot');
    expect(api.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/users?filters%5Bemail%5D=alex%40example.co.uk',
    ]);
  });

  it('shows a 429 of the e-mail check as the error toast and does not sign up', async () => {
    const api = mockApi({
      'GET /api/users': () => json({ message: errors.tooManyRequests }, 429, 'Too Many Requests'),
    });
    const { user } = renderWithProviders(<RegistrationPage />, route);
    await fillValid(user);
    await user.click(policy());
    await user.click(signUp());
    expect(await screen.findByText(errors.tooManyRequests)).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users']);
    expect(screen.queryByTestId('email-registered')).not.toBeInTheDocument();
  });

  it('sends the normalised payload, signs in and confirms by modal with Back to Home', async () => {
    const api = mockApi({
      'GET /api/users': () => json({ user: null }),
      'POST /api/auth/organizer/registration': () =>
        json({ access_token: 'fresh', user: makeUser({ email_verified: false }) }, 201, 'Created'),
    });
    const { user } = renderWithProviders(<RegistrationPage />, route);
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /product updates/ }));
    await user.click(policy());
    await user.click(signUp());

    // The dialog has a name for assistive technology (axe aria-dialog-name).
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm your e-mail' });
    expect(dialog).toHaveTextContent('confirmation link');
    expect(api.calls[1]?.body).toEqual({
      name: 'Alex Morgan',
      email: 'alex@example.co.uk',
      password: 'secret1',
      confirmPassword: 'secret1',
      phone: '+447911123456',
      company_name: 'Northern Lights Events',
      source: 'sign_up',
      position_in_company: 'Events Manager',
      primary_function: null,
      receive_news_and_marketing: false,
      receive_updates_and_info: true,
      receive_communications_from_partners: false,
    });
    expect(session.get()).toMatchObject({ isAuth: true, roleName: 'organiser' });

    await user.click(within(dialog).getByRole('button', { name: 'Back to Home' }));
    expect(await findLocation()).toBe('/');
  });
  it('lets the request-a-quote contact step be pressed before the terms and shows the spec 5 texts (issue 21)', async () => {
    const api = mockApi({});
    const { user } = renderWithProviders(
      <OrganiserRegistrationForm
        source="request_quote"
        submitLabel="Request a Quote"
        onRegistered={vi.fn()}
      />,
      { route: '/request-quote' },
    );
    const submit = screen.getByRole('button', { name: 'Request a Quote' });
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText(validation.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(validation.emailValid)).toBeInTheDocument();
    expect(screen.getByText(validation.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(validation.positionRequired)).toBeInTheDocument();
    expect(screen.getByText(validation.policyRequired)).toBeInTheDocument();
    expect(screen.queryByText(validation.companyNameRequired)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    expect(api.calls).toHaveLength(0);
  });

  it('leaves the company optional in the request-a-quote contact step (spec 5) and says where it comes from', async () => {
    const api = mockApi({
      'GET /api/users': () => json({ user: null }),
      'POST /api/auth/organizer/registration': () =>
        json({ access_token: 'fresh', user: makeUser({ email_verified: false }) }, 201, 'Created'),
    });
    const onRegistered = vi.fn();
    const { user } = renderWithProviders(
      <OrganiserRegistrationForm
        source="request_quote"
        submitLabel="Request a Quote"
        onRegistered={onRegistered}
      />,
      { route: '/request-quote' },
    );
    await fillValid(user);
    await user.clear(screen.getByLabelText(/^Company name/));
    await user.click(policy());
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(screen.queryByText(validation.companyNameRequired)).not.toBeInTheDocument();
    expect(api.calls[1]?.body).toMatchObject({ company_name: '', source: 'request_quote' });
  });
});
