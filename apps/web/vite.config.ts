import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './build/precompress-plugin';
import { fontPreloadPlugin } from './build/font-preload-plugin';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // The server renderer (`vite build --ssr`, docs/decisions/0083) is Node code: no preloads, no compressed copies.
  plugins: isSsrBuild ? [react()] : [react(), fontPreloadPlugin(), precompressPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/dev': api },
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    copyPublicDir: !isSsrBuild,
    // Source maps hold the whole source: built only on request (WEB_SOURCEMAP=1), and the server never
    // serves them (docs/decisions/0028).
    sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
    // dist/.vite/manifest.json: the server preloads each page's chunks from it, the size guard reads it.
    manifest: !isSsrBuild,
    // Every browser the app supports has <link rel="modulepreload">: no polyfill on every page.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      // Lazy chunks are named by their hash alone: the entry lists every chunk a lazy route may preload, and the
      // names made that list (on every page's first load) a few hundred bytes heavier (decision 0029).
      output: { chunkFileNames: 'assets/c-[hash].js' },
    },
  },
}));
