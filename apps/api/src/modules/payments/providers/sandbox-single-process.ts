import pg from 'pg';

/** The session advisory lock a server using the offline card sandbox holds on PostgreSQL (any fixed number). */
export const SANDBOX_LOCK_KEY = 7_004_026;

export class SandboxSharedError extends Error {
  constructor() {
    super(
      'Another Marquee process on this database uses the offline card sandbox, whose state is a file of its own: ' +
        'set STRIPE_SECRET_KEY (and the other STRIPE_ variables) on every instance to run several',
    );
  }
}

/**
 * The sandbox keeps its state in DATA_DIR/payments-sandbox.json, one process's file: several processes on one
 * database would each keep their own customers and cards. So a server that uses it on PostgreSQL holds a session
 * advisory lock for its life, and a second one refuses to start (docs/decisions/0085). PGlite already allows one
 * process per data directory. Returns the release.
 */
export async function holdSandboxLock(databaseUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  client.on('error', () => {});
  const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
    SANDBOX_LOCK_KEY,
  ]);
  if (!rows[0]?.ok) {
    await client.end();
    throw new SandboxSharedError();
  }
  return () => client.end();
}
