import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { IconInbox, IconMessages, IconPlus, IconSettings } from '@tabler/icons-react';
import { renderShell } from '../test-utils';
import { DashboardSidebar } from './dashboard-sidebar';
import type { DashboardNav } from './dashboard-nav';

// The real menus come from the registries in app/dashboards/ (tested there); the sidebar shows any nav.
const nav: DashboardNav = {
  area: 'supplier',
  areaLabel: 'Supplier account',
  items: [
    { key: 'offers', label: 'Offers', icon: IconInbox, href: '/supplier-dashboard/offers' },
    { key: 'messages', label: 'Messages', icon: IconMessages, href: '/supplier-dashboard/messages' },
    { key: 'settings', label: 'Settings', icon: IconSettings, href: '/supplier-dashboard/settings' },
  ],
};

const menuLinks = (name = 'Dashboard menu') =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('dashboard sidebar (spec 2.6)', () => {
  it('lists the items of the nav it is given, in the sidebar and in the mobile tabs', () => {
    renderShell(<DashboardSidebar nav={nav} active="offers" userName="Priya Shah" />, {
      route: '/supplier-dashboard',
    });
    const hrefs = [
      '/supplier-dashboard/offers',
      '/supplier-dashboard/messages',
      '/supplier-dashboard/settings',
    ];
    expect(menuLinks()).toEqual(hrefs);
    expect(menuLinks('Dashboard menu (compact)')).toEqual(hrefs);
    const aside = screen.getByRole('complementary', { name: 'Dashboard' });
    expect(within(aside).getByText('Supplier account')).toBeInTheDocument();
    expect(within(aside).getByText('Welcome, Priya Shah')).toBeInTheDocument();
    expect(within(aside).queryByRole('link', { name: 'New Request' })).not.toBeInTheDocument();
  });

  it('shows the nav’s buttons above the menu', () => {
    const withActions: DashboardNav = {
      ...nav,
      actions: [{ label: 'New Request', href: '/new', icon: IconPlus, variant: 'filled' }],
    };
    renderShell(<DashboardSidebar nav={withActions} active="offers" userName="Sam" />);
    const aside = screen.getByRole('complementary', { name: 'Dashboard' });
    expect(within(aside).getByRole('link', { name: 'New Request' })).toHaveAttribute('href', '/new');
  });

  it('marks the active menu and shows only the badges it has numbers for', () => {
    renderShell(
      <DashboardSidebar
        nav={nav}
        active="messages"
        userName="Sam"
        badges={{ messages: { unread: 3 }, offers: { notification: 0 } }}
      />,
      { route: '/supplier-dashboard/messages' },
    );
    const menu = within(screen.getByRole('navigation', { name: 'Dashboard menu' }));
    expect(menu.getByRole('link', { name: /Messages/ })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: /Offers/ })).not.toHaveAttribute('aria-current');
    expect(menu.getByLabelText('3 unread')).toBeInTheDocument();
    expect(menu.queryByLabelText(/new$/)).not.toBeInTheDocument();
  });

  it('has a Help e-mail link and asks before logging out', async () => {
    const { user, actions } = renderShell(<DashboardSidebar nav={nav} active="offers" userName="Ada" />);
    const aside = within(screen.getByRole('complementary', { name: 'Dashboard' }));
    expect(aside.getByRole('link', { name: /Help/ }).getAttribute('href')).toMatch(/^mailto:/);
    await user.click(aside.getByRole('button', { name: 'Log out' }));
    expect(actions.logout).toHaveBeenCalledTimes(1);
  });
});
