import type { FastifyRequest } from 'fastify';
import { fileLimits, type UploadKind } from '@marquee/contracts/files';
import { validation } from '@marquee/contracts/messages';
import {
  profileFieldsBody,
  profileTexts,
  type DocumentDetailsInput,
  type ProfileFields,
} from '@marquee/contracts/supplier-profile';
import type { AuthContext } from '../../plugins/access';
import { AppError, notFound, type FieldErrors } from '../../lib/errors';
import { actorOf, authorize } from '../../lib/policy';
import { prepareUpload, type PreparedFile } from '../files/file-intake';
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
const fileFields = {
  photo: { kind: 'image', many: false },
  cover: { kind: 'image', many: false },
  showcase_images: { kind: 'image', many: true },
  documents: { kind: 'document', many: true },
} as const satisfies Record<string, { kind: UploadKind; many: boolean }>;
type FileField = keyof typeof fileFields;

interface IncomingUpload {
  field: FileField;
  bytes: Buffer;
  originalName: string;
}

/** Multipart limits: one photo, one cover, 10 images and 10 documents, plus room for an 11th to be refused. */
export const profileMultipartLimits = {
  fileSize: fileLimits.maxBytes,
  files: 2 + 2 * (fileLimits.showcaseImagesMax + 1),
  fields: 300,
  parts: 330,
  fieldSize: 100_000,
};

/** 'showcase_images[]' and 'showcase_images[3]' are the field 'showcase_images', as PHP-style forms send them. */
const baseName = (name: string) => name.replace(/\[\d*\]$/, '');

const tooLarge = (field: string) =>
  new AppError(413, 'file_too_large', profileTexts.tooLarge, { [field]: [profileTexts.tooLarge] });

/**
 * Reads the multipart body: text fields (lists for the *_deleted ids) and the files' bytes. A file over 10 MB is a
 * 413 with the spec's text; a file under a field the form does not have is refused.
 */
export async function readProfileForm(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  const uploads: IncomingUpload[] = [];
  let current = 'file';
  if (!request.isMultipart()) {
    throw new AppError(422, 'validation', validation.required, { body: ['multipart/form-data expected'] });
  }
  try {
    for await (const part of request.parts()) {
      const name = baseName(part.fieldname);
      current = name;
      if (part.type === 'file') {
        if (!(name in fileFields)) {
          part.file.resume();
          throw new AppError(422, 'validation', validation.required, { [name]: ['Unknown file field'] });
        }
        const bytes = await part.toBuffer();
        uploads.push({ field: name as FileField, bytes, originalName: part.filename ?? 'file' });
      } else if (name.endsWith('_deleted')) {
        const list = (fields[name] as unknown[] | undefined) ?? [];
        // One field may also carry a comma-separated list.
        list.push(...String(part.value).split(',').filter(Boolean));
        fields[name] = list;
      } else {
        fields[name] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(current);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(413, 'too_many_parts', profileTexts.requestTooLarge);
    }
    throw err;
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
  return { fields: parsed.data, uploads };
}

/**
 * `POST profile` (spec 7.1): saves the text fields, replaces photo and cover, adds and deletes showcase images and
 * documents. Every file is checked (content, 10 MB) and every limit applied before anything is written; files are
 * stored before the transaction and removed again if it fails, so a refused or failed save leaves no file and no
 * row behind. Files the save replaces or deletes are removed after the commit.
 */
export async function saveProfile(
  deps: SuppliersDeps,
  auth: AuthContext,
  form: { fields: ProfileFields; uploads: IncomingUpload[] },
) {
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

  // Checked and re-encoded in memory first: a refused file stops the save before anything is stored.
  const prepared: Array<PreparedFile & { field: FileField }> = [];
  for (const upload of uploads) {
    const file = await prepareUpload({
      bytes: upload.bytes,
      originalName: upload.originalName,
      kind: fileFields[upload.field].kind,
      field: upload.field,
    });
    prepared.push({ ...file, field: upload.field });
  }

  const stored: string[] = [];
  const keyOf = (p: PreparedFile & { field: FileField }) =>
    `uploads/suppliers/${userId}/${p.field}/${p.name}`;
  try {
    for (const p of prepared) {
      const key = keyOf(p);
      stored.push(key);
      await deps.storage.put(key, p.bytes, { contentType: p.contentType });
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
          .map((p) => ({ path: keyOf(p), fileName: p.downloadName, size: p.bytes.length })),
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
