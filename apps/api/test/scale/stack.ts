import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createPostgresDatabase } from '../harness';
import { startSmtp } from '../smtp';

export const BUCKET = 'marquee-scale';

/**
 * A second instance must not use the offline card sandbox (it refuses to start beside another): one configured for
 * Stripe, at an address where nothing answers (no test here calls it).
 */
export const UNREACHABLE_STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_scale',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_scale',
  STRIPE_WEBHOOK_SECRET: 'whsec_scale',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: '9',
  STRIPE_API_PROTOCOL: 'http',
};

/**
 * What the scale suites' server processes share: a fresh PostgreSQL database on the server of DATABASE_URL, one
 * S3 store (s3rver) and one SMTP server on loopback, the environment that points a process at them, and data
 * directories (one per process: each owns its DATA_DIR). `close` stops and removes all of it.
 */
export async function startStack(serverUrl: string, extraEnv: Record<string, string> = {}) {
  const created = await createPostgresDatabase(serverUrl);
  const dirs: string[] = [];
  const dataDir = async () => {
    const d = await mkdtemp(join(tmpdir(), 'marquee-scale-'));
    dirs.push(d);
    return d;
  };
  const s3dir = await dataDir();
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port: s3port } = await s3.run();
  const smtp = await startSmtp();
  const env: Record<string, string> = {
    DATABASE_URL: created.url,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    ...extraEnv,
  };
  return {
    databaseUrl: created.url,
    env,
    smtp,
    dataDir,
    close: async () => {
      await smtp.close();
      await s3.close();
      await created.drop();
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
