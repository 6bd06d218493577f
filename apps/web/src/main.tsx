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

if (island && container.firstElementChild && !tokenStore.get()) {
  // A page the server rendered for a guest: hydrated, by code loaded only for it.
  void import('./app/hydrate-page').then((m) => m.hydratePage(container, island.textContent ?? ''));
} else {
  // Signed in (the dashboards, or a public page opened with a stored session) or a page the server left to the
  // browser: rendered here, behind the session gate of spec 2.1.
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
