import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within, waitFor } from '@testing-library/react';
import { notices, validation } from '@marquee/contracts/messages';
import { onboardingTexts } from '@marquee/contracts/supplier-onboarding';
import { json, mockApi, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { makeOption } from '../../../test/service-options';
import { ownProfile } from '../../../test/own-profile';
import { premiumPlan, proPlan } from '../test-data';
import { ChooseServicesModal } from './choose-services';

const placed = {
  location: 'Leeds, UK',
  latitude: 53.8,
  longitude: -1.55,
  nearby: 25,
};
const service = (id: number) => ({ id: 100 + id, service: { id, product: `Service ${id}` } });

function api(profile = ownProfile(placed), put?: (r: MockRequest) => Response) {
  return mockApi({
    'GET /api/profile': () => json({ profile }),
    'GET /api/services': (req) =>
      json({
        data: req.query.get('search') === 'led' ? [makeOption()] : [],
        meta: { total: 1 },
      }),
    'PUT /api/supplier/user-services/update': put ?? ((r) => json({ profile: { ...profile, body: r.body } })),
  });
}

describe('Choose your services (after paying for a plan of type 2)', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => vi.unstubAllGlobals());

  it("needs a service ('Product & Service is a required field'), then saves it with the profile's place", async () => {
    const { calls } = api();
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <ChooseServicesModal opened plan={proPlan} onClose={vi.fn()} onSaved={onSaved} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose your services' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'This plan allows you to choose all services.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save services' }));
    expect(within(dialog).getByText(validation.productRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Products & services' }), 'led');
    await user.click(await screen.findByRole('option', { name: /LED Screen Hire/ }));
    expect(within(dialog).queryByText(validation.productRequired)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save services' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(screen.getByText(notices.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      services: [30],
      location: 'Leeds, UK',
      nearby: 25,
      latitude: 53.8,
      longitude: -1.55,
    });
  });

  it('is red over the plan limit and does not save until a service is removed', async () => {
    const { calls } = api(ownProfile({ ...placed, services: [1, 2, 3, 4, 5, 6].map(service) }));
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <ChooseServicesModal opened plan={premiumPlan} onClose={vi.fn()} onSaved={onSaved} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose your services' });
    const notice = await within(dialog).findByText(/This plan allows you to choose 5 services\./);
    expect(notice).toHaveTextContent('You have chosen 6. Please remove services or choose a higher plan.');
    await user.click(within(dialog).getByRole('button', { name: 'Save services' }));
    expect(within(dialog).getByText(onboardingTexts.tooManyServices(5))).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByLabelText('Remove Service 6'));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This plan allows you to choose 5 services.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save services' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((calls.find((c) => c.method === 'PUT')?.body as { services: number[] }).services).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it("shows the API's refusal of the services and keeps the modal open", async () => {
    api(ownProfile({ ...placed, services: [service(1)] }), () =>
      json({ message: 'Validation failed', errors: { services: [onboardingTexts.tooManyServices(1)] } }, 422),
    );
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <ChooseServicesModal opened plan={proPlan} onClose={vi.fn()} onSaved={onSaved} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose your services' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save services' }));
    expect(await within(dialog).findByText(onboardingTexts.tooManyServices(1))).toBeInTheDocument();
    expect(within(dialog).queryByText(/Validation failed/)).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('sends a supplier without a place to Services & Location, and shows any other failure there too', async () => {
    const onSaved = vi.fn();
    const unplaced = api(ownProfile({ services: [service(1)] }));
    const first = renderWithProviders(
      <ChooseServicesModal opened plan={proPlan} onClose={vi.fn()} onSaved={onSaved} />,
    );
    let dialog = await screen.findByRole('dialog', { name: 'Choose your services' });
    await first.user.click(await within(dialog).findByRole('button', { name: 'Save services' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(validation.locationRequired);
    expect(within(alert).getByRole('link', { name: 'Services & Location' })).toHaveAttribute(
      'href',
      '/supplier-dashboard/profile-edit/services',
    );
    expect(unplaced.calls.some((c) => c.method === 'PUT')).toBe(false);
    first.unmount();
    vi.unstubAllGlobals();

    api(ownProfile({ ...placed, services: [service(1)] }), () =>
      json({ message: 'The server is busy' }, 500, 'Internal Server Error'),
    );
    const { user } = renderWithProviders(
      <ChooseServicesModal opened plan={proPlan} onClose={vi.fn()} onSaved={onSaved} />,
    );
    dialog = await screen.findByRole('dialog', { name: 'Choose your services' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save services' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The server is busy');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
