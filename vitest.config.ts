import { defineConfig } from 'vitest/config';

// One runner for every unit, API and component test; e2e journeys run under Playwright.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/api', 'apps/web'],
  },
});
