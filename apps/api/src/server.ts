import { buildApp } from './app';
import { trackConnections } from './lib/connection-drain';
import { ConfigError, loadConfig, type Config } from './config/env';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/lock';
import { runSeeds } from './db/seed/seed';
import { demoLogins } from './db/seed/demo';
import { demoLoginsPath, demoLoginsToPrint } from './db/seed/demo-logins-file';
import { assertNoPublishedPasswords, PublishedPasswordError } from './db/seed/demo-passwords';
import { devMailboxEnabled } from './modules/mail/mailbox.routes';
import { refreshPlannerStatistics } from './modules/housekeeping/housekeeping.service';
import { holdSandboxLock, SandboxSharedError } from './modules/payments/providers/sandbox-single-process';

async function main(config: Config) {
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
  );
  // The offline card sandbox is one process's file: a second server on the database refuses to start.
  let releaseSandbox: (() => Promise<void>) | undefined;
  if (config.DATABASE_URL && !config.STRIPE_SECRET_KEY) {
    try {
      releaseSandbox = await holdSandboxLock(config.DATABASE_URL);
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      // Connections waiting in the kernel's accept queue are taken first, so a request sent before the signal
      // is answered rather than reset when the listener closes; the database holds its statements meanwhile,
      // as Node takes one connection per turn of the event loop (docs/decisions/0027).
      const resume = database.pause();
      try {
        await connections?.settled();
      } finally {
        resume();
      }
      // Stops listening, answers every request already received (with Connection: close), then closes; the
      // job handlers still running (a housekeeping run among them) finish before the database closes below.
      const closed = app?.close();
      // Node stops its request timeouts on close: a request still unanswered then gets as long as any request.
      const deadline = setTimeout(
        () => app?.server.closeAllConnections(),
        config.REQUEST_TIMEOUT_SECONDS * 1000,
      );
      await connections?.closeSilent();
      await closed;
      clearTimeout(deadline);
    } finally {
      await releaseSandbox?.().catch(() => undefined);
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let connections: ReturnType<typeof trackConnections> | undefined;
  try {
    await database.migrate();
    const seeded = await runSeeds(database.db, config);
    if (config.NODE_ENV === 'production') {
      await assertNoPublishedPasswords(
        database.db,
        demoLogins.map((l) => l.email),
      );
    }
    // Kept before listening: once the accounts exist, their generated passwords must not be lost.
    const demo = demoLoginsToPrint(config.DATA_DIR, seeded);
    await refreshPlannerStatistics(database);
    app = await buildApp({ config, database });
    connections = trackConnections(app.server);
    await app.listen({ port: config.PORT, host: config.HOST });
    const lines = [
      '',
      `  Marquee is running at ${config.APP_URL}`,
      `  Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${config.DATA_DIR}` : 'PostgreSQL'}`,
      `  API docs: ${config.APP_URL}/api/docs`,
    ];
    if (devMailboxEnabled(config)) {
      lines.push(`  E-mails are kept in the dev mailbox: ${config.APP_URL}/dev/mailbox`);
    } else if (!config.SMTP_URL) {
      lines.push(
        '  E-mails are not sent: set SMTP_URL (or DEV_MAILBOX=1 outside production for the dev mailbox)',
      );
    }
    if (demo.logins.length > 0) {
      lines.push(
        '',
        `  Demo logins (generated for this database, kept in ${demoLoginsPath(config.DATA_DIR)}):`,
      );
      for (const l of demo.logins) lines.push(`    ${l.role.padEnd(10)} ${l.email.padEnd(34)} ${l.password}`);
    }
    if (demo.missing.length > 0) {
      lines.push(
        '',
        `  No password kept for ${demo.missing.map((a) => a.email).join(', ')}: use "Forgot password".`,
      );
    }
    console.log(lines.join('\n') + '\n');
  } catch (err) {
    await app?.close().catch(() => undefined);
    await releaseSandbox?.().catch(() => undefined);
    await database.close();
    throw err;
  }
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

main(config).catch((err: unknown) => {
  if (
    err instanceof DataDirInUseError ||
    err instanceof PublishedPasswordError ||
    err instanceof SandboxSharedError
  ) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
