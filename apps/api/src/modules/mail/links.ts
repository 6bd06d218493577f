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

/** The web page of an optional e-mail's unsubscribe link (apps/web), which asks to confirm. */
export const UNSUBSCRIBE_PAGE_PATH = '/email-preferences/unsubscribe';
/** Where a mail client posts an RFC 8058 one-click unsubscribe: the API, with the page link's query. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/email-preferences/unsubscribe/one-click';

/**
 * The List-Unsubscribe headers of a message whose links include an unsubscribe page link (RFC 2369 and RFC 8058
 * one-click): the https URL the mail client posts `List-Unsubscribe=One-Click` to, carrying the same signed
 * query as the page. No mailto: Marquee receives no mail. None when the message has no unsubscribe link.
 */
export function listUnsubscribeHeaders(links: readonly string[]): Record<string, string> {
  for (const link of links) {
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      continue;
    }
    if (url.pathname !== UNSUBSCRIBE_PAGE_PATH) continue;
    const oneClick = new URL(ONE_CLICK_UNSUBSCRIBE_PATH, url.origin);
    oneClick.search = url.search;
    return {
      'List-Unsubscribe': `<${oneClick.toString()}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  return {};
}
