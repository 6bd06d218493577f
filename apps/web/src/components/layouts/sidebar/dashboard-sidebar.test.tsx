import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderShell } from '../test-utils';
import { DashboardSidebar } from './dashboard-sidebar';
import { resolveMenu } from './menus';

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard menu' }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('dashboard sidebar (spec 2.6)', () => {
  it('lists the organiser menus with New Request and View Directory', () => {
    renderShell(<DashboardSidebar area="organiser" active="requests" userName="Priya Shah" />, {
      route: '/organiser-dashboard',
    });
    expect(menuLinks()).toEqual([
      '/organiser-dashboard/requests',
      '/organiser-dashboard/messages',
      '/organiser-dashboard/settings',
    ]);
    const aside = screen.getByRole('complementary', { name: 'Dashboard' });
    expect(within(aside).getByText('Welcome, Priya Shah')).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'New Request' })).toBeInTheDocument();
    expect(within(aside).getByRole('link', { name: 'View Directory' })).toHaveAttribute('href', '/directory');
  });

  it('lists the supplier menus, without the organiser buttons', () => {
    renderShell(<DashboardSidebar area="supplier" active="offers" userName="Sam" />, {
      route: '/supplier-dashboard',
    });
    expect(menuLinks()).toEqual([
      '/supplier-dashboard/offers',
      '/supplier-dashboard/messages',
      '/supplier-dashboard/profile',
      '/supplier-dashboard/subscriptions',
      '/supplier-dashboard/settings',
      '/supplier-dashboard/payments',
    ]);
    expect(screen.queryByRole('link', { name: 'New Request' })).not.toBeInTheDocument();
  });

  it('lists the admin menus', () => {
    renderShell(<DashboardSidebar area="admin" active="suppliers" userName="Ada" />, {
      route: '/admin-login',
    });
    expect(menuLinks()).toEqual(
      [
        'suppliers',
        'organisers',
        'categories-services',
        'reviews',
        'content',
        'stats',
        'pricing',
        'promo-codes',
        'settings',
      ].map((m) => `/admin-login/${m}`),
    );
  });

  it('marks the active menu and shows only the badges it has numbers for', () => {
    renderShell(
      <DashboardSidebar
        area="supplier"
        active="messages"
        userName="Sam"
        badges={{ messages: { unread: 3 }, offers: { notification: 0 } }}
      />,
      { route: '/supplier-dashboard/messages' },
    );
    const nav = within(screen.getByRole('navigation', { name: 'Dashboard menu' }));
    expect(nav.getByRole('link', { name: /Messages/ })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByLabelText('3 unread')).toBeInTheDocument();
    expect(nav.queryByLabelText(/new$/)).not.toBeInTheDocument();
  });

  it('has a Help e-mail link and asks before logging out', async () => {
    const { user, actions } = renderShell(
      <DashboardSidebar area="admin" active="suppliers" userName="Ada" />,
      {
        route: '/admin-login',
      },
    );
    const aside = within(screen.getByRole('complementary', { name: 'Dashboard' }));
    expect(aside.getByRole('link', { name: /Help/ }).getAttribute('href')).toMatch(/^mailto:/);
    await user.click(aside.getByRole('button', { name: 'Log out' }));
    expect(actions.logout).toHaveBeenCalledTimes(1);
  });

  it('falls back to each dashboard’s default for a missing or unknown menu', () => {
    expect(resolveMenu('organiser', undefined)).toBe('requests');
    expect(resolveMenu('supplier', 'nonsense')).toBe('offers');
    expect(resolveMenu('admin', 'offers')).toBe('suppliers');
    expect(resolveMenu('supplier', 'payments')).toBe('payments');
  });
});
