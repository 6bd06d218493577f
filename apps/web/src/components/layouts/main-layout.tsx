import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './footer/site-footer';
import { CookieNotice } from './cookie-notice';
import { SkipLink } from './skip-link';

/** Site shell: skip link, sticky header, page, footer by path and the cookie notice (spec 2.2). */
export function MainLayout() {
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <CookieNotice />
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </Box>
  );
}
