/**
 * `npm run bench:ssr`: the cost of a server-rendered public page (issue 25, docs/decisions/0083).
 *
 * Starts the production build (`npm run build` first) on an embedded database with demo data, on BENCH_PORT
 * (default 3470), and drives a directory service page (the one with the most suppliers) with autocannon:
 * BENCH_CONNECTIONS (default 32) connections on loopback for BENCH_SECONDS (default 10) each, first with the
 * guest page cache (PAGE_CACHE_SECONDS=60), then rendering every request (PAGE_CACHE_SECONDS=0, a second server
 * on the same data). Prints p50, p99, pages/s, non-2xx answers and errors, with the load average: the figures
 * depend on what else the machine runs. The mark: p50 ≤ 40 ms and ≥ 300 pages/s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_PORT ?? 3470);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BASE = `http://127.0.0.1:${PORT}`;
const server = join(root, 'apps/api/dist/server.js');
const renderer = join(root, 'apps/web/dist-server/entry-server.js');
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

async function start(dataDir: string, cacheSeconds: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      APP_URL: BASE,
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
      PAGE_CACHE_SECONDS: String(cacheSeconds),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The server did not start within 180 s');
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The service page with the most suppliers in the demo directory. */
async function servicePage(): Promise<string> {
  const get = async <T>(path: string) => (await (await fetch(`${BASE}/api/${path}`)).json()) as T;
  const { data: categories } = await get<{ data: { slug: string }[] }>(
    'service-categories?offset=0&limit=100',
  );
  let best = { path: '', total: -1 };
  for (const { slug } of categories) {
    const { data } = await get<{ data: { services: { id: number; slug: string }[] } }>(
      `service-categories/by-slug/${slug}`,
    );
    for (const service of data.services) {
      const page = await get<{ meta?: { total?: number } }>(
        `suppliers?service_id=${service.id}&page=1&limit=25`,
      );
      const total = page.meta?.total ?? 0;
      if (total > best.total) best = { path: `/directory/${slug}/${service.slug}`, total };
    }
  }
  console.log(`service page: ${best.path} (${best.total} suppliers)`);
  return best.path;
}

async function drive(label: string, path: string) {
  // Warm: the renderer module, the database's caches and (when on) the page cache.
  for (let i = 0; i < 20; i++)
    await (await fetch(`${BASE}${path}`, { headers: { 'accept-encoding': 'br' } })).text();
  const before = load();
  const result = await autocannon({
    url: `${BASE}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br' },
  });
  console.log(
    `| ${label} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${Math.round(result.requests.average)} | ` +
      `${result.non2xx} | ${result.errors + result.timeouts} | ${before} → ${load()} |`,
  );
  return result;
}

if (!existsSync(server) || !existsSync(renderer)) {
  console.error('No production build with the server renderer: run `npm run build` first.');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'marquee-bench-ssr-'));
console.log(
  `bench:ssr on ${cpus().length} CPUs, load average ${load()}; ${CONNECTIONS} connections, ${SECONDS} s each`,
);
let failed = false;
try {
  let child = await start(dataDir, 60);
  const path = await servicePage();
  console.log('\n| Page cache | p50 | p99 | pages/s | non-2xx | errors | load average (before → after) |');
  console.log('|---|---|---|---|---|---|---|');
  const cached = await drive('on (60 s)', path);
  await stop(child);
  child = await start(dataDir, 0);
  const uncached = await drive('off (every request rendered)', path);
  await stop(child);
  failed = [cached, uncached].some((r) => r.non2xx > 0 || r.errors > 0);
  const marks = cached.latency.p50 <= 40 && cached.requests.average >= 300;
  console.log(`\nmark (p50 ≤ 40 ms, ≥ 300 pages/s) with the cache: ${marks ? 'met' : 'missed'}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
