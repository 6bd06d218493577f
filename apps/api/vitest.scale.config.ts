import { defineConfig } from 'vitest/config';

// `npm run test:scale` (issue 26): several server processes on one PostgreSQL database. Not one of the projects
// of `vitest run`: CI runs it as its own step, after the API tests on PostgreSQL (.ci/run).
export default defineConfig({
  test: {
    name: 'scale',
    include: ['test/scale/**/*.scale.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
