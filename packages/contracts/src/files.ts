import { limits } from './limits';

/**
 * Uploaded files (spec 5 "Files", 8, 9): what each kind of upload accepts, its size limit and the texts the user
 * reads. The server decides a file's format from its content, never from its name or the browser's type; the
 * extensions here are for the web app's file pickers (`accept`).
 */

/** The formats the server recognises by content. */
export const fileFormats = [
  'jpeg',
  'png',
  'bmp',
  'pdf',
  'doc',
  'docx',
  'odt',
  'rtf',
  'txt',
  'zip',
  '7z',
] as const;
export type FileFormat = (typeof fileFormats)[number];

/** Where a file is uploaded: profile images, profile documents, or a chat attachment. */
export type UploadKind = 'image' | 'document' | 'chat';

/** Formats accepted per kind of upload (spec 5: images jpeg/png/bmp; documents doc/docx/odt/rtf/txt/pdf; chat both plus zip and 7z). */
export const acceptedFormats: Record<UploadKind, readonly FileFormat[]> = {
  image: ['jpeg', 'png', 'bmp'],
  document: ['doc', 'docx', 'odt', 'rtf', 'txt', 'pdf'],
  chat: ['jpeg', 'png', 'bmp', 'doc', 'docx', 'odt', 'rtf', 'txt', 'zip', '7z', 'pdf'],
};

/** File-picker hints for each format (the server does not trust them). */
export const formatExtensions: Record<FileFormat, readonly string[]> = {
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
  bmp: ['.bmp'],
  pdf: ['.pdf'],
  doc: ['.doc'],
  docx: ['.docx'],
  odt: ['.odt'],
  rtf: ['.rtf'],
  txt: ['.txt'],
  zip: ['.zip'],
  '7z': ['.7z'],
};

/** The `accept` attribute of a file input for a kind of upload. */
export const acceptAttribute = (kind: UploadKind) =>
  acceptedFormats[kind].flatMap((f) => formatExtensions[f]).join(',');

export const fileLimits = {
  /** Every file, every kind (spec 9: 10 MB). A file of exactly this size is accepted; one byte more is not. */
  maxBytes: limits.fileSizeMaxBytes,
  showcaseImagesMax: limits.showcaseImagesMax,
  documentsMax: limits.documentsMax,
  /** Longest side of a stored image after re-encoding (web size; larger photos are scaled down). */
  imageMaxSide: 2000,
} as const;

export const fileTexts = {
  /** Spec 5 and 8: profile images and documents over the limit. */
  tooLarge: 'Files must be less than 10 MB',
  /** Spec 5 and 8: a chat attachment over the limit. */
  chatTooLarge: 'Maximum file size 10 MB',
  /** Spec 8: what the UI shows for a 413 or 422 on a profile save. */
  requestTooLarge: 'Request entity too large',
  /** Not in the spec (it names the accepted formats but no text for others): ours. */
  wrongType: 'This file type is not accepted',
  /** Not in the spec: an image whose content cannot be read (damaged or truncated). */
  unreadableImage: 'This image cannot be read',
} as const;

/**
 * Not in the spec: why a multipart form could not be read at all (the 400's field error under `body`; its message
 * is errors.malformedBody). Browsers never send such bodies; these are for API clients (docs/decisions/0047).
 */
export const multipartTexts = {
  notMultipart: 'Send the form as multipart/form-data',
  noBoundary: 'The multipart/form-data content type has no boundary',
  boundaryTooLong: 'The multipart boundary is too long',
  malformed: 'The multipart body is truncated or malformed',
} as const;

/** The size text for a kind of upload. */
export const tooLargeText = (kind: UploadKind) =>
  kind === 'chat' ? fileTexts.chatTooLarge : fileTexts.tooLarge;
