import { errors as texts } from '@marquee/contracts/messages';
import type { Config } from '../../config/env';
import { AppError } from '../../lib/errors';
import { createLocalDiskDriver } from './local-disk.driver';
import { createS3Driver } from './s3.driver';
import type { StorageDriver } from './storage-driver';

export type { StorageDriver, StoredFile } from './storage-driver';

/** The storage module's service, decorated as `app.storage` and injectable through `buildApp({ storage })`. */
export interface Storage extends Omit<StorageDriver, 'url'> {
  /**
   * The public address of a stored file or image. Demo content and bundled images are kept as web paths
   * ('/images/partners/x.svg') or full URLs and are addressed as they are; null stays null.
   */
  url(key: string | null): string | null;
}

/** What presenters need from storage: the address of a file. */
export type FileUrls = Pick<Storage, 'url'>;

/** The namespace every stored file lives in (`DATA_DIR/uploads` on the local disk, `/files/uploads/…` URLs). */
export const UPLOADS_PREFIX = 'uploads/';

// One or more path segments of ordinary characters; no '.' or '..' segment, no empty one, no backslash.
const SEGMENT = /^(?!\.{1,2}$)[^/\\\0]+$/;

/** True for a key a driver may be given: `uploads/` then safe relative path segments. */
export function isStorageKey(key: string): boolean {
  if (!key.startsWith(UPLOADS_PREFIX) || key.length > 512) return false;
  return key
    .slice(UPLOADS_PREFIX.length)
    .split('/')
    .every((segment) => SEGMENT.test(segment));
}

const checked = (key: string) => {
  // A bad key is a bug in the calling service (keys are made by the server, never taken from a request).
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
};

const isBundled = (key: string) => key.startsWith('/') || /^https?:\/\//.test(key);

/**
 * A driver that fails (the S3 store down, the disk refusing a write) is reported as the storage being unavailable:
 * 503 with Retry-After and a clear text (plugins/errors.ts logs the driver's error). Uploads store the file before
 * any row names it (files/file-intake.ts), so a failed write leaves no row pointing at a missing file (issue 26).
 */
const unavailableOnFailure = <T>(work: Promise<T>) =>
  work.catch((err: unknown) => {
    throw Object.assign(
      new AppError(503, 'storage_unavailable', texts.storageUnavailable, undefined, { retry_after: 5 }),
      { cause: err },
    );
  });

/** The storage service over a driver: keys checked before the driver sees them, bundled paths as they are. */
export function createStorage(driver: StorageDriver): Storage {
  return {
    // async, so a bad key is a rejected promise like any other storage failure.
    put: async (key, data, options) => unavailableOnFailure(driver.put(checked(key), data, options)),
    get: async (key) => unavailableOnFailure(driver.get(checked(key))),
    delete: async (key) => unavailableOnFailure(driver.delete(checked(key))),
    list: async (folder) => unavailableOnFailure(driver.list(checked(folder))),
    // A row holding a key no driver may serve is shown without its image rather than failing the page.
    url: (key) => (!key ? null : isBundled(key) ? key : isStorageKey(key) ? driver.url(key) : null),
  };
}

type S3Settings = 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY';

/**
 * The storage the configuration asks for: an S3 bucket when S3_BUCKET is set (docs/decisions/0032), otherwise the
 * local disk under DATA_DIR.
 */
export function storageFor(config: Pick<Config, 'DATA_DIR'> & Partial<Pick<Config, S3Settings>>): Storage {
  if (config.S3_BUCKET) {
    return createStorage(
      createS3Driver({
        bucket: config.S3_BUCKET,
        endpoint: config.S3_ENDPOINT,
        region: config.S3_REGION ?? 'eu-west-2',
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      }),
    );
  }
  return createStorage(createLocalDiskDriver({ dataDir: config.DATA_DIR }));
}
