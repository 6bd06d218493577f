import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '@fontsource-variable/fraunces';
import './app/mantine-styles';
import './app/global.css';
import { App } from './app/app';
import { createRouter } from './app/router';
import { session, tokenStore } from './lib/session';
import { readState, STATE_ID } from './lib/ssr-state';

const container = document.getElementById('root')!;
const island = document.getElementById(STATE_ID);

if (island && container.firstElementChild && !tokenStore.get()) {
  // A page the server rendered for a guest (docs/decisions/0083): the session is known at once (no token), the
  // route modules load before hydrating so the first render matches the server's HTML.
  session.clear();
  const dehydratedState = readState(island.textContent ?? '{"queries":[],"mutations":[]}');
  const router = createRouter();
  const ready = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  void ready.then(() =>
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} dehydratedState={dehydratedState} />
      </StrictMode>,
    ),
  );
} else {
  // Signed in (the dashboards, or a public page opened with a stored session) or a page the server left to the
  // browser: rendered here, behind the session gate of spec 2.1.
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
