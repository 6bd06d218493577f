import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useShellActions } from '../components/layouts/shell-actions';
import { AppProvider } from './provider';

// The modals provider's chunk arrives late, as on a slow connection, so the confirmation is asked for first.
vi.mock('./modals-outlet', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 400));
  return importOriginal();
});

/** Asks for the logout confirmation during the first render's effects, before the lazy modals provider exists. */
function LogOutAtOnce() {
  const { logout } = useShellActions();
  useEffect(() => logout(), [logout]);
  return null;
}

describe('AppProvider', () => {
  it('opens a modal asked for before the lazily loaded modals provider listens (a click right after load)', async () => {
    render(
      <AppProvider>
        <LogOutAtOnce />
      </AppProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log out' }, { timeout: 8000 });
    expect(dialog).toHaveTextContent('Are you sure you want to log out of Marquee?');
  });
});
