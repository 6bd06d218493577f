/**
 * Loads a page afresh (a full navigation). Used when the session ends on a protected page: a client-side
 * navigation would let that page's guard see the signed-out user first and send them to /login.
 */
export function loadPage(url: string): void {
  window.location.assign(url);
}
