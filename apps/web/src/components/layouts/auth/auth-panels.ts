/** The side panel of the auth screens by path (spec 2.2): request-quote, supplier-registration, login, forgot, default. */
export type AuthPanelKey = 'request-quote' | 'supplier-registration' | 'login' | 'forgot' | 'default';

export interface AuthPanel {
  key: AuthPanelKey;
  image: string;
  title: string;
  line: string;
}

export const authPanels: Record<AuthPanelKey, AuthPanel> = {
  'request-quote': {
    key: 'request-quote',
    image: '/images/auth/request-quote.svg',
    title: 'Tell us about your event',
    line: 'One request reaches vetted suppliers near you. No ringing round, no chasing.',
  },
  'supplier-registration': {
    key: 'supplier-registration',
    image: '/images/auth/supplier-registration.svg',
    title: 'Grow your events business',
    line: 'Registration is free and takes 2-3 minutes. Be first to answer requests in your area.',
  },
  login: {
    key: 'login',
    image: '/images/auth/login.svg',
    title: 'Pick up where you left off',
    line: 'Your requests, quotes and conversations are right where you left them.',
  },
  forgot: {
    key: 'forgot',
    image: '/images/auth/forgot.svg',
    title: 'It happens to the best of us',
    line: "Enter your e-mail address and we'll send you a link to choose a new password.",
  },
  default: {
    key: 'default',
    image: '/images/auth/default.svg',
    title: 'Plan it, source it, book it',
    line: 'Create your free account and start collecting quotes from UK event suppliers.',
  },
};

export function authPanelFor(pathname: string): AuthPanel {
  if (pathname.startsWith('/request-quote')) return authPanels['request-quote'];
  if (pathname.startsWith('/supplier-registration')) return authPanels['supplier-registration'];
  if (pathname.startsWith('/login') && !pathname.startsWith('/login-token')) return authPanels.login;
  if (pathname.startsWith('/forgot')) return authPanels.forgot;
  return authPanels.default;
}

/**
 * How wide the auth screen's content is: a form's column, or a page's for the wizard's profile preview, which
 * shows the profile as the directory will (two columns with the contact box).
 */
export function authWidthFor(pathname: string): 'form' | 'page' {
  return pathname.startsWith('/supplier-registration/profile-preview') ? 'page' : 'form';
}
