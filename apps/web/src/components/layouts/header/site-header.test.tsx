import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { session } from '../../../lib/session';
import { renderShell, signInAs } from '../test-utils';
import { SiteHeader } from './site-header';

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('site header (spec 2.2)', () => {
  afterEach(() => session.clear());

  it('shows a guest the four links, both buttons and sign-up to organiser registration', () => {
    signInAs(null);
    renderShell(<SiteHeader />, { route: '/' });
    expect(mainNav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(mainNav().getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/#howItWorks');
    expect(mainNav().getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(mainNav().getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(hrefOf('Browse directory')).toBe('/directory');
    expect(hrefOf('Become a supplier')).toBe('/suppliers');
    expect(hrefOf('Sign up')).toBe('/organiser-registration');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it.each(['/suppliers', '/supplier-registration', '/supplier-registration/profile-setup'])(
    'on the supplier page %s offers a way back to organisers and sign-up to supplier registration',
    (route) => {
      signInAs(null);
      renderShell(<SiteHeader />, { route, path: '*' });
      expect(hrefOf('For organisers')).toBe('/');
      expect(screen.queryByRole('link', { name: 'Become a supplier' })).not.toBeInTheDocument();
      expect(hrefOf('Sign up')).toBe('/supplier-registration');
    },
  );

  it.each([
    ['organiser', '/organiser-dashboard'],
    ['supplier', '/supplier-dashboard'],
  ] as const)(
    'shows a signed-in %s a Dashboard link, the account menu and no sign-up',
    async (role, dashboard) => {
      signInAs(role);
      renderShell(<SiteHeader />, { route: '/about' });
      expect(mainNav().getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', dashboard);
      expect(mainNav().queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: 'Account menu for Alex Morgan' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    },
  );

  it('calls the link Admin for administrators', () => {
    signInAs('admin');
    renderShell(<SiteHeader />, { route: '/' });
    expect(mainNav().getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin-login');
    expect(mainNav().queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('gives suppliers My profile and Account settings, and asks before logging out', async () => {
    signInAs('supplier');
    const { user, actions } = renderShell(<SiteHeader />, { route: '/' });
    // The account menu loads on demand (guests never need it).
    await user.click(
      await screen.findByRole('button', { name: 'Account menu for Alex Morgan' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/supplier-dashboard/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/supplier-dashboard/settings',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(actions.logout).toHaveBeenCalledTimes(1);
  });

  it('gives organisers Account settings but not My profile', async () => {
    signInAs('organiser');
    const { user } = renderShell(<SiteHeader />, { route: '/' });
    // The account menu loads on demand (guests never need it).
    await user.click(
      await screen.findByRole('button', { name: 'Account menu for Alex Morgan' }, { timeout: 10_000 }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/organiser-dashboard/settings',
    );
    expect(screen.queryByRole('menuitem', { name: 'My profile' })).not.toBeInTheDocument();
  });

  it('gives administrators only Admin and Log out', async () => {
    signInAs('admin');
    const { user } = renderShell(<SiteHeader />, { route: '/' });
    // The account menu loads on demand (guests never need it).
    await user.click(
      await screen.findByRole('button', { name: 'Account menu for Alex Morgan' }, { timeout: 10_000 }),
    );
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Admin', 'Log out']);
  });

  it("opens the mobile menu with 'Welcome' and the user's name", async () => {
    signInAs('organiser');
    const { user } = renderShell(<SiteHeader />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Welcome, Alex Morgan' });
    expect(within(drawer).getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/organiser-dashboard/settings',
    );
    expect(within(drawer).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });
});
