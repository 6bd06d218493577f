import type { ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { useSession } from '../../lib/session';
import { DashboardSidebar } from './sidebar/dashboard-sidebar';
import classes from './dashboard-layout.module.css';
import type { DashboardNav, MenuBadges } from './sidebar/dashboard-nav';

export interface DashboardLayoutProps {
  nav: DashboardNav;
  /** The key of the section on screen. */
  active: string;
  badges?: Partial<Record<string, MenuBadges>>;
  children: ReactNode;
}

/** A dashboard page: the shared sidebar of spec 2.6 beside the screen of the active menu. */
export function DashboardLayout({ nav, active, badges, children }: DashboardLayoutProps) {
  const { user } = useSession();
  return (
    // As tall as the main area (a screen, main-layout.tsx), so a short screen leaves no white band above the footer.
    <Box bg="gray.0" py={{ base: 'md', sm: 'xl' }} style={{ minHeight: '100vh' }}>
      <Container size="xl">
        <div className={classes.grid}>
          <DashboardSidebar nav={nav} active={active} userName={user?.name ?? ''} badges={badges} />
          <Box component="section" aria-label={`${nav.area} dashboard`} style={{ minWidth: 0 }}>
            {children}
          </Box>
        </div>
      </Container>
    </Box>
  );
}
