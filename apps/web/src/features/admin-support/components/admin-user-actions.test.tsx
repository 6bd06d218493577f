import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { supportTexts } from '@marquee/contracts/admin-support';
import { json, mockApi } from '../../../test/mock-api';
import { renderWithProviders, resetSession } from '../../../test/render';
import { tokenStore } from '../../../lib/session';
import { AdminUserActions } from './admin-user-actions';

const organiser = { id: 12, name: 'Olu Organiser', role: 'organiser' as const };
const supplier = { id: 31, name: 'Bright Tents Ltd', role: 'supplier' as const };

describe('AdminUserActions (spec 2.6, 4; decision 0071)', { timeout: 30_000 }, () => {
  beforeEach(resetSession);
  afterEach(() => {
    vi.unstubAllGlobals();
    tokenStore.setAdmin(null);
  });

  it('resets the password to 12 random characters, copies it and shows it once with the note', async () => {
    const { calls } = mockApi({
      'POST /api/admin/auth/user-password-change': () => json({ result: true }),
    });
    const { user } = renderWithProviders(<AdminUserActions user={organiser} />);
    await user.click(screen.getByRole('button', { name: 'Support: Olu Organiser' }));
    await user.click(await screen.findByRole('menuitem', { name: supportTexts.resetPassword }));
    // Nothing is sent before the confirmation.
    expect(calls).toHaveLength(0);
    const confirm = await screen.findByRole('dialog', { name: supportTexts.resetConfirmTitle });
    await user.click(within(confirm).getByRole('button', { name: supportTexts.resetConfirm }));

    const modal = await screen.findByRole('dialog', { name: supportTexts.copiedTitle });
    const body = calls[0]?.body as { user_id: number; password: string };
    expect(body.user_id).toBe(12);
    expect(body.password).toMatch(/^[A-Za-z2-9]{12}$/);
    expect(within(modal).getByText(body.password)).toBeInTheDocument();
    expect(within(modal).getByText(supportTexts.copiedNote('Olu Organiser'))).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(body.password);

    // Shown once: closed, it is gone.
    await user.click(within(modal).getByRole('button', { name: supportTexts.close }));
    await waitFor(() => expect(screen.queryByText(body.password)).not.toBeInTheDocument());
  });

  it('says to copy it by hand when the browser refuses the clipboard', async () => {
    mockApi({ 'POST /api/admin/auth/user-password-change': () => json({ result: true }) });
    const { user } = renderWithProviders(<AdminUserActions user={organiser} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Support: Olu Organiser' }));
    await user.click(await screen.findByRole('menuitem', { name: supportTexts.resetPassword }));
    await user.click(await screen.findByRole('button', { name: supportTexts.resetConfirm }));
    expect(await screen.findByText(supportTexts.copyFailedNote('Olu Organiser'))).toBeInTheDocument();
  });

  it("keeps the administrator's token aside and opens the user's dashboard with the view token", async () => {
    tokenStore.set('admin-token', false);
    const { calls } = mockApi({
      'POST /api/admin/auth/login-as': () =>
        json({ access_token: 'view-token', expires_at: '2027-01-01T10:00:00.000Z' }),
    });
    const go = vi.fn();
    const { user } = renderWithProviders(<AdminUserActions user={supplier} go={go} />);
    await user.click(screen.getByRole('button', { name: 'Support: Bright Tents Ltd' }));
    await user.click(await screen.findByRole('menuitem', { name: supportTexts.viewDashboardAs }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/supplier-dashboard'));
    expect(calls[0]?.body).toEqual({ user_id: 31 });
    expect(tokenStore.getAdmin()).toBe('admin-token');
    expect(tokenStore.get()).toBe('view-token');
  });

  it('shows the API refusal as the error toast and keeps the administrator signed in', async () => {
    tokenStore.set('admin-token', true);
    mockApi({
      'POST /api/admin/auth/login-as': () =>
        json({ message: supportTexts.administratorTarget }, 403, 'Forbidden'),
    });
    const go = vi.fn();
    const { user } = renderWithProviders(<AdminUserActions user={organiser} go={go} />);
    await user.click(screen.getByRole('button', { name: 'Support: Olu Organiser' }));
    await user.click(await screen.findByRole('menuitem', { name: supportTexts.viewDashboardAs }));
    expect(await screen.findByText(supportTexts.administratorTarget)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(tokenStore.get()).toBe('admin-token');
    expect(tokenStore.getAdmin()).toBeNull();
  });
});
