import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; fonts and raster images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) copy beside every text file of the build, so the
 * server sends compressed assets without spending CPU per request (docs/decisions/0028). A copy is kept
 * only when it is smaller than the file.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'marquee:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        jobs.push(
          (async () => {
            const raw = await readFile(path);
            const [br, gzipped] = await Promise.all([
              brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gz(raw, { level: 9 }),
            ]);
            if (br.length < raw.length) await writeFile(`${path}.br`, br);
            if (gzipped.length < raw.length) await writeFile(`${path}.gz`, gzipped);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
