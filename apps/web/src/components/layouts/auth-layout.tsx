import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../ui/logo';
import { authPanelFor } from './auth/auth-panels';
import { SkipLink } from './skip-link';
import classes from './auth/auth-layout.module.css';

/** Auth screens: a side panel chosen by path and an Exit button that goes back (spec 2.2). */
export function AuthLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const panel = authPanelFor(location.pathname);
  // React Router names the first entry of a visit 'default': nothing to go back to, so Exit goes home.
  const exit = () => (location.key === 'default' ? navigate(paths.home.href()) : navigate(-1));

  return (
    <div className={classes.root} style={{ position: 'relative' }}>
      <SkipLink />
      <aside
        className={classes.panel}
        style={{ backgroundImage: `url(${panel.image})` }}
        data-panel={panel.key}
        aria-label="About this page"
      >
        <Link to={paths.home.href()} className={classes.brand} aria-label="Marquee home">
          <Logo inverse size={32} />
        </Link>
        <div>
          <p className={classes.title}>{panel.title}</p>
          <p className={classes.line}>{panel.line}</p>
        </div>
      </aside>
      <div className={classes.content}>
        <div className={classes.topbar}>
          <Button
            variant="default"
            radius="xl"
            size="sm"
            leftSection={<IconX size={16} aria-hidden="true" />}
            onClick={exit}
          >
            Exit
          </Button>
        </div>
        <main id="main" tabIndex={-1} className={classes.form} style={{ outline: 'none' }}>
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
