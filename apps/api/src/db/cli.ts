import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { runSeeds } from './seed/seed';
import { demoLoginsPath, demoLoginsToPrint } from './seed/demo-logins-file';

/** `npm run db:migrate` and `npm run db:seed`, on the configured database. */
const command = process.argv[2];
const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.DATA_DIR },
);
try {
  await database.migrate();
  if (command === 'seed') {
    const result = await runSeeds(database.db, config);
    const lines = [`Seeded reference data${result.demoLoaded ? ' and demo data' : ''}.`];
    if (result.admin === 'created') lines.push(`Created the administrator ${config.ADMIN_EMAIL}.`);
    if (result.admin === 'email-taken') {
      lines.push(
        `ADMIN_EMAIL ${config.ADMIN_EMAIL} belongs to another account; no administrator was created.`,
      );
    }
    const demo = demoLoginsToPrint(config.DATA_DIR, result);
    if (demo.logins.length > 0) {
      lines.push(`Demo logins (kept in ${demoLoginsPath(config.DATA_DIR)}):`);
      for (const l of demo.logins) lines.push(`  ${l.role.padEnd(10)} ${l.email.padEnd(34)} ${l.password}`);
    }
    console.log(lines.join('\n'));
  } else {
    console.log('Migrated.');
  }
} finally {
  await database.close();
}
