import { limits } from './limits';

/**
 * Uploaded files (spec 5 "Files", 8, 9): what each kind of upload accepts, its size limit and the texts the user
 * reads. The server decides a file's format from its content, never from its name or the browser's type; the
 * extensions here are for the web app's file pickers (`accept`) and the names of stored files.
 */

/**
 * The formats the server recognises by content, each with the type it is served as and its file-name extensions
 * (the first is the one a stored file gets): the one MIME table of the API and the web app.
 */
export const fileFormatTable = {
  jpeg: { contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { contentType: 'image/png', extensions: ['.png'] },
  bmp: { contentType: 'image/bmp', extensions: ['.bmp'] },
  pdf: { contentType: 'application/pdf', extensions: ['.pdf'] },
  doc: { contentType: 'application/msword', extensions: ['.doc'] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
  },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', extensions: ['.odt'] },
  rtf: { contentType: 'application/rtf', extensions: ['.rtf'] },
  txt: { contentType: 'text/plain; charset=utf-8', extensions: ['.txt'] },
  zip: { contentType: 'application/zip', extensions: ['.zip'] },
  '7z': { contentType: 'application/x-7z-compressed', extensions: ['.7z'] },
} as const satisfies Record<string, { contentType: string; extensions: readonly [string, ...string[]] }>;

export type FileFormat = keyof typeof fileFormatTable;
export const fileFormats = Object.keys(fileFormatTable) as FileFormat[];

/** Where a file is uploaded: profile images, profile documents, or a chat attachment. */
export type UploadKind = 'image' | 'document' | 'chat';

/** Formats accepted per kind of upload (spec 5: images jpeg/png/bmp; documents doc/docx/odt/rtf/txt/pdf; chat both plus zip and 7z). */
export const acceptedFormats: Record<UploadKind, readonly FileFormat[]> = {
  image: ['jpeg', 'png', 'bmp'],
  document: ['doc', 'docx', 'odt', 'rtf', 'txt', 'pdf'],
  chat: ['jpeg', 'png', 'bmp', 'doc', 'docx', 'odt', 'rtf', 'txt', 'zip', '7z', 'pdf'],
};

/** The extension a stored file of this format gets, without the dot ('jpg', 'pdf'). */
export const storedExtension = (format: FileFormat) => fileFormatTable[format].extensions[0].slice(1);

/** The format a file name's extension names (stored names are `<random>.<stored extension>`), if any. */
export const formatOfFileName = (name: string): FileFormat | undefined => {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = name.slice(dot).toLowerCase();
  return fileFormats.find((f) => (fileFormatTable[f].extensions as readonly string[]).includes(ext));
};

/** The `accept` attribute of a file input for a kind of upload. */
export const acceptAttribute = (kind: UploadKind) =>
  acceptedFormats[kind].flatMap((f) => fileFormatTable[f].extensions).join(',');

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
