import type { ReactNode } from 'react';
import { Box, Container } from '@mantine/core';
import { useSession } from '../../lib/session';
import { DashboardSidebar } from './sidebar/dashboard-sidebar';
import classes from './dashboard-layout.module.css';
import type { DashboardArea, MenuBadges, MenuKey } from './sidebar/menus';

export interface DashboardLayoutProps {
  area: DashboardArea;
  active: MenuKey;
  badges?: Partial<Record<MenuKey, MenuBadges>>;
  children: ReactNode;
}

/** A dashboard page: the shared sidebar of spec 2.6 beside the screen of the active menu. */
export function DashboardLayout({ area, active, badges, children }: DashboardLayoutProps) {
  const { user } = useSession();
  return (
    <Box bg="gray.0" py={{ base: 'md', sm: 'xl' }} style={{ minHeight: 'calc(100vh - 72px)' }}>
      <Container size="xl">
        <div className={classes.grid}>
          <DashboardSidebar area={area} active={active} userName={user?.name ?? ''} badges={badges} />
          <Box component="section" aria-label={`${area} dashboard`} style={{ minWidth: 0 }}>
            {children}
          </Box>
        </div>
      </Container>
    </Box>
  );
}
