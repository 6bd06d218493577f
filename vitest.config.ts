import { defineConfig } from 'vitest/config';

// One runner for every unit, API and component test; e2e journeys run under Playwright.
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on the 2-core CI machine, while the
    // API files spend much of their time waiting on PGlite start-up, PostgreSQL, sockets and timers. Two workers
    // keep both cores busy (the web tests wait on conditions, up to 5 s each, so they hold under that load).
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/web',
      // The repository's own checks (scripts/*.test.ts: the import rules of eslint.config.js).
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
