import { defineConfig } from 'vitest/config';

// One runner for every unit, API and component test; e2e journeys run under Playwright.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/web',
      // The repository's own checks (scripts/*.test.ts: the import rules of eslint.config.js).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
