import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { notices, validation } from '@marquee/contracts/messages';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { SupplierSettings } from './supplier-settings';

const supplier = () =>
  makeUser({
    role: 1,
    website: 'https://before.example',
    display_email: 'hello@before.example',
  } as Parameters<typeof makeUser>[0]);

/** The settings form checks the website with the contracts' rule, as the API does (decision 0049). */
describe('SupplierSettings website', () => {
  beforeEach(() => {
    resetSession();
    session.signIn('t0k', supplier(), true);
  });

  it("refuses a javascript: address with 'Website must be a valid web address' and sends a bare domain with https://", async () => {
    const api = mockApi({
      'POST /api/auth/me': ({ body }) => json({ user: makeUser(body as Record<string, unknown>) }),
    });
    const { user } = renderWithProviders(<SupplierSettings />, { route: '/supplier-dashboard/settings' });
    const form = within(screen.getByRole('form', { name: 'Contact details' }));
    const website = form.getByLabelText(/^Website/);

    await user.clear(website);
    await user.type(website, 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText(validation.websiteValid)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(website);
    await user.type(website, 'example.co.uk');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(notices.saved)).toBeInTheDocument();
    expect(api.calls[0]?.body).toMatchObject({ website: 'https://example.co.uk' });
  });
});
