// Starts the production build for the browser tests on a fresh embedded database (see playwright.config.ts).
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const port = process.env.E2E_PORT ?? '3100';
const root = fileURLToPath(new URL('..', import.meta.url));
// E2E_SERVER_ENTRY runs another build of the server (e.g. a patched copy) against the same web build.
const server = process.env.E2E_SERVER_ENTRY ?? join(root, 'apps/api/dist/server.js');
if (!existsSync(server)) {
  console.error(`No production build at ${server}: run \`npm run build\` first (\`npm run test:e2e\` does).`);
  process.exit(1);
}

// One directory per port, emptied first: every run starts from migrations, reference and demo data only.
const dataDir = join(tmpdir(), `marquee-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  // The production build, but not NODE_ENV=production: the dev mailbox the tests read is never on there.
  NODE_ENV: 'development',
  DEV_MAILBOX: '1',
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DEMO_DATA: '1',
  WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(root, 'apps/web/dist'),
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
});
// Without SMTP and with DEV_MAILBOX=1 the tests read the e-mailed links from GET /api/dev/outbox; the demo
// logins' generated passwords from DATA_DIR/demo-logins.json (fixtures.ts).
delete process.env.SMTP_URL;
delete process.env.DATABASE_URL;

await import(pathToFileURL(server).href);
