import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fileLimits, multipartTexts } from '@marquee/contracts/files';
import { errors as texts } from '@marquee/contracts/messages';
import { AppError, invalidField } from '../../lib/errors';

/*
 * The one reader of multipart forms (docs/decisions/0047). Every limit is applied as the parts stream in: a part
 * over a limit stops the reading there (the rest of the body is never read; the answer closes the connection),
 * files go to a temporary directory under DATA_DIR/tmp rather than memory, and a body declaring more bytes than its route can
 * legitimately carry is refused with 413 before any of it is read. A body that is not multipart at all (no
 * boundary, a boundary too long, truncated, not multipart inside) is a 400 in the one error shape; a part without
 * a name is ignored.
 */

/** What one multipart route accepts. */
export interface MultipartForm<F extends string> {
  /** File fields (after 'x[]' and 'x[3]' became 'x', and aliases their field): how many files each takes. */
  files: Record<F, { max: number; tooMany: () => AppError }>;
  /** Other names a file field is sent under. */
  aliases?: Record<string, F>;
  /** Text parts: how many, and all their values together in bytes (each at most FIELD_BYTES_MAX). */
  fields: { max: number; bytes: number };
  /** A file over 10 MB. */
  tooLarge: (field: F) => AppError;
}

/** A file of the form, written to a temporary file that is removed when the form's work is done. */
export interface FormFile<F extends string> {
  field: F;
  /** The name the browser sent; only ever used, sanitised, as the download name. */
  originalName: string;
  /** Where its bytes are while the request lasts; a service may overwrite them (one file in memory at a time). */
  path: string;
  read(): Promise<Buffer>;
}

export interface ReadForm<F extends string> {
  /** Text parts in the order sent, names as sent but without a trailing '[]' or '[n]'. */
  fields: Array<[name: string, value: string]>;
  files: Array<FormFile<F>>;
}

/** Busboy's limit on one text part; longer values would be cut short, so the field allowances count it whole. */
const FIELD_BYTES_MAX = 100_000;
/** Allowance per part for its boundary line and headers (a long file name) in the most a body may declare. */
const PART_OVERHEAD_BYTES = 4096;

/** 'showcase_images[]' and 'showcase_images[3]' are the field 'showcase_images', as PHP-style forms send them. */
export const baseName = (name: string) => name.replace(/\[\d*\]$/, '');

const maxFiles = <F extends string>(form: MultipartForm<F>) =>
  Object.values<{ max: number }>(form.files).reduce((sum, f) => sum + f.max, 0);

/** The most bytes a body of this form can legitimately have: every file at 10 MB, every text part at its most. */
export function multipartBodyMax<F extends string>(form: MultipartForm<F>): number {
  const files = maxFiles(form);
  return files * fileLimits.maxBytes + form.fields.bytes + (files + form.fields.max) * PART_OVERHEAD_BYTES;
}

const requestTooLarge = () => new AppError(413, 'request_too_large', texts.requestEntityTooLarge);
const tooManyParts = () => new AppError(413, 'too_many_parts', texts.requestEntityTooLarge);
const malformed = (reason: string) =>
  new AppError(400, 'malformed_multipart', texts.malformedBody, { body: [reason] });

/** Requests whose body was left unread on purpose: their answer closes the connection. */
const leftUnread = new WeakSet<FastifyRequest>();

/**
 * Registers @fastify/multipart in the calling plugin's scope (so only its routes take multipart bodies) and the
 * hook that closes the connection after an answer given before the body was read through.
 */
export async function registerMultipart(app: FastifyInstance) {
  // Sizes are checked here, as the file streams in ('limit'), not by the plugin's own buffering helpers.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('onSend', async (request, reply) => {
    if (leftUnread.has(request)) reply.header('connection', 'close');
  });
}

/**
 * The route's onRequest hook: a body declaring more bytes than the form can carry is refused with 413 before a
 * byte of it is read. Bodies without a Content-Length (chunked) are counted as they stream in.
 */
export function refuseOversizeBody<F extends string>(form: MultipartForm<F>) {
  const max = multipartBodyMax(form);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > max) {
      leftUnread.add(request);
      throw requestTooLarge();
    }
  };
}

