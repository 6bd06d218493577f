import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig, useTestDatabase } from '../../../test/harness';
import { partners } from '../../db/schema/content';
import { createLocalDiskDriver } from './local-disk.driver';
import { createStorage, isStorageKey, storageFor, type Storage } from './storage.service';

describe('the local-disk storage', () => {
  let dataDir = '';
  let storage: Storage;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'marquee-storage-'));
    storage = storageFor({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a file under DATA_DIR/uploads, hands it back, replaces it and deletes it', async () => {
    const key = 'uploads/covers/bright day.png';
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('first'));
    await storage.put(key, Buffer.from('second version'));
    expect(await readFile(join(dataDir, 'uploads', 'covers', 'bright day.png'), 'utf8')).toBe(
      'second version',
    );
    const file = await storage.get(key);
    expect(file?.size).toBe(14);
    expect(await text(file!.body)).toBe('second version');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting nothing is not an error
  });

  it('addresses stored files at /files/uploads/… and bundled images as they are', () => {
    expect(storage.url('uploads/partners/a logo.png')).toBe('/files/uploads/partners/a%20logo.png');
    expect(storage.url('/images/partners/acme.svg')).toBe('/images/partners/acme.svg');
    expect(storage.url('https://cdn.example.test/x.png')).toBe('https://cdn.example.test/x.png');
    expect(storage.url(null)).toBeNull();
    expect(storage.url('')).toBeNull();
    expect(storage.url('uploads/../db/base.sql')).toBeNull();
  });

  it('refuses keys outside the uploads namespace or with path tricks, before the driver sees them', async () => {
    for (const key of [
      'uploads/../db/base.sql',
      'uploads/a/../../x',
      'uploads/./x',
      'uploads//x',
      'uploads/a\\b',
      'uploads/a\0b',
      'db/x',
      '/etc/passwd',
      'uploads/',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/not a storage key/);
    }
    expect(isStorageKey('uploads/work/one.jpg')).toBe(true);
  });

  it('keeps the driver inside its directory even when called directly', async () => {
    const driver = createLocalDiskDriver({ dataDir });
    await expect(driver.put('../outside.txt', Buffer.from('x'))).rejects.toThrow(/outside/);
  });
});

describe('buildApp({ storage })', () => {
  const data = useTestDatabase();

  it('addresses files through the injected storage', async () => {
    const storage = createStorage({
      put: async () => undefined,
      get: async () => null,
      delete: async () => undefined,
      list: async () => [],
      url: (key) => `https://files.example.test/${key}`,
    });
    const app = await buildApp({ config: testConfig(), database: data.database, storage });
    try {
      await data.db.insert(partners).values({
        companyName: 'Acme',
        website: 'https://acme.example',
        imagePath: 'uploads/partners/acme.png',
      });
      const res = await app.inject({ method: 'GET', url: '/api/partners' });
      expect(res.json().data[0].image_url).toBe('https://files.example.test/uploads/partners/acme.png');
    } finally {
      await app.close();
    }
  });
});
