import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { notices } from '@marquee/contracts/messages';
import { emailConfirmationTexts } from '@marquee/contracts/toasts';
import { makeRequest } from '../../../features/requests/test-data';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { OrganiserRequestsSection } from './organiser-requests';

const counters = {
  active_count: 1,
  accepted_count: 0,
  finished_count: 0,
  active_new_count: 0,
  accepted_new_count: 0,
  finished_new_count: 0,
};
const meta = { current_page: 1, last_page: 1, per_page: 25, total: 1 };
const serve = (held: boolean) =>
  mockApi({
    'GET /api/organiser/service-requests/counters': () => json(counters),
    'GET /api/organiser/service-requests': () =>
      json({ data: { service_requests: [makeRequest({ is_held: held, suppliers_count: 0 })] }, meta }),
  });
const at = (state?: unknown) => ({
  route: '/organiser-dashboard/requests/active',
  path: '/organiser-dashboard/requests/active',
  state,
});

describe('the requests alert and the e-mail confirmation (spec 2.4, issue 21)', () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the held requests’ alert, with resend and correct-the-address, after a reload', async () => {
    session.signIn('t', makeUser({ email: 'olivia@exmaple.co.uk', email_verified: false }), true);
    serve(true);
    renderWithProviders(<OrganiserRequestsSection menu="requests" submenu="active" />, at());
    const alert = await screen.findByTestId('request-submitted');
    expect(alert).toHaveTextContent('Confirm your e-mail to send your request');
    expect(within(alert).getByText('olivia@exmaple.co.uk')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: emailConfirmationTexts.resend })).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: emailConfirmationTexts.correct })).toBeInTheDocument();
  });

  it('shows the spec sentence per request once the confirmation sent them on', async () => {
    session.signIn('t', makeUser({ email_verified: true }), true);
    serve(false);
    const submitted = {
      isHeld: false,
      location: 'Leeds, England',
      services: [{ service: 'Marquee Hire', count: 4, location: 'Leeds, England' }],
    };
    renderWithProviders(<OrganiserRequestsSection menu="requests" submenu="active" />, at({ submitted }));
    const alert = await screen.findByTestId('request-submitted');
    expect(alert).toHaveTextContent(notices.requestSubmitted('Marquee Hire', 4, 'Leeds, England'));
    expect(
      within(alert).queryByRole('button', { name: emailConfirmationTexts.resend }),
    ).not.toBeInTheDocument();
  });

  it('shows no alert for a confirmed organiser with nothing held', async () => {
    session.signIn('t', makeUser({ email_verified: true }), true);
    serve(false);
    renderWithProviders(<OrganiserRequestsSection menu="requests" submenu="active" />, at());
    expect(await screen.findByTestId('request-card')).toBeInTheDocument();
    expect(screen.queryByTestId('request-submitted')).not.toBeInTheDocument();
  });
});
