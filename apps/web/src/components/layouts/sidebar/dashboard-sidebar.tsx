import { ActionIcon, Badge, Box, Button, Divider, Group, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import { IconHelpCircle, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { contact } from '../../../config/paths';
import { useShellActions } from '../shell-actions';
import type { DashboardNav, MenuBadges } from './dashboard-nav';
import classes from './dashboard-sidebar.module.css';

export interface DashboardSidebarProps {
  nav: DashboardNav;
  /** The key of the section on screen. */
  active: string;
  userName: string;
  badges?: Partial<Record<string, MenuBadges>>;
}

function Counts({ badges }: { badges?: MenuBadges }) {
  if (!badges) return null;
  const shown = (n?: number): n is number => typeof n === 'number' && n > 0;
  return (
    <Group gap={4} wrap="nowrap">
      {shown(badges.notification) && (
        <Badge size="sm" circle color="coral.8" aria-label={`${badges.notification} new`}>
          {badges.notification}
        </Badge>
      )}
      {shown(badges.unread) && (
        <Badge size="sm" color="coral.8" aria-label={`${badges.unread} unread`}>
          {badges.unread}
        </Badge>
      )}
      {shown(badges.total) && (
        <Badge size="sm" variant="light" color="gray" c="gray.8" aria-label={`${badges.total} in total`}>
          {badges.total}
        </Badge>
      )}
    </Group>
  );
}

const helpHref = `mailto:${contact.email}?subject=${encodeURIComponent('Help with my Marquee account')}`;

/** The sidebar shared by all dashboards (spec 2.6); below 768 px it becomes wrapping rows of pills. */
export function DashboardSidebar({ nav, active, userName, badges }: DashboardSidebarProps) {
  const { logout } = useShellActions();
  const onLogout = () => logout();
  const { areaLabel, items } = nav;
  const actionButtons = nav.actions && nav.actions.length > 0 && (
    <>
      {nav.actions.map(({ label, href, icon: Icon, variant }) => (
        <Button
          key={label}
          component={Link}
          to={href}
          {...(variant === 'filled' ? { color: 'coral.8' } : { variant: 'outline' })}
          leftSection={<Icon size={18} aria-hidden="true" />}
          fullWidth
        >
          {label}
        </Button>
      ))}
    </>
  );

  return (
    <>
      <Box component="aside" aria-label="Dashboard" className={classes.sidebar}>
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="coral.9" style={{ letterSpacing: '0.08em' }}>
            {areaLabel}
          </Text>
          <Text ff="heading" fz={22} fw={600} c="navy.9" mt={4} lh={1.25}>
            Welcome, {userName}
          </Text>
        </div>
        {actionButtons && <Stack gap="xs">{actionButtons}</Stack>}
        <nav aria-label="Dashboard menu">
          {items.map(({ key, label, icon: Icon, href }) => {
            return (
              <NavLink
                key={key}
                component={Link}
                to={href}
                label={label}
                leftSection={<Icon size={20} stroke={1.6} aria-hidden="true" />}
                rightSection={<Counts badges={badges?.[key]} />}
                active={key === active}
                aria-current={key === active ? 'page' : undefined}
                variant="light"
                className={classes.item}
              />
            );
          })}
        </nav>
        <Divider />
        <Stack gap={4}>
          <NavLink
            component="a"
            href={helpHref}
            label="Help"
            description={contact.email}
            // Mantine's dimmed grey is 3.3:1 at this size; gray.7 meets 4.5:1 (decision 0009).
            styles={{ description: { color: 'var(--mantine-color-gray-7)' } }}
            leftSection={<IconHelpCircle size={20} stroke={1.6} aria-hidden="true" />}
            className={classes.item}
          />
          <NavLink
            component="button"
            type="button"
            onClick={onLogout}
            label="Log out"
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden="true" />}
            className={classes.item}
          />
        </Stack>
      </Box>

      <Box className={classes.mobile}>
        <Group justify="space-between" wrap="nowrap" mb="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" fw={700} tt="uppercase" c="coral.9" style={{ letterSpacing: '0.08em' }}>
              {areaLabel}
            </Text>
            <Text ff="heading" fz={20} fw={600} c="navy.9" truncate="end">
              Welcome, {userName}
            </Text>
          </div>
          <Group gap={6} wrap="nowrap">
            <Tooltip label="Help">
              <ActionIcon
                component="a"
                href={helpHref}
                variant="default"
                radius="xl"
                size="lg"
                aria-label="Help"
              >
                <IconHelpCircle size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Log out">
              <ActionIcon variant="default" radius="xl" size="lg" onClick={onLogout} aria-label="Log out">
                <IconLogout size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {actionButtons && (
          <Group grow gap="xs" mb="sm">
            {actionButtons}
          </Group>
        )}
        <nav aria-label="Dashboard menu (compact)">
          {/* Every section in sight on a phone: the pills wrap onto as many lines as they need. */}
          <div className={classes.tabs}>
            {items.map(({ key, label, icon: Icon, href }) => {
              return (
                <Link
                  key={key}
                  to={href}
                  className={classes.tab}
                  aria-current={key === active ? 'page' : undefined}
                >
                  <Icon size={15} aria-hidden="true" />
                  {label}
                  <Counts badges={badges?.[key]} />
                </Link>
              );
            })}
          </div>
        </nav>
      </Box>
    </>
  );
}