/** Busboy's and @fastify/multipart's errors for bodies that are not multipart: a 400 naming why. */
function readError(err: unknown): Error {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return tooManyParts();
  }
  const message = err instanceof Error ? err.message : '';
  if (/boundary not found/i.test(message)) return malformed(multipartTexts.noBoundary);
  if (/needle cannot have a length bigger/i.test(message)) return malformed(multipartTexts.boundaryTooLong);
  return malformed(multipartTexts.malformed);
}

/**
 * Reads the request's multipart body under `form`'s limits and runs `use` with its text fields and files; the
 * temporary files are removed afterwards, whatever happens. Refusals, each at the first part over its limit:
 * an unknown file field (422), one file more than a field takes (the form's 422), a file over 10 MB (the form's
 * error), more text parts or text than the form takes or a body over its most (413), not multipart (400).
 */
export async function withMultipartForm<F extends string, T>(
  request: FastifyRequest,
  form: MultipartForm<F>,
  use: (read: ReadForm<F>) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw malformed(multipartTexts.notMultipart);
  // On the data disk, where the uploads go anyway (the system's temporary directory may be memory: tmpfs).
  const root = join(request.server.config.DATA_DIR, 'tmp', 'uploads');
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(join(root, 'form-'));
  try {
    return await use(await readForm(request, form, dir));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readForm<F extends string>(
  request: FastifyRequest,
  form: MultipartForm<F>,
  dir: string,
): Promise<ReadForm<F>> {
  const raw = request.raw;
  const bodyMax = multipartBodyMax(form);
  const fileCount = maxFiles(form);
  const read: ReadForm<F> = { fields: [], files: [] };
  const counts = new Map<F, number>();
  let textBytes = 0;
  let received = 0;
  let currentFile: Readable | undefined;
  let failure: Error | undefined;
  let stopWaiting: (err: Error) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => {
    stopWaiting = reject;
  });
  stopped.catch(() => undefined);

  /** Stops reading the body here: nothing more is taken off the connection, which the answer closes. */
  const stop = (err: Error) => {
    if (failure) return failure;
    failure = err;
    raw.off('data', count);
    raw.unpipe();
    leftUnread.add(request);
    currentFile?.destroy(err);
    stopWaiting(err);
    return err;
  };
  function count(chunk: Buffer) {
    received += chunk.length;
    if (received > bodyMax) stop(requestTooLarge());
  }
  const until = <V>(work: Promise<V>) => {
    work.catch(() => undefined);
    return Promise.race([work, stopped]);
  };

  const parts = request.parts({
    limits: {
      fileSize: fileLimits.maxBytes,
      // One more of each than the form takes, so that the form's own checks answer first.
      files: fileCount + 1,
      fields: form.fields.max,
      parts: fileCount + form.fields.max + 2,
      fieldSize: FIELD_BYTES_MAX,
    },
  });
  try {
    // The first step starts the parser (it pipes the request into busboy); the bytes are counted from then on.
    const first = parts.next();
    raw.on('data', count);
    for (let step = await until(first); !step.done; step = await until(parts.next())) {
      const part = step.value;
      // A part without a name belongs to no field: ignored (its bytes still count towards the body's most).
      if (!part.fieldname) {
        if (part.type === 'file') part.file.resume();
        continue;
      }
      const name = baseName(part.fieldname);
      if (part.type !== 'file') {
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        textBytes += Buffer.byteLength(value);
        if (textBytes > form.fields.bytes) throw stop(tooManyParts());
        read.fields.push([name, value]);
        continue;
      }
      const field = (form.aliases?.[name] ?? name) as F;
      const rule = (form.files as Record<string, MultipartForm<F>['files'][F] | undefined>)[field];
      if (!rule) throw stop(invalidField(name, 'Unknown file field'));
      const n = (counts.get(field) ?? 0) + 1;
      counts.set(field, n);
      if (n > rule.max) throw stop(rule.tooMany());
      const path = join(dir, String(read.files.length));
      currentFile = part.file;
      // Busboy marks a file cut at 10 MB as truncated, and says so by 'limit' if that happens from now on.
      const overLimit = () => stop(form.tooLarge(field));
      if (part.file.truncated) throw overLimit();
      part.file.once('limit', overLimit);
      await until(pipeline(part.file, createWriteStream(path)));
      if (part.file.truncated) throw overLimit();
      currentFile = undefined;
      read.files.push({
        field,
        originalName: part.filename || 'file',
        path,
        read: () => readFile(path),
      });
    }
  } catch (err) {
    throw failure ?? stop(readError(err));
  } finally {
    raw.off('data', count);
  }
  return read;
}
