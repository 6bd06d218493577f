import type { Readable } from 'node:stream';

/*
 * The storage driver seam, apart from storage.service.ts (which picks a driver) so that the drivers implement it
 * without importing the service that imports them, as payments/providers/provider.ts does for the card providers
 * (docs/decisions/0051).
 */

/** A stored file as a driver hands it back: its bytes as a stream and its size. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * What a storage driver does (local disk, or S3 when S3_BUCKET is set). Keys are relative paths in the
 * `uploads/` namespace (`uploads/covers/4f2a.png`), already checked by `createStorage` when a driver sees them.
 */
export interface StorageDriver {
  /** Stores the bytes under the key, replacing any file there. */
  put(key: string, data: Uint8Array, options?: { contentType?: string }): Promise<void>;
  /** The file under the key, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is not an error. */
  delete(key: string): Promise<void>;
  /** The keys stored under a folder key (`uploads/chat`, no trailing slash), at any depth, with when each was written. */
  list(folder: string): Promise<{ key: string; modifiedAt: Date }[]>;
  /** The public address of the file under the key. */
  url(key: string): string;
}
