import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../ui/logo';
import { authPanelFor, authWidthFor } from './auth/auth-panels';
import { SkipLink } from './skip-link';
import classes from './auth/auth-layout.module.css';

/** Auth screens: a side panel chosen by path and an Exit button that goes back (spec 2.2). */
export function AuthLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const panel = authPanelFor(location.pathname);
  // Back to wherever the visitor came from; a tab opened straight on this page has nowhere to go back to.
  const exit = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home.href()));

  return (
    <div
      className={classes.root}
      data-width={authWidthFor(location.pathname)}
      style={{ position: 'relative' }}
    >
      <SkipLink />
      <aside
        className={classes.panel}
        style={{ backgroundImage: `url(${panel.image})` }}
        data-panel={panel.key}
        aria-label="About this page"
      >
        <div className={classes.inner}>
          <Link to={paths.home.href()} className={classes.brand} aria-label="Marquee home">
            <Logo inverse size={32} />
          </Link>
          <div>
            <p className={classes.title}>{panel.title}</p>
            <p className={classes.line}>{panel.line}</p>
          </div>
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
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </div>
  );
}
