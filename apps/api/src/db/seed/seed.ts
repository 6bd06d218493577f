import type { Config } from '../../config/env';
import type { Db } from '../client';

export interface SeedResult {
  /** Demo logins to print at start (empty when demo data is off). */
  logins: { role: string; email: string; password: string }[];
}

/** Loads reference data always, and demo data when asked. Idempotent. */
export async function runSeeds(_db: Db, _config: Config): Promise<SeedResult> {
  return { logins: [] };
}

/** Reference data every database needs: catalogue, pricing plans, settings. Idempotent. */
export async function seedReference(_db: Db): Promise<void> {}
