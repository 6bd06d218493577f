import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { queryRows } from '../src/db/client';
import { createS3Driver } from '../src/modules/storage/s3.driver';
import { createStorage } from '../src/modules/storage/storage.service';
import { openChat, parties, send } from '../src/modules/chats/chats.test-helpers';
import { pdf } from './file-fixtures';
import { testConfig, useTestDatabase } from './harness';

const BUCKET = 'marquee-outage';

/** The S3 store (s3rver on loopback) stopped while the app serves: uploads fail clearly, leave nothing behind. */
describe('uploads while the S3 store is down', () => {
  const data = useTestDatabase();
  let directory: string;
  let s3: S3rver;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let driver: ReturnType<typeof createS3Driver>;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'marquee-s3-outage-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    driver = createS3Driver({
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-west-2',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    app = await buildApp({ config: testConfig(), database: data.database, storage: createStorage(driver) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    driver?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After and a clear text, and keeps no message or attachment row', async () => {
    const p = await parties(data.db);
    const { chat } = await openChat(app, p.organiser, p.quote.id, p.supplier.id);
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    await s3.close();
    const res = await send(app, p.organiser, chat!.id, [
      ['attachments', { filename: 'plan.pdf', data: pdf() }],
    ]);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      message:
        'Files cannot be saved at the moment, so nothing was saved. Please try again in a few minutes.',
      code: 'storage_unavailable',
    });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|\.ts:\d|node_modules/);
    expect(await queryRows(data.db, sql`select id from messages`)).toHaveLength(0);
    expect(await queryRows(data.db, sql`select id from chat_attachments`)).toHaveLength(0);
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks).toMatchObject({ database: 'ok', storage: 'down', jobs: 'ok' });
  }, 30_000);
});
