import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { StorageDriver } from './storage-driver';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files on the local disk: the key `uploads/covers/a.png` is `DATA_DIR/uploads/covers/a.png`, addressed as
 * `/files/uploads/covers/a.png` (each segment URL-encoded), the addresses the API has always given.
 */
export function createLocalDiskDriver({ dataDir }: { dataDir: string }): StorageDriver {
  const root = resolve(dataDir);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    // createStorage already refuses '..' segments; this keeps the driver safe on its own too.
    if (!path.startsWith(root + sep)) throw new Error(`storage key outside ${root}: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed over it, so a reader never sees half a file.
      const partial = join(dirname(path), `.${randomBytes(6).toString('hex')}.partial`);
      try {
        await writeFile(partial, data);
        await rename(partial, path);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        return { body: createReadStream(path), size: info.size };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async list(folder) {
      const base = pathOf(folder);
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch((err: unknown) => {
        if (isMissing(err)) return [];
        throw err;
      });
      const files = entries.filter((e) => e.isFile() && !e.name.endsWith('.partial'));
      return Promise.all(
        files.map(async (e) => {
          const path = join(e.parentPath, e.name);
          const key = relative(root, path).split(sep).join('/');
          return { key, modifiedAt: (await stat(path)).mtime };
        }),
      );
    },
    url: (key) => `/files/${key.split('/').map(encodeURIComponent).join('/')}`,
  };
}
