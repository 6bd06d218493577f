/** Every route of spec 2.1, named once. Builders return the URL to link to. */
export const paths = {
  home: { path: '/', href: () => '/' },
  howItWorks: { href: () => '/#howItWorks' },
  about: { path: '/about', href: () => '/about' },
  suppliers: { path: '/suppliers', href: () => '/suppliers' },
  directory: { path: '/directory', href: () => '/directory' },
  directorySearch: { path: '/directory/search', href: () => '/directory/search/' },
  directoryProfile: {
    path: '/directory/profile/:profileId',
    href: (profileId: number | string) => `/directory/profile/${profileId}`,
  },
  directoryCategory: {
    path: '/directory/:categoryName/:serviceName?',
    /** Links use the readable slugs (`audio-visual-production`); old-style names still resolve (0016). */
    href: (category: string, service?: string) =>
      `/directory/${encodeURIComponent(category)}${service ? `/${encodeURIComponent(service)}` : ''}`,
  },
  profile: { path: '/profile', href: () => '/profile' },
  /** The signed link of optional e-mails (the API's `unsubscribeUrl`); its query is passed on to the API. */
  unsubscribe: { path: '/email-preferences/unsubscribe' },
  requestQuote: { path: '/request-quote', href: () => '/request-quote' },
  login: { path: '/login', href: () => '/login' },
  forgot: { path: '/forgot', href: () => '/forgot' },
  passwordReset: { path: '/password-reset', href: () => '/password-reset' },
  loginToken: { path: '/login-token', href: () => '/login-token' },
  organiserRegistration: { path: '/organiser-registration', href: () => '/organiser-registration' },
  supplierRegistration: {
    path: '/supplier-registration/:profile?',
    href: (step?: 'profile-setup' | 'profile-preview') => `/supplier-registration${step ? `/${step}` : ''}`,
  },
  /** Dashboards: `path` is the root; their sections (`{menu}/{submenu}`) are declared in app/dashboards/. */
  admin: {
    path: '/admin-login',
    href: (menu?: string, submenu?: string) => ['/admin-login', menu, submenu].filter(Boolean).join('/'),
  },
  supplierDashboard: {
    path: '/supplier-dashboard',
    href: (menu?: string, submenu?: string) =>
      ['/supplier-dashboard', menu, submenu].filter(Boolean).join('/'),
  },
  organiserDashboard: {
    path: '/organiser-dashboard',
    href: (menu?: string, submenu?: string) =>
      ['/organiser-dashboard', menu, submenu].filter(Boolean).join('/'),
  },
} as const;

/** Where each role lands after signing in (spec 2.3). */
export const dashboardFor = (role: 'supplier' | 'organiser' | 'admin') =>
  role === 'supplier'
    ? paths.supplierDashboard.href()
    : role === 'organiser'
      ? paths.organiserDashboard.href()
      : paths.admin.href();

export const contact = {
  email: 'hello@marquee.events',
  social: {
    instagram: 'https://www.instagram.com/marquee.events',
    linkedin: 'https://www.linkedin.com/company/marquee-events',
    facebook: 'https://www.facebook.com/marquee.events',
  },
} as const;
