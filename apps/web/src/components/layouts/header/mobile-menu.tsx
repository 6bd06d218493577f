import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../../lib/session';
import { useShellActions } from '../shell-actions';
import { userMenuItems, type headerModel } from '../nav-model';
import classes from './site-header.module.css';

/**
 * The mobile menu of spec 2.2 (below 992 px): 'Welcome' and the user's name, the header's links and buttons.
 * Mantine's Drawer locks background scrolling while it is open.
 */
export function MobileMenu({
  opened,
  onClose,
  model,
}: {
  opened: boolean;
  onClose: () => void;
  model: ReturnType<typeof headerModel>;
}) {
  const { user, roleName } = useSession();
  const { logout } = useShellActions();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 360px)"
      hiddenFrom="md"
      lockScroll
      title={
        <Text component="span" ff="heading" fw={600} fz="xl" c="navy.9">
          Welcome{user ? `, ${user.name}` : ''}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <nav aria-label="Mobile">
        {model.links.map((item) =>
          item.to.includes('#') ? (
            <Link key={item.label} to={item.to} className={classes.drawerLink} onClick={onClose}>
              {item.label}
            </Link>
          ) : (
            <NavLink key={item.label} to={item.to} className={classes.drawerLink} onClick={onClose} end>
              {item.label}
            </NavLink>
          ),
        )}
        {roleName &&
          userMenuItems(roleName)
            .filter((item) => item.label !== 'Admin')
            .map((item) => (
              <NavLink key={item.label} to={item.to} className={classes.drawerLink} onClick={onClose} end>
                {item.label}
              </NavLink>
            ))}
      </nav>
      <Stack gap="sm" mt="xl">
        {model.buttons.map((item) => (
          <Button
            key={item.label}
            component={Link}
            to={item.to}
            variant="outline"
            onClick={onClose}
            fullWidth
          >
            {item.label}
          </Button>
        ))}
        {model.signUp && (
          <Button component={Link} to={model.signUp.to} color="coral.8" onClick={onClose} fullWidth>
            {model.signUp.label}
          </Button>
        )}
        {roleName && (
          <>
            <Divider my="xs" />
            <Button
              variant="subtle"
              color="gray.8"
              leftSection={<IconLogout size={18} />}
              onClick={() => {
                onClose();
                logout();
              }}
              fullWidth
            >
              Log out
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
