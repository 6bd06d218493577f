import { readFile, writeFile } from 'node:fs/promises';
import { fileLimits, type UploadKind } from '@marquee/contracts/files';
import { validation } from '@marquee/contracts/messages';
import {
  profileFieldsBody,
  profileTexts,
  type DocumentDetailsInput,
  type ProfileFields,
} from '@marquee/contracts/supplier-profile';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, notFound, type FieldErrors } from '../../lib/errors';
import { actorOf, authorize } from '../../lib/policy';
import { prepareUpload, type PreparedFile } from '../files/file-intake';
import type { FormFile, MultipartForm, ReadForm } from '../files/multipart';
import { advancedStep, loadOwnProfile, profileOf, type SuppliersDeps } from './onboarding.service';
import { presentDocument } from './suppliers.presenter';
import { supplierDocumentsPolicy } from './suppliers.policy';
import {
  deleteDocuments,
  deleteImages,
  findDocument,
  insertDocuments,
  insertImages,
  listDocuments,
  listImages,
  updateDocument,
  updateProfile,
} from './suppliers.repository';

/** The file fields of the profile form and what each takes. */
const fileKinds = {
  photo: 'image',
  cover: 'image',
  showcase_images: 'image',
  documents: 'document',
} as const satisfies Record<string, UploadKind>;
type FileField = keyof typeof fileKinds;

type IncomingUpload = FormFile<FileField>;
/** A checked file, its bytes to store in its temporary file. */
type Prepared = Omit<PreparedFile, 'bytes'> & { field: FileField; path: string; size: number };

const tooLarge = (field: string) =>
  new AppError(413, 'file_too_large', profileTexts.tooLarge, { [field]: [profileTexts.tooLarge] });
const tooMany = (field: FileField, message: string) => () =>
  new AppError(422, 'validation', message, { [field]: [message] });

/**
 * The profile form's multipart limits (spec 9), applied as the parts arrive (modules/files/multipart.ts): one photo,
 * one cover, 10 showcase images and 10 documents in one request, 10 MB each; the four texts and up to 100 deleted
 * ids of each list. The first part over a limit stops the reading.
 */
export const profileForm: MultipartForm<FileField> = {
  files: {
    photo: { max: 1, tooMany: tooMany('photo', validation.tooLong) },
    cover: { max: 1, tooMany: tooMany('cover', validation.tooLong) },
    showcase_images: {
      max: fileLimits.showcaseImagesMax,
      tooMany: tooMany('showcase_images', profileTexts.tooManyImages),
    },
    documents: { max: fileLimits.documentsMax, tooMany: tooMany('documents', profileTexts.tooManyDocuments) },
  },
  fields: { max: 220, bytes: 1_000_000 },
  tooLarge,
};

/** The profile form as saveProfile takes it: its checked text fields and its files. */
export interface ProfileFormInput {
  fields: ProfileFields;
  uploads: IncomingUpload[];
}

/** The text fields of a read form: lists for the *_deleted ids (one part may carry a comma-separated list). */
function profileFieldsOf(read: ReadForm<FileField>) {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of read.fields) {
    if (name.endsWith('_deleted')) {
      const list = (fields[name] as unknown[] | undefined) ?? [];
      list.push(...value.split(',').filter(Boolean));
      fields[name] = list;
    } else {
      fields[name] = value;
    }
  }
  const parsed = profileFieldsBody.safeParse(fields);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'body');
      (errors[key] ??= []).push(issue.message);
    }
    const first = Object.values(errors)[0]?.[0] ?? validation.required;
    throw new AppError(422, 'validation', first, errors);
  }
  return parsed.data;
}

/**
 * The text fields (checked: 422 with field errors) and files of a read profile form (the route reads it:
 * withMultipartForm(request, profileForm, (read) => saveProfile(…, profileFormOf(read)))).
 */
export function profileFormOf(read: ReadForm<FileField>): ProfileFormInput {
  return { fields: profileFieldsOf(read), uploads: read.files };
}

/**
 * `POST profile` (spec 7.1): saves the text fields, replaces photo and cover, adds and deletes showcase images and
 * documents. Every file is checked (content, 10 MB) and every limit applied before anything is written; files are
 * stored before the transaction and removed again if it fails, so a refused or failed save leaves no file and no
 * row behind. Files the save replaces or deletes are removed after the commit.
 */
