import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderShell } from './test-utils';
import { COOKIE_NOTICE_KEY, CookieNotice } from './cookie-notice';

describe('cookie notice (spec 1)', () => {
  afterEach(() => localStorage.clear());

  it('tells the visitor about cookies until accepted, and remembers the answer', async () => {
    const { user, unmount } = renderShell(<CookieNotice />);
    const notice = screen.getByRole('region', { name: 'Cookie notice' });
    expect(notice).toHaveTextContent('The website uses cookies to enhance the user experience');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_NOTICE_KEY)).toBe('1');
    unmount();
    renderShell(<CookieNotice />);
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument();
  });

  it('links to the cookies policy', async () => {
    const { user, actions } = renderShell(<CookieNotice />);
    await user.click(screen.getByRole('button', { name: 'Read our Cookies Policy' }));
    expect(actions.openLegal).toHaveBeenCalledWith('cookies');
  });
});
