import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { billingTexts } from '@marquee/contracts/billing';
import { session } from '../../../lib/session';
import { json, makeUser, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { ownProfile } from '../../../test/own-profile';
import { SupplierProfile } from './supplier-profile';
import { RegistrationWizard } from '../../../features/supplier-onboarding/components/registration-wizard';
import { freePlan, proPlan } from '../../../features/billing/test-data';
import { PlanServicesNotice } from '../../../components/form/plan-services-notice';

describe('PlanServicesNotice', () => {
  it('is green while the services fit the plan, up to its limit', () => {
    renderWithProviders(<PlanServicesNotice chosen={3} max={3} />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('This plan allows you to choose 3 services.');
    expect(notice).toHaveAttribute('data-fits', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("says 'all' for a plan without a limit, and 1 service in the singular", () => {
    const { unmount } = renderWithProviders(<PlanServicesNotice chosen={40} max={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('This plan allows you to choose all services.');
    unmount();
    renderWithProviders(<PlanServicesNotice chosen={0} max={1} />);
    expect(screen.getByRole('status')).toHaveTextContent('This plan allows you to choose 1 service.');
  });

  it('is red over the limit, asking to remove services or choose a higher plan', () => {
    renderWithProviders(<PlanServicesNotice chosen={4} max={3} />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveAttribute('data-fits', 'false');
    expect(notice).toHaveTextContent(
      'This plan allows you to choose 3 services. You have chosen 4. Please remove services or choose a higher plan.',
    );
    expect(within(notice).getByRole('link', { name: billingTexts.choosePlan })).toHaveAttribute(
      'href',
      '/supplier-dashboard/subscriptions',
    );
  });
});

describe("Profile edit 'Services & Location' with the plan notice", { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  const services = [1, 2, 3].map((id) => ({ id: id + 100, service: { id, product: `Service ${id}` } }));
  const profile = ownProfile({
    services,
    location: 'Leeds',
    latitude: 53.8,
    longitude: -1.55,
    nearby: 25,
  });

  it('turns red when a service too many is kept and green again once it is removed', async () => {
    mockApi({
      'GET /api/profile': () =>
        json({
          profile: ownProfile({
            ...profile,
            services: [...services, { id: 104, service: { id: 4, product: 'Service 4' } }],
          }),
        }),
      'GET /api/subscriptions/current': () => json({ pricing_plan: freePlan, subscription: null }),
    });
    const { user } = renderWithProviders(<SupplierProfile menu="profile-edit" submenu="services" />, {
      route: '/supplier-dashboard/profile-edit/services',
    });
    const over = await screen.findByRole('alert');
    expect(over).toHaveTextContent('This plan allows you to choose 3 services. You have chosen 4.');
    // Mantine hides the pills' remove buttons from the accessibility tree (aria-hidden); the label finds it.
    await user.click(screen.getByLabelText('Remove Service 4'));
    expect(screen.getByRole('status')).toHaveTextContent('This plan allows you to choose 3 services.');
    expect(screen.queryByText(/Please remove services/)).not.toBeInTheDocument();
  });

  it("shows 'all' on a plan of type 2 without a limit", async () => {
    mockApi({
      'GET /api/profile': () => json({ profile }),
      'GET /api/subscriptions/current': () => json({ pricing_plan: proPlan, subscription: null }),
    });
    renderWithProviders(<SupplierProfile menu="profile-edit" submenu="services" />, {
      route: '/supplier-dashboard/profile-edit/services',
    });
    expect(await screen.findByText('This plan allows you to choose all services.')).toBeInTheDocument();
  });

  it("shows on the registration wizard's Services & location step too, with the new account's plan", async () => {
    const supplier = makeUser({ id: 21, role: 1, profile: { id: 5, status: 0 } });
    session.signIn('t0k', supplier, false);
    mockApi({
      'GET /api/supplier/onboarding': () =>
        json({
          onboarding: { step: 'services', submitted_at: null },
          user: supplier,
          profile: ownProfile({
            services: [...services, { id: 104, service: { id: 4, product: 'Service 4' } }],
          }),
        }),
      'GET /api/subscriptions/current': () => json({ pricing_plan: freePlan, subscription: null }),
    });
    renderWithProviders(<RegistrationWizard />, { route: '/supplier-registration' });
    const form = await screen.findByRole('form', { name: 'Services & location' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This plan allows you to choose 3 services. You have chosen 4.',
    );
  });
});
