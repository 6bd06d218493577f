import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  acceptedFormats,
  fileFormatTable,
  fileLimits,
  fileTexts,
  storedExtension,
  tooLargeText,
  type FileFormat,
  type UploadKind,
} from '@marquee/contracts/files';
import { invalidField } from '../../lib/errors';
import { decodeBmp } from './bmp-decoder';

/** How each accepted format is stored and served: its type and its stored file's extension, from the MIME table. */
const formatInfo = (format: FileFormat) => ({
  contentType: fileFormatTable[format].contentType,
  extension: storedExtension(format),
});

const imageFormats = new Set<FileFormat>(['jpeg', 'png', 'bmp']);

/** A compound file (OLE2) is a Word document when its directory names a WordDocument stream. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');
/** RTF has no binary signature; every RTF file opens its outer group with this control word. */
const RTF_START = Buffer.from('{\\rtf', 'latin1');
/** Markup that a browser would render: refused even as text, whatever the name says. */
const MARKUP_START = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|meta)\b/i;

/**
 * The file's format from its bytes alone (magic numbers via file-type; RTF and plain text checked here, since
 * they have none). Undefined for anything else, including HTML, SVG, scripts and executables.
 */
export async function detectFormat(bytes: Buffer): Promise<FileFormat | undefined> {
  if (bytes.length === 0) return undefined;
  const found = await fileTypeFromBuffer(bytes);
  switch (found?.ext) {
    case 'jpg':
      return 'jpeg';
    case 'png':
    case 'bmp':
    case 'pdf':
    case 'docx':
    case 'odt':
    case 'rtf':
    case 'zip':
    case '7z':
      return found.ext;
    case 'cfb':
      // Excel, PowerPoint and installer (.msi) files are compound files too.
      return bytes.includes(WORD_STREAM) ? 'doc' : undefined;
    case undefined:
      if (bytes.subarray(0, RTF_START.length).equals(RTF_START)) return 'rtf';
      return isPlainText(bytes) ? 'txt' : undefined;
    default:
      return undefined;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 with no NUL or other control character but tab, line feed, form feed and carriage return. */
export function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !MARKUP_START.test(text.replace(/^\uFEFF/, ''));
}

/** An uploaded file, checked and ready to store. */
export interface PreparedFile {
  format: FileFormat;
  contentType: string;
  /** The bytes to store: re-encoded for images, as uploaded for documents and archives. */
  bytes: Buffer;
  /** Server-generated: 32 random hex characters and the format's extension. Never derived from the upload. */
  name: string;
  /** The uploader's name made safe, with the extension of the real format: the name a download is saved as. */
  downloadName: string;
  /** Images: their size after re-encoding. */
  image?: { width: number; height: number };
}

export interface IncomingFile {
  bytes: Buffer;
  /** The name the browser sent; only ever used, sanitised, as the download name. */
  originalName: string;
  kind: UploadKind;
  /** The form field the 422 names. Default 'file'. */
  field?: string;
}

/**
 * Checks an upload by size and content and prepares what to store: images are re-encoded to web size with every
 * metadata block (EXIF, GPS, comments) dropped, documents and archives are kept as uploaded. Throws a 422 with
 * the spec's text; a refused file has not been written anywhere.
 */
export async function prepareUpload({
  bytes,
  originalName,
  kind,
  field = 'file',
}: IncomingFile): Promise<PreparedFile> {
  if (bytes.length > fileLimits.maxBytes) throw invalidField(field, tooLargeText(kind), 'file_too_large');
  const format = await detectFormat(bytes);
  if (!format || !acceptedFormats[kind].includes(format)) {
    throw invalidField(field, fileTexts.wrongType, 'file_type');
  }
  if (imageFormats.has(format)) {
    const image = await reencodeImage(bytes, format).catch(() => {
      throw invalidField(field, fileTexts.unreadableImage, 'file_unreadable');
    });
    const info = formatInfo(image.format);
    return {
      format: image.format,
      contentType: info.contentType,
      bytes: image.bytes,
      name: randomName(info.extension),
      downloadName: safeFileName(originalName, info.extension),
      image: { width: image.width, height: image.height },
    };
  }
  const info = formatInfo(format);
  return {
    format,
    contentType: info.contentType,
    bytes,
    name: randomName(info.extension),
    downloadName: safeFileName(originalName, info.extension),
  };
}

const randomName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;

/** Pixels beyond this are refused before decoding (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Turned upright by its EXIF orientation, scaled to fit the web size, and written anew: sharp writes no metadata
 * unless asked, so EXIF (GPS, camera, time) and comments are gone. JPEG stays JPEG, PNG stays PNG (logos keep their
 * transparency); BMP becomes PNG when it uses transparency and JPEG otherwise.
 */
async function reencodeImage(bytes: Buffer, format: FileFormat) {
  let input: ReturnType<typeof sharp>;
  let hasAlpha = format === 'png';
  if (format === 'bmp') {
    const bitmap = decodeBmp(bytes);
    if (!bitmap) throw new Error('unsupported bitmap');
    hasAlpha = bitmap.hasAlpha;
    input = sharp(bitmap.pixels, { raw: { width: bitmap.width, height: bitmap.height, channels: 4 } });
  } else {
    input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  }
  const side = fileLimits.imageMaxSide;
  const pipeline = input
    .rotate()
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  const outFormat: FileFormat = format === 'jpeg' || (format === 'bmp' && !hasAlpha) ? 'jpeg' : 'png';
  const encoded =
    outFormat === 'jpeg'
      ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
      : pipeline.png({ compressionLevel: 9 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { bytes: data, format: outFormat, width: info.width, height: info.height };
}

/**
 * The uploader's file name, safe to put in a header and on a disk: no directories, no control or reserved
 * characters, at most 100 characters, and the extension of what the file really is.
 */
export function safeFileName(originalName: string, extension: string): string {
  const base = (originalName.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._()+,-]/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, 100);
  return `${base || 'file'}.${extension}`;
}

/**
 * The headers a stored file is served with. Names are random and content never changes, so a year's cache.
 * Documents and archives are always downloaded (attachment) under their safe name; images are shown inline.
 * nosniff and a sandboxing CSP make sure no browser runs a stored file as a page.
 */
export function fileResponseHeaders(file: {
  contentType: string;
  format: FileFormat;
  downloadName: string;
}): Record<string, string> {
  const disposition = imageFormats.has(file.format) ? 'inline' : 'attachment';
  return {
    'Content-Type': file.contentType,
    'Content-Disposition': contentDisposition(disposition, file.downloadName),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'public, max-age=31536000, immutable',
  };
}

/** RFC 6266: an ASCII fallback name for old clients and the exact UTF-8 name in filename*. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Where prepared files are written: the storage module's service fits. */
export interface FileStore {
  put(key: string, data: Uint8Array, options?: { contentType?: string }): Promise<void>;
  delete(key: string): Promise<void>;
}

/**
 * Checks and stores an upload under `uploads/<folder>/<random name>`. Nothing is written for a refused file; a
 * write that fails half-way is removed before the error goes on, so no partial file stays behind.
 */
export async function storeUpload(
  store: FileStore,
  folder: string,
  file: IncomingFile,
): Promise<PreparedFile & { key: string }> {
  const prepared = await prepareUpload(file);
  const key = `uploads/${folder}/${prepared.name}`;
  try {
    await store.put(key, prepared.bytes, { contentType: prepared.contentType });
  } catch (err) {
    await store.delete(key).catch(() => undefined);
    throw err;
  }
  return { ...prepared, key };
}
