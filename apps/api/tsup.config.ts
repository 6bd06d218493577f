import { defineConfig } from 'tsup';

// One ESM bundle of the server; the contracts package is TypeScript source, so it is bundled in.
export default defineConfig({
  entry: { server: 'src/server.ts', cli: 'src/db/cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@marquee\//],
});
