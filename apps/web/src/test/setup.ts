import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Tests wait on a condition (findBy*, waitFor), never a fixed time. On a loaded machine a redirect, a lazily loaded
// chunk or a debounced request can take well over the library's default second to show; each wait gives up after
// 5 seconds instead (the per-test timeout in vitest.config.ts leaves room for a few of them).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
// In the browser the suggestions list loads just after a directory page's first render; tests start with
// it loaded, so typing never races the swap from the plain field to the full one.
beforeAll(async () => {
  const { loadAutocomplete } = await import('../components/form/async-autocomplete');
  await loadAutocomplete();
});

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView =
  window.HTMLElement.prototype.scrollIntoView ?? (() => undefined);
// Mantine's autosize Textarea re-measures when web fonts finish loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}
