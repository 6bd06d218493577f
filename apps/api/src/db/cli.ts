import { loadConfig } from '../config/env';
import { openDatabase } from './client';
import { runSeeds } from './seed/seed';

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
    if (result.logins.length > 0) {
      lines.push('Demo logins:');
      for (const l of result.logins) lines.push(`  ${l.role.padEnd(10)} ${l.email.padEnd(34)} ${l.password}`);
    }
    console.log(lines.join('\n'));
  } else {
    console.log('Migrated.');
  }
} finally {
  await database.close();
}