export async function saveProfile(deps: SuppliersDeps, auth: AuthContext, form: ProfileFormInput) {
  const userId = auth.user.id;
  const { fields, uploads } = form;
  const profile = await profileOf(deps.db, userId);
  const [images, documents] = await Promise.all([
    listImages(deps.db, userId),
    listDocuments(deps.db, userId),
  ]);
  const deletedImages = images.filter((i) => fields.showcase_images_deleted?.includes(i.id));
  const deletedDocuments = documents.filter((d) => fields.documents_deleted?.includes(d.id));
  const count = (field: FileField) => uploads.filter((u) => u.field === field).length;

  const errors: FieldErrors = {};
  for (const field of ['photo', 'cover'] as const) {
    if (count(field) > 1) errors[field] = [validation.tooLong];
  }
  if (images.length - deletedImages.length + count('showcase_images') > fileLimits.showcaseImagesMax)
    errors.showcase_images = [profileTexts.tooManyImages];
  if (documents.length - deletedDocuments.length + count('documents') > fileLimits.documentsMax)
    errors.documents = [profileTexts.tooManyDocuments];
  if (!profile.coverPath && count('cover') === 0) errors.cover = [profileTexts.coverRequired];
  if (!profile.summary && !fields.summary) errors.summary = [profileTexts.summaryRequired];
  if (!profile.responseTemplate && !fields.response_template)
    errors.response_template = [profileTexts.responseTemplateRequired];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new AppError(422, 'validation', first, errors);

  // Every file checked and re-encoded first, one at a time: a refused file stops the save before anything is
  // stored. What is to be stored replaces the upload in its temporary file, so one file is in memory at a time.
  const prepared: Prepared[] = [];
  for (const upload of uploads) {
    const { bytes, ...file } = await prepareUpload({
      bytes: await upload.read(),
      originalName: upload.originalName,
      kind: fileKinds[upload.field],
      field: upload.field,
    });
    await writeFile(upload.path, bytes);
    prepared.push({ ...file, field: upload.field, path: upload.path, size: bytes.length });
  }

  const stored: string[] = [];
  const keyOf = (p: Prepared) => `uploads/suppliers/${userId}/${p.field}/${p.name}`;
  try {
    for (const p of prepared) {
      const key = keyOf(p);
      stored.push(key);
      await deps.storage.put(key, await readFile(p.path), { contentType: p.contentType });
    }
    const photo = prepared.find((p) => p.field === 'photo');
    const cover = prepared.find((p) => p.field === 'cover');
    const removed = await deps.db.transaction(async (tx) => {
      await updateProfile(tx, userId, {
        ...(fields.summary !== undefined && { summary: fields.summary }),
        ...(fields.response_template !== undefined && { responseTemplate: fields.response_template }),
        ...(fields.sustainability_policy !== undefined && {
          sustainabilityPolicy: fields.sustainability_policy,
        }),
        ...(fields.past_events !== undefined && { pastEvents: fields.past_events }),
        ...(photo && { photoPath: keyOf(photo) }),
        ...(cover && { coverPath: keyOf(cover) }),
        onboardingStep: advancedStep(
          profile.onboardingStep,
          profile.onboardingStep === 'profile' ? 'preview' : 'profile',
        ),
      });
      const gone = [
        ...(await deleteImages(
          tx,
          userId,
          deletedImages.map((i) => i.id),
        )),
        ...(await deleteDocuments(
          tx,
          userId,
          deletedDocuments.map((d) => d.id),
        )),
      ];
      const position = images.reduce((max, i) => Math.max(max, i.position + 1), 0);
      await insertImages(
        tx,
        userId,
        prepared
          .filter((p) => p.field === 'showcase_images')
          .map((p, i) => ({ path: keyOf(p), position: position + i })),
      );
      await insertDocuments(
        tx,
        userId,
        prepared
          .filter((p) => p.field === 'documents')
          .map((p) => ({ path: keyOf(p), fileName: p.downloadName, size: p.size })),
      );
      if (photo && profile.photoPath) gone.push(profile.photoPath);
      if (cover && profile.coverPath) gone.push(profile.coverPath);
      return gone;
    });
    await removeFiles(deps, removed);
  } catch (err) {
    await removeFiles(deps, stored);
    throw err;
  }
  return { profile: (await loadOwnProfile(deps, userId)).presented };
}

/** Best effort: a file that cannot be removed is logged, never a failure of the save that made it obsolete. */
async function removeFiles(deps: SuppliersDeps, keys: string[]) {
  for (const key of keys) {
    // Demo rows may hold bundled web paths, which are not stored files.
    if (!key.startsWith('uploads/')) continue;
    await deps.storage
      .delete(key)
      .catch((err: unknown) => deps.log.warn({ err, key }, 'could not remove a file'));
  }
}

/** `GET profile`. */
export async function getOwnProfile(deps: SuppliersDeps, auth: AuthContext) {
  return { profile: (await loadOwnProfile(deps, auth.user.id)).presented };
}

/** Loads a document for the policy: a missing one is a 404 like someone else's. */
async function documentFor(deps: SuppliersDeps, id: number) {
  const document = await findDocument(deps.db, id);
  if (!document) throw notFound();
  return document;
}

/**
 * `PUT profile/documents/{id}`: the supplier gives a document its type and expiry. A change of either clears an
 * administrator's verification, which vouched for the old values (docs/decisions/0034).
 */
export async function updateDocumentDetails(
  deps: SuppliersDeps,
  auth: AuthContext,
  id: number,
  input: { type: DocumentDetailsInput['type']; valid_to: string | null },
) {
  const document = await documentFor(deps, id);
  authorize(supplierDocumentsPolicy, actorOf(auth), 'update', document);
  const changed = document.type !== input.type || document.validTo !== input.valid_to;
  const row = await updateDocument(deps.db, id, {
    type: input.type,
    validTo: input.valid_to,
    ...(changed && { verifiedAt: null, verifiedBy: null, remindedAt30: null, remindedAt7: null }),
  });
  return { document: presentDocument(row, deps.storage) };
}
