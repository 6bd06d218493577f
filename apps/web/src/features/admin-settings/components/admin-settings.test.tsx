import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { settingsTexts } from '@marquee/contracts/admin-settings';
import { validation } from '@marquee/contracts/messages';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { AdminSettings } from './admin-settings';
import { FreeRfqForm } from './free-rfq-form';

const emptyLog = () =>
  json({ entries: [], filters: { actors: [] }, pagination: { total_pages: 1, page: 1, total: 0 } });

describe('Admin settings', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the free RFQs form and the change-password slot on the Settings tab, the log on Activity', async () => {
    mockApi({
      'GET /api/admin/settings': () => json({ free_rfq_number: 3 }),
      'GET /api/admin/audit-log': emptyLog,
    });
    const { unmount } = renderWithProviders(
      <AdminSettings menu="settings" changePassword={<p>The password form</p>} />,
    );
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const free = screen.getByRole('region', { name: 'Free RFQs' });
    expect(await within(free).findByRole('textbox', { name: /Number of free RFQs/ })).toHaveValue('3');
    expect(
      within(screen.getByRole('region', { name: 'Change password' })).getByText('The password form'),
    ).toBeInTheDocument();
    unmount();

    renderWithProviders(<AdminSettings menu="settings" submenu="activity" changePassword={null} />);
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No actions yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Free RFQs' })).not.toBeInTheDocument();
  });

  it.each([
    ['', validation.requiredField],
    ['three', validation.shouldBeInteger],
    ['1.5', validation.shouldBeInteger],
    ['-1', validation.shouldBeGreaterThanZero],
    ['10001', settingsTexts.freeRfqNumberMax],
  ])('refuses %j with the spec 5 text, without calling the API', async (typed, text) => {
    const { calls } = mockApi({ 'GET /api/admin/settings': () => json({ free_rfq_number: 3 }) });
    const { user } = renderWithProviders(<FreeRfqForm />);
    const box = await screen.findByRole('textbox', { name: /Number of free RFQs/ });
    await user.clear(box);
    if (typed) await user.type(box, typed);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('saves the number as a whole number and says so', async () => {
    const { calls } = mockApi({
      'GET /api/admin/settings': () => json({ free_rfq_number: 3 }),
      'POST /api/admin/settings': () => json({ free_rfq_number: 5 }),
    });
    const { user } = renderWithProviders(<FreeRfqForm />);
    const box = await screen.findByRole('textbox', { name: /Number of free RFQs/ });
    await user.clear(box);
    await user.type(box, ' 5 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ free_rfq_number: 5 }));
    expect(await screen.findByText(settingsTexts.saved)).toBeInTheDocument();
    expect(box).toHaveValue('5');
  });

  it("shows the API's 422 under the field", async () => {
    mockApi({
      'GET /api/admin/settings': () => json({ free_rfq_number: 3 }),
      'POST /api/admin/settings': () =>
        json(
          {
            message: validation.shouldBeGreaterThanZero,
            errors: { free_rfq_number: [validation.shouldBeGreaterThanZero] },
          },
          422,
        ),
    });
    const { user } = renderWithProviders(<FreeRfqForm />);
    const box = await screen.findByRole('textbox', { name: /Number of free RFQs/ });
    await user.clear(box);
    await user.type(box, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(validation.shouldBeGreaterThanZero)).toBeInTheDocument();
  });
});
