import type { DeepLinkTarget } from '@marquee/contracts/enums';

/**
 * The deep link of spec 2.3: the web app's /login-token screen exchanges email and token for a
 * session, then goes to `to` (with `id` for a chat, request or offer).
 */
export function loginTokenUrl(
  appUrl: string,
  params: { email: string; token: string; to: DeepLinkTarget; id?: number | string },
): string {
  const url = new URL('/login-token', appUrl);
  url.searchParams.set('email', params.email);
  url.searchParams.set('token', params.token);
  url.searchParams.set('to', params.to);
  if (params.id !== undefined) url.searchParams.set('id', String(params.id));
  return url.toString();
}

/** The recovery screen of spec 2.3 (query email and token). */
export function passwordResetUrl(appUrl: string, params: { email: string; token: string }): string {
  const url = new URL('/password-reset', appUrl);
  url.searchParams.set('email', params.email);
  url.searchParams.set('token', params.token);
  return url.toString();
}
