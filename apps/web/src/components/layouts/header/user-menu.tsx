import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import {
  IconChevronDown,
  IconLayoutDashboard,
  IconLogout,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RoleName } from '@marquee/contracts/enums';
import { useShellActions } from '../shell-actions';
import { userMenuItems } from '../nav-model';

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('') || '?';

const iconFor = (label: string) =>
  label === 'My profile' ? (
    <IconUserCircle size={16} />
  ) : label === 'Admin' ? (
    <IconLayoutDashboard size={16} />
  ) : (
    <IconSettings size={16} />
  );

/** The signed-in user's menu of spec 2.2: My profile (suppliers), Account settings, Log out; Admin for administrators. */
export function UserMenu({ role, name }: { role: RoleName; name: string }) {
  const { logout } = useShellActions();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={`Account menu for ${name}`}
          style={{ borderRadius: 999, padding: '4px 6px' }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar color="navy" radius="xl" size={34}>
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={500} c="navy.9" maw={120} truncate="end" visibleFrom="lg">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as {name}</Menu.Label>
        {userMenuItems(role).map((item) => (
          <Menu.Item key={item.label} component={Link} to={item.to} leftSection={iconFor(item.label)}>
            {item.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => logout()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
