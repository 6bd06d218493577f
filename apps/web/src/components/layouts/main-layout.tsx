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
      {/* At least a screen tall, so the footer starts below the fold while a page's content loads, instead of
          being painted under the header and pushed down when the content arrives (layout shift, issue 10). */}
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none', minHeight: '100vh' }}>
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
