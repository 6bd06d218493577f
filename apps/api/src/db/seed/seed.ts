import { sql } from 'drizzle-orm';
import type { Config } from '../../config/env';
import type { Db, DbOrTx } from '../client';
import { ensureAdmin, type EnsureAdminOutcome } from './admin';
import { seedCatalogue } from './catalogue';
import { existingDemoLogins, seedDemo, type SeedLogin } from './demo';
import { seedDemoContent } from './demo-content';
import { seedPricingPlans, seedSettings } from './reference';

export interface SeedResult {
  /** Demo logins to print at start (empty when demo data is off). */
  logins: SeedLogin[];
  /** What happened to ADMIN_EMAIL, when it and ADMIN_PASSWORD are set. */
  admin?: EnsureAdminOutcome;
  /** Whether demo data was loaded by this run. */
  demoLoaded: boolean;
}

/** Any constant shared by every Marquee process: seeding is serialised across processes on one PostgreSQL. */
const SEED_LOCK = 7_240_001;

/**
 * Loads reference data always, the ADMIN_EMAIL administrator when configured, and demo data when asked
 * on a database without users. Idempotent; runs at every start, after migrations, in one transaction.
 */
export async function runSeeds(db: Db, config: Config): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await seedReference(tx);
    let admin: EnsureAdminOutcome | undefined;
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      admin = await ensureAdmin(tx, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    }
    let demoLoaded = false;
    let logins: SeedLogin[] = [];
    if (config.DEMO_DATA) {
      demoLoaded = await seedDemo(tx, { ignoreEmails: config.ADMIN_EMAIL ? [config.ADMIN_EMAIL] : [] });
      if (demoLoaded) await seedDemoContent(tx);
      logins = await existingDemoLogins(tx);
    }
    return { logins, admin, demoLoaded };
  });
}

/**
 * Reference data every database needs: catalogue, pricing plans, settings. Idempotent, and fast enough
 * for the test harness to call before every test (a few bulk statements).
 */
export async function seedReference(db: DbOrTx): Promise<void> {
  await seedPricingPlans(db);
  await seedSettings(db);
  await seedCatalogue(db);
}
