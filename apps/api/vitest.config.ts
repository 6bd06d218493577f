import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file gets its own database; PGlite start and migration take a few seconds on this hardware.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One migrated PGlite database, copied by every file's database (test/harness.ts).
    globalSetup: ['test/global-setup.ts'],
  },
});
