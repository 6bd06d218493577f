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
    console.log(`Seeded.${result.logins.length ? ` ${result.logins.length} demo logins.` : ''}`);
  } else {
    console.log('Migrated.');
  }
} finally {
  await database.close();
}
