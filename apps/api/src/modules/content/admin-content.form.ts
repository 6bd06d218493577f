import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { fileTexts } from '@marquee/contracts/files';
import { validation } from '@marquee/contracts/messages';
import { AppError, invalidField, type FieldErrors } from '../../lib/errors';
import { prepareUpload } from '../files/file-intake';
import type { FormFile, MultipartForm, ReadForm } from '../files/multipart';

/*
 * What the partner and testimonial forms share (docs/decisions/0074): one image field read by the one multipart
 * reader (decision 0047), text fields checked by the contract's schema (422 with field errors), the image checked
 * and re-encoded like every other image before anything is stored, and stored files removed after the commit.
 */

export type AdminContentDeps = Pick<FastifyInstance, 'db' | 'log' | 'storage'>;

/** A form with one image field: one file of at most 10 MB (413 'Files must be less than 10 MB' on the field). */
export const imageForm = <F extends string>(field: F): MultipartForm<F> =>
  ({
    files: {
      [field]: { max: 1, tooMany: () => invalidField(field, validation.tooLong, 'one_file') },
    } as MultipartForm<F>['files'],
    fields: { max: 20, bytes: 20_000 },
    tooLarge: (f: F) =>
      new AppError(413, 'file_too_large', fileTexts.tooLarge, { [f]: [fileTexts.tooLarge] }),
  }) satisfies MultipartForm<F>;

/** The form's text fields checked by `schema`: a 422 naming every field at fault. */
export function formFields<S extends z.ZodType>(read: ReadForm<string>, schema: S): z.output<S> {
  const fields: Record<string, string> = {};
  for (const [name, value] of read.fields) fields[name] = value;
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'body');
    (errors[key] ??= []).push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? validation.required;
  throw new AppError(422, 'validation', first, errors);
}

/**
 * Checks and re-encodes the form's image and stores it under `folder`; returns its key (undefined without one).
 * A file that is not a jpeg, png or bmp image is a 422 on the field, and nothing is stored.
 */
export async function storeImage(
  deps: AdminContentDeps,
  file: FormFile<string> | undefined,
  folder: string,
): Promise<string | undefined> {
  if (!file) return undefined;
  const prepared = await prepareUpload({
    bytes: await file.read(),
    originalName: file.originalName,
    kind: 'image',
    field: file.field,
  });
  const key = `uploads/${folder}/${prepared.name}`;
  await deps.storage.put(key, prepared.bytes, { contentType: prepared.contentType });
  return key;
}

/** Best effort, after the commit: a stored file no row names any more. Bundled demo images are left alone. */
export async function removeStored(deps: AdminContentDeps, key: string | null | undefined) {
  if (!key?.startsWith('uploads/')) return;
  await deps.storage
    .delete(key)
    .catch((err: unknown) => deps.log.warn({ err, key }, 'could not remove a file'));
}

/**
 * Runs `write` (the transaction) with the new image's key; the new file is removed again if it fails, the
 * replaced one once it has committed.
 */
export async function withStoredImage<T>(
  deps: AdminContentDeps,
  key: string | undefined,
  write: () => Promise<{ result: T; replaced?: string | null }>,
): Promise<T> {
  let outcome: { result: T; replaced?: string | null };
  try {
    outcome = await write();
  } catch (err) {
    await removeStored(deps, key);
    throw err;
  }
  if (key) await removeStored(deps, outcome.replaced);
  return outcome.result;
}
