import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app/mantine-styles';
import './app/global.css';
import { App } from './app/app';
import { tokenStore } from './lib/session';

const container = document.getElementById('root')!;
// The JSON island of a page the server rendered (docs/decisions/0083; its id is lib/ssr-state.ts's STATE_ID).
const island = document.getElementById('__MARQUEE_STATE__');

if (island && container.firstElementChild) {
  // A page the server rendered (for a guest): hydrated, or shown to a stored session once it is checked, by code
  // loaded only for such a page.
  const signedIn = tokenStore.get() !== null;
  void import('./app/hydrate-page').then((m) =>
    signedIn
      ? m.showSignedInPage(container, island.textContent ?? '')
      : m.hydratePage(container, island.textContent ?? ''),
  );
} else {
  // A page the server left to the browser (the dashboards, the token pages): rendered here, behind the session
  // gate of spec 2.1.
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
