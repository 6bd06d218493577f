import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { errors, notices, validation } from '@marquee/contracts/messages';
import { json, mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render';
import { ServicesStep, type ServicesValues } from './services-step';

const leeds = { label: 'Leeds, UK', latitude: 53.8, longitude: -1.55 };
const initial: ServicesValues = {
  services: [
    { id: 3, label: 'LED Screen Hire' },
    { id: 4, label: 'Marquee Hire' },
  ],
  location: { text: leeds.label, place: leeds },
  nearby: null,
};

describe('ServicesStep', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks on submit, then again as the fields change', async () => {
    mockApi({});
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(<ServicesStep initial={initial} onSubmit={onSubmit} />);
    // Nothing is checked before the first submit.
    await user.click(screen.getByLabelText('Remove LED Screen Hire'));
    await user.click(screen.getByLabelText('Remove Marquee Hire'));
    expect(screen.queryByText(validation.newProductRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(validation.newProductRequired)).toBeInTheDocument();
    expect(screen.getByText(validation.radiusRequired)).toBeInTheDocument();
    expect(screen.queryByText(validation.locationRequired)).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '+25 miles' }));
    await waitFor(() => expect(screen.queryByText(validation.radiusRequired)).not.toBeInTheDocument());
    expect(screen.getByText(validation.newProductRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the services, the picked place with its coordinates and the radius', async () => {
    mockApi({});
    const onSubmit = vi.fn(() => Promise.resolve());
    const { user } = renderWithProviders(
      <ServicesStep initial={{ ...initial, nearby: 999 }} submitLabel="Save" onSubmit={onSubmit} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith(
      { services: [3, 4], location: 'Leeds, UK', nearby: 999, latitude: 53.8, longitude: -1.55 },
      { ...initial, nearby: 999 },
    );
  });

  it("on the dashboard says 'This service already exists' in red for a 422 and 'Thank you for your feedback!' (spec 8)", async () => {
    let exists = true;
    mockApi({
      'POST /api/service-suggestions': () =>
        exists
          ? json(
              { message: errors.serviceAlreadyExists, errors: { product: [errors.serviceAlreadyExists] } },
              422,
            )
          : json({ ok: true }, 201),
    });
    const { user } = renderWithProviders(
      <ServicesStep
        initial={initial}
        submitLabel="Save"
        onSubmit={() => Promise.resolve()}
        suggestion="dashboard"
      />,
    );
    await user.click(screen.getByRole('button', { name: /Suggest a new service/ }));
    await user.type(screen.getByLabelText('New service'), 'Marquee Hire');
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    const error = await screen.findByText(errors.serviceAlreadyExists);
    expect(error.closest('.mantine-InputWrapper-error, [class*="error"]')).not.toBeNull();
    expect(screen.queryByText(notices.feedbackThanks)).not.toBeInTheDocument();

    exists = false;
    await user.clear(screen.getByLabelText('New service'));
    await user.type(screen.getByLabelText('New service'), 'Silent disco');
    await user.click(screen.getByRole('button', { name: 'Suggest' }));
    expect(await screen.findByText(notices.feedbackThanks)).toBeInTheDocument();
  });
});
