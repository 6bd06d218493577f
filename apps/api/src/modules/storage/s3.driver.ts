import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageDriver } from './storage-driver';

export interface S3DriverOptions {
  bucket: string;
  /** An S3-compatible service (MinIO, Cloudflare R2, Backblaze, s3rver in tests); unset for AWS itself. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * Files in an S3 bucket, with the same keys as on the local disk (`uploads/…`). They are addressed at the same
 * `/files/…` paths, to be served by the app through get() (the route comes with the uploads), so the bucket can stay private and the app keeps control
 * of the response headers (Content-Disposition, nosniff) whichever driver holds the bytes (docs/decisions/0032).
 */
export function createS3Driver(options: S3DriverOptions): StorageDriver & { close(): void } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint && {
      endpoint: options.endpoint,
      // Custom endpoints rarely have a DNS name per bucket: https://host/bucket/key.
      forcePathStyle: true,
      // Checksums only where S3 requires them: the SDK's newer default (a CRC32 trailer on every upload) is not
      // understood by every S3-compatible service.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    }),
    ...(options.accessKeyId &&
      options.secretAccessKey && {
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      }),
  });
  const Bucket = options.bucket;
  return {
    async put(key, data, putOptions) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentLength: data.byteLength,
          ...(putOptions?.contentType && { ContentType: putOptions.contentType }),
        }),
      );
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        // In Node the SDK's body is an http.IncomingMessage: a Readable.
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that does not exist: deleting nothing is not an error, as on the disk.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(folder) {
      const found: { key: string; modifiedAt: Date }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) {
          if (o.Key) found.push({ key: o.Key, modifiedAt: o.LastModified ?? new Date(0) });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    url: (key) => `/files/${key.split('/').map(encodeURIComponent).join('/')}`,
    close: () => client.destroy(),
  };
}

/** Only a missing object is "no file"; a missing bucket or refused credentials are failures to report. */
const isMissing = (err: unknown) => err instanceof S3ServiceException && err.name === 'NoSuchKey';
