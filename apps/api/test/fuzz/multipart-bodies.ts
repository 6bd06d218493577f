import fc from 'fast-check';
import { bmp, pdf } from '../file-fixtures';
import { multipartForm } from '../multipart';
import { hostile, INVALID_UTF8_BYTES } from './values';

/*
 * Multipart bodies for the fuzz suite (docs/decisions/0088): forms with the field names the multipart routes read,
 * files whose declared type lies about their bytes, and bodies that are not the multipart they claim to be.
 */

/** Field names the multipart routes read (chats, profile, catalogue, content, supplier import), and some others. */
const FIELD_NAMES = [
  'text',
  'attachments',
  'attachment',
  'file',
  'photo',
  'cover',
  'showcase_images[]',
  'showcase_images[7]',
  'documents[]',
  'documents',
  'suppliers_file',
  'image',
  'name',
  'title',
  'description',
  'url',
  'product',
  'service_category_id',
  'keywords[]',
  'keywords',
  'slug',
  'title_tag',
  'summary',
  'showcase_images_deleted',
  'documents_deleted',
  'company_name',
  'website',
  'phone',
  '',
  '__proto__',
  'constructor',
  'prototype',
];

/** A 1×1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const FILE_BYTES: Array<() => Buffer> = [
  () => tinyPng,
  () => tinyPng.subarray(0, 40),
  () => Buffer.concat([tinyPng.subarray(0, 8), Buffer.from('not an image at all')]),
  () => pdf(),
  () => bmp(3, 2),
  () => Buffer.from('name,email\n"unterminated,x@y\n'),
  () => Buffer.from('\u0000\u0000\u0000'),
  () => Buffer.alloc(0),
  () => INVALID_UTF8_BYTES,
  () => Buffer.from('<svg onload="alert(1)"></svg>'),
  () => Buffer.from('GIF89a'),
];
const TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'text/csv',
  'text/html',
  'application/x-msdownload',
  '',
  'x',
];
const FILE_NAMES = [
  'a.png',
  '../../../etc/passwd',
  'a\u0000.png',
  'x'.repeat(1000),
  '',
  'a.exe',
  'a.csv',
  '😀.jpg',
  'a"b.png',
];

const part = fc.oneof(
  fc
    .tuple(fc.constantFrom(...FIELD_NAMES), hostile())
    .map(
      ([name, value]) =>
        [name, typeof value === 'string' ? value.slice(0, 200_000) : (JSON.stringify(value) ?? '')] as const,
    ),
  fc
    .tuple(
      fc.constantFrom(...FIELD_NAMES),
      fc.constantFrom(...FILE_BYTES),
      fc.constantFrom(...TYPES),
      fc.constantFrom(...FILE_NAMES),
    )
    .map(([name, data, type, filename]) => [name, { filename, data: data(), type }] as const),
);

const boundary = '----fuzzboundary';
type Body = { payload: Buffer | string; headers: Record<string, string> };

/** A well-formed form, then bent: truncated, without its boundary, with a different or over-long one, lying. */
export function multipartBody(): fc.Arbitrary<Body> {
  const form = fc
    .array(part, { maxLength: 6 })
    .map((parts) =>
      multipartForm(
        parts.map(([n, v]) => [
          n.replace(/"/g, ''),
          typeof v === 'string' ? v : { ...v, filename: v.filename.replace(/["\r\n]/g, '') },
        ]),
      ),
    );
  const bend = fc.constantFrom(
    'none',
    'none',
    'none',
    'truncate',
    'no-boundary',
    'other-boundary',
    'long-boundary',
    'as-json',
    'raw-headers',
    'garbage',
    'empty',
    'no-end',
  );
  return fc.tuple(form, bend, fc.nat()).map(([f, how, at]): Body => {
    const type = f.headers['content-type'];
    const bytes = f.payload;
    switch (how) {
      case 'truncate':
        return { payload: bytes.subarray(0, at % Math.max(1, bytes.length)), headers: f.headers };
      case 'no-end':
        return { payload: bytes.subarray(0, Math.max(0, bytes.length - 8)), headers: f.headers };
      case 'no-boundary':
        return { payload: bytes, headers: { 'content-type': 'multipart/form-data' } };
      case 'other-boundary':
        return { payload: bytes, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
      case 'long-boundary':
        return {
          payload: bytes,
          headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(200)}` },
        };
      case 'as-json':
        return { payload: bytes, headers: { 'content-type': 'application/json' } };
      case 'raw-headers':
        return {
          payload: Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name=\r\nContent-Type: \u0000\r\n\r\n`,
            ),
            INVALID_UTF8_BYTES,
            Buffer.from(
              `\r\n--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
            ),
          ]),
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        };
      case 'garbage':
        return { payload: INVALID_UTF8_BYTES, headers: { 'content-type': type! } };
      case 'empty':
        return { payload: '', headers: { 'content-type': type! } };
      default:
        return f;
    }
  });
}
