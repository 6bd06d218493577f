import { lazy, Suspense, useState } from 'react';
import { Box, Burger, Button, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../../lib/session';
import { paths } from '../../../config/paths';
import { Logo } from '../../ui/logo';
import { headerModel } from '../nav-model';
// Guests never see the user menu, and the drawer is needed only once the burger is pressed: both load
// on demand, keeping Mantine's Menu and Drawer out of every page's first load (docs/decisions/0029).
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
import classes from './site-header.module.css';

/** The sticky site header of spec 2.2; below 992 px the links move into a drawer. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { roleName, user } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Mounted from the first opening on, so the drawer can animate closed.
  const [menuWanted, setMenuWanted] = useState(false);
  const model = headerModel(pathname, roleName);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to={paths.home.href()} className={classes.brand} aria-label="Marquee home">
          <Logo size={34} />
        </Link>

        <Box component="nav" aria-label="Main" className={classes.links} visibleFrom="md">
          {model.links.map((item) =>
            // An in-page anchor (/#howItWorks) is never "the current page", so it is a plain link.
            item.to.includes('#') ? (
              <Link key={item.label} to={item.to} className={classes.link}>
                {item.label}
              </Link>
            ) : (
              <NavLink key={item.label} to={item.to} className={classes.link} end>
                {item.label}
              </NavLink>
            ),
          )}
        </Box>

        <Box className={classes.actions} visibleFrom="md">
          {model.buttons.map((item, i) => (
            <Button
              key={item.label}
              component={Link}
              to={item.to}
              size="sm"
              variant={i === 0 ? 'subtle' : 'outline'}
              className={classes.compact}
            >
              {item.label}
            </Button>
          ))}
          {model.signUp && (
            <Button
              component={Link}
              to={model.signUp.to}
              size="sm"
              color="coral.8"
              className={classes.compact}
            >
              {model.signUp.label}
            </Button>
          )}
          {roleName && user && (
            <Suspense fallback={null}>
              <UserMenu role={roleName} name={user.name} />
            </Suspense>
          )}
        </Box>

        <Burger
          opened={opened}
          onClick={() => {
            setMenuWanted(true);
            toggle();
          }}
          hiddenFrom="md"
          aria-label={opened ? 'Close menu' : 'Open menu'}
          aria-expanded={opened}
          aria-controls="mobile-menu"
        />
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} model={model} />
        </Suspense>
      )}
    </Box>
  );
}
