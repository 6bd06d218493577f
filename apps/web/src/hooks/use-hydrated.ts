import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while a server-rendered page hydrates (and on the server), true from then on and in every page the browser
 * renders itself. A form's submit button waits for it, so a press before the page's code runs is not lost as a
 * plain form post (docs/decisions/0083).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
