import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastTexts } from '@marquee/contracts/toasts';
import { logout } from '../features/session/logout';
import { session } from '../lib/session';
import { json, makeUser, mockApi } from '../test/mock-api';
import { AppProvider } from './provider';

describe('the toast carried over a page load (issue 21)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
    sessionStorage.clear();
  });

  it("says 'You have been logged out' on the page logout loads, once", async () => {
    session.signIn('organiser-token', makeUser(), true);
    mockApi({ 'POST /api/auth/logout': () => json({ result: true }) });
    const go = vi.fn();
    await logout(go);
    expect(go).toHaveBeenCalledWith('/');

    // The next page: the app starts afresh and its notifications outlet loads after the first render.
    const first = render(<AppProvider>{null}</AppProvider>);
    expect(await screen.findByText(toastTexts.loggedOut, {}, { timeout: 5000 })).toBeInTheDocument();
    first.unmount();
    // The store is global: the next page starts with none of this one's toasts.
    notifications.clean();

    render(<AppProvider>{null}</AppProvider>);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(toastTexts.loggedOut)).not.toBeInTheDocument();
  });
});
