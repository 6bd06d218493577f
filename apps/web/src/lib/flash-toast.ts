/**
 * A confirmation carried over a full page load (logout loads the next page afresh, so a toast raised before it
 * would die with the old page): kept in sessionStorage and shown once by the notifications outlet, which loads
 * after the first render, so the public pages' first load carries none of it (docs/decisions/0029, 0059).
 */
const FLASH_KEY = 'marquee.flash';

/** Keeps `message` to be shown once after the next page load. */
export function flashToast(message: string) {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage refused (private mode, full): the page loads without the confirmation.
  }
}

/** The kept message, taken (shown once only), or null. */
export function takeFlashToast(): string | null {
  try {
    const message = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    return message;
  } catch {
    return null;
  }
}
