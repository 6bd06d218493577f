import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Waits on conditions last up to 5 s each (src/test/setup.ts); a test may hold a few of them on a busy machine.
    testTimeout: 20_000,
    css: false,
  },
});
