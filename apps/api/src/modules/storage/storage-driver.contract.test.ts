import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskDriver } from './local-disk.driver';
import { createS3Driver, type S3DriverOptions } from './s3.driver';
import { storageFor, type StorageDriver } from './storage.service';

interface DriverUnderTest {
  driver: StorageDriver;
  close(): Promise<void>;
}

const BUCKET = 'marquee-test';

/** A real S3-protocol server (s3rver) on a loopback port, its data in a temp dir. */
async function startS3(): Promise<{ options: S3DriverOptions; close(): Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'marquee-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    options: {
      bucket: BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'eu-west-2',
      // s3rver's fixed development credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

const drivers: { name: string; open(): Promise<DriverUnderTest> }[] = [
  {
    name: 'local disk',
    async open() {
      const dataDir = await mkdtemp(join(tmpdir(), 'marquee-disk-'));
      return {
        driver: createLocalDiskDriver({ dataDir }),
        close: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (s3rver on loopback)',
    async open() {
      const s3 = await startS3();
      const driver = createS3Driver(s3.options);
      return {
        driver,
        close: async () => {
          driver.close();
          await s3.close();
        },
      };
    },
  },
];

const read = async (driver: StorageDriver, key: string) => {
  const file = await driver.get(key);
  return file && { size: file.size, bytes: await buffer(file.body) };
};
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

// The same cases against every driver: whichever is configured, the app sees the same storage.
describe.each(drivers)('storage driver contract: $name', ({ open }) => {
  let subject: DriverUnderTest;
  beforeAll(async () => {
    subject = await open();
  });
  afterAll(async () => {
    await subject?.close();
  });

  it('hands back exactly the bytes it was given, with their size', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await subject.driver.put('uploads/contract/all-bytes.bin', bytes, {
      contentType: 'application/octet-stream',
    });
    const file = await read(subject.driver, 'uploads/contract/all-bytes.bin');
    expect(file?.size).toBe(256);
    expect(file?.bytes.equals(bytes)).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await subject.driver.get('uploads/contract/never-written.png')).toBeNull();
  });

  it('replaces a file put again under the same key', async () => {
    await subject.driver.put('uploads/contract/cover.jpg', Buffer.from('first version, longer'));
    await subject.driver.put('uploads/contract/cover.jpg', Buffer.from('second'));
    expect((await read(subject.driver, 'uploads/contract/cover.jpg'))?.bytes.toString()).toBe('second');
  });

  it('deletes a file, and deleting nothing is not an error', async () => {
    await subject.driver.put('uploads/contract/gone.txt', Buffer.from('x'));
    await subject.driver.delete('uploads/contract/gone.txt');
    expect(await subject.driver.get('uploads/contract/gone.txt')).toBeNull();
    await expect(subject.driver.delete('uploads/contract/gone.txt')).resolves.toBeUndefined();
  });

  it('keeps keys with spaces and non-ASCII letters, and keys that share a prefix, apart', async () => {
    const keys = [
      'uploads/contract/bright day é.png',
      'uploads/contract/bright day',
      'uploads/contract/a/b/c.txt',
    ];
    for (const key of keys) await subject.driver.put(key, Buffer.from(key));
    for (const key of keys) expect((await read(subject.driver, key))?.bytes.toString()).toBe(key);
    expect(subject.driver.url('uploads/contract/bright day é.png')).toBe(
      '/files/uploads/contract/bright%20day%20%C3%A9.png',
    );
  });

  it('stores a 10 MB file whole, and parallel writes of different keys', async () => {
    const big = randomBytes(10 * 1024 * 1024);
    const small = Array.from({ length: 8 }, () => randomBytes(1024));
    await Promise.all([
      subject.driver.put('uploads/contract/big.bin', big),
      ...small.map((b, i) => subject.driver.put(`uploads/contract/parallel-${i}.bin`, b)),
    ]);
    const file = await read(subject.driver, 'uploads/contract/big.bin');
    expect(file?.size).toBe(big.length);
    expect(sha(file!.bytes)).toBe(sha(big));
    for (const [i, b] of small.entries()) {
      expect(sha((await read(subject.driver, `uploads/contract/parallel-${i}.bin`))!.bytes)).toBe(sha(b));
    }
  });
});

describe('the S3 driver on its own', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('is the storage the configuration asks for when S3_BUCKET is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'marquee-disk-'));
    try {
      const storage = storageFor({
        DATA_DIR: dataDir,
        S3_BUCKET: s3.options.bucket,
        S3_ENDPOINT: s3.options.endpoint,
        S3_REGION: s3.options.region,
        S3_ACCESS_KEY_ID: s3.options.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
      });
      await storage.put('uploads/contract/configured.txt', Buffer.from('in the bucket'));
      const driver = createS3Driver(s3.options);
      expect((await read(driver, 'uploads/contract/configured.txt'))?.bytes.toString()).toBe('in the bucket');
      expect(await readdir(dataDir)).toEqual([]);
      expect(storage.url('uploads/contract/configured.txt')).toBe('/files/uploads/contract/configured.txt');
      driver.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('records the content type with the object', async () => {
    const driver = createS3Driver(s3.options);
    await driver.put('uploads/contract/logo.png', Buffer.from('png bytes'), { contentType: 'image/png' });
    const client = new S3Client({
      region: s3.options.region,
      endpoint: s3.options.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: 'uploads/contract/logo.png' }),
    );
    expect(head.ContentType).toBe('image/png');
    client.destroy();
    driver.close();
  });

  it('reports a missing bucket as a failure, not as a missing file', async () => {
    const driver = createS3Driver({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(driver.get('uploads/contract/x.png')).rejects.toThrow();
    await expect(driver.put('uploads/contract/x.png', Buffer.from('x'))).rejects.toThrow();
    driver.close();
  });

  it('reports refused credentials as a failure', async () => {
    const driver = createS3Driver({ ...s3.options, accessKeyId: 'NOBODY', secretAccessKey: 'wrong' });
    await expect(driver.put('uploads/contract/x.png', Buffer.from('x'))).rejects.toThrow();
    driver.close();
  });
});
