import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLimits, fileTexts, type UploadKind } from '@marquee/contracts/files';
import { AppError } from '../../lib/errors';
import * as fixtures from '../../../test/file-fixtures';
import { decodeBmp } from './bmp-decoder';
import {
  contentDisposition,
  detectFormat,
  fileResponseHeaders,
  prepareUpload,
  safeFileName,
  storeUpload,
  type FileStore,
} from './file-intake';

/** The 422 a refused upload gives, as the client would read it. */
async function refusal(bytes: Buffer, originalName: string, kind: UploadKind) {
  try {
    await prepareUpload({ bytes, originalName, kind });
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, errors: err.errors };
    throw err;
  }
  throw new Error(`${originalName} was accepted`);
}

describe('file intake: formats by content', () => {
  it('recognises every accepted format from its bytes', async () => {
    const cases: [Buffer, string][] = [
      [await fixtures.cameraJpeg(), 'jpeg'],
      [await fixtures.png(), 'png'],
      [fixtures.bmp(4, 3), 'bmp'],
      [fixtures.pdf(), 'pdf'],
      [fixtures.doc(), 'doc'],
      [fixtures.docx(), 'docx'],
      [fixtures.odt(), 'odt'],
      [fixtures.rtf(), 'rtf'],
      [fixtures.txt(), 'txt'],
      [fixtures.zip(), 'zip'],
      [fixtures.sevenZip(), '7z'],
    ];
    for (const [bytes, format] of cases) expect(await detectFormat(bytes), format).toBe(format);
  });

  it('accepts each kind of upload only in its formats (spec 5)', async () => {
    const accepted = async (bytes: Buffer, kind: UploadKind) =>
      (await prepareUpload({ bytes, originalName: 'x', kind })).format;
    expect(await accepted(await fixtures.png(), 'image')).toBe('png');
    expect(await accepted(fixtures.pdf(), 'document')).toBe('pdf');
    expect(await accepted(fixtures.doc(), 'document')).toBe('doc');
    expect(await accepted(fixtures.docx(), 'document')).toBe('docx');
    expect(await accepted(fixtures.odt(), 'document')).toBe('odt');
    expect(await accepted(fixtures.rtf(), 'document')).toBe('rtf');
    expect(await accepted(fixtures.txt(), 'document')).toBe('txt');
    expect(await accepted(fixtures.zip(), 'chat')).toBe('zip');
    expect(await accepted(fixtures.sevenZip(), 'chat')).toBe('7z');
    expect(await accepted(fixtures.docx(), 'chat')).toBe('docx');
    expect(await accepted(await fixtures.png(), 'chat')).toBe('png');

    const wrongType = { status: 422, errors: { file: [fileTexts.wrongType] } };
    expect(await refusal(fixtures.pdf(), 'cover.jpg', 'image')).toEqual(wrongType);
    expect(await refusal(await fixtures.png(), 'logo.png', 'document')).toEqual(wrongType);
    expect(await refusal(fixtures.zip(), 'docs.zip', 'document')).toEqual(wrongType);
  });

  it('refuses HTML or a program behind an image or document name', async () => {
    const wrongType = { status: 422, errors: { file: [fileTexts.wrongType] } };
    expect(await refusal(fixtures.html(), 'photo.png', 'image')).toEqual(wrongType);
    expect(await refusal(fixtures.exe(), 'photo.png', 'image')).toEqual(wrongType);
    expect(await refusal(fixtures.exe(), 'insurance.pdf', 'document')).toEqual(wrongType);
    expect(await refusal(fixtures.exe(), 'notes.zip', 'chat')).toEqual(wrongType);
    // Plain text that is really a web page is not accepted as text either.
    expect(await refusal(fixtures.html(), 'notes.txt', 'document')).toEqual(wrongType);
    expect(await refusal(Buffer.from('\uFEFF  <svg onload="alert(1)"/>'), 'a.txt', 'chat')).toEqual(
      wrongType,
    );
  });

  it('takes text only when it is valid UTF-8 without control bytes, and RTF only with its opening', async () => {
    const wrongType = { status: 422, errors: { file: [fileTexts.wrongType] } };
    expect(await refusal(Buffer.from('line one\0line two'), 'a.txt', 'document')).toEqual(wrongType);
    expect(await refusal(Buffer.from([0x68, 0x69, 0xc3, 0x28]), 'a.txt', 'document')).toEqual(wrongType);
    expect(await refusal(Buffer.from('bell \u0007 here'), 'a.txt', 'document')).toEqual(wrongType);
    expect(await refusal(Buffer.alloc(0), 'empty.txt', 'document')).toEqual(wrongType);
    // "{rtf" without the backslash is just text, and is kept as text.
    expect(await detectFormat(Buffer.from('{rtf1 hello}'))).toBe('txt');
    expect(await detectFormat(Buffer.from('{\\rtf1\\ansi hello}'))).toBe('rtf');
  });

  it('takes a compound file as .doc only when it holds a Word document', async () => {
    const spreadsheet = Buffer.from(
      fixtures
        .doc()
        .toString('latin1')
        .replace(
          Buffer.from('WordDocument', 'utf16le').toString('latin1'),
          Buffer.from('Workbook\0\0\0\0', 'utf16le').toString('latin1'),
        ),
      'latin1',
    );
    expect(await detectFormat(spreadsheet)).toBeUndefined();
  });
});

describe('file intake: size', () => {
  it('accepts a file of exactly 10 MB and refuses one byte more, with the spec texts', async () => {
    const limit = fileLimits.maxBytes;
    expect(limit).toBe(10 * 1024 * 1024);
    const exactly = Buffer.alloc(limit, 'a');
    expect((await prepareUpload({ bytes: exactly, originalName: 'big.txt', kind: 'document' })).format).toBe(
      'txt',
    );

    const over = Buffer.alloc(limit + 1, 'a');
    expect(await refusal(over, 'big.txt', 'document')).toEqual({
      status: 422,
      errors: { file: ['Files must be less than 10 MB'] },
    });
    expect(await refusal(over, 'big.txt', 'chat')).toEqual({
      status: 422,
      errors: { file: ['Maximum file size 10 MB'] },
    });
  });
});

describe('file intake: images', () => {
  it('drops EXIF and GPS and turns the photo upright by its orientation', async () => {
    const photo = await fixtures.cameraJpeg(300, 200);
    // The fixture really carries what must go: GPS, camera make, orientation 6.
    const before = await sharp(photo).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    expect(photo.includes(Buffer.from('PhoneCam'))).toBe(true);
    // The GPS IFD pointer (tag 0x8825, little-endian TIFF): where the position is kept.
    const GPS_IFD_TAG = Buffer.from([0x25, 0x88]);
    expect(before.exif!.includes(GPS_IFD_TAG)).toBe(true);

    const stored = await prepareUpload({ bytes: photo, originalName: 'IMG_0001.JPG', kind: 'image' });
    const after = await sharp(stored.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.bytes.includes(Buffer.from('PhoneCam'))).toBe(false);
    // 300×200 with "rotate 90°" is stored as 200×300.
    expect([after.width, after.height]).toEqual([200, 300]);
    expect(stored.image).toEqual({ width: 200, height: 300 });
  });

  it('scales large images to the web size and keeps PNG transparency', async () => {
    const big = await fixtures.png(3000, 1000, 0.5);
    const stored = await prepareUpload({ bytes: big, originalName: 'logo.png', kind: 'image' });
    const meta = await sharp(stored.bytes).metadata();
    expect(meta.format).toBe('png');
    expect(meta.hasAlpha).toBe(true);
    expect([meta.width, meta.height]).toEqual([2000, 667]);
  });

  it('converts a BMP to JPEG with its colours', async () => {
    const stored = await prepareUpload({
      bytes: fixtures.bmp(40, 30, [200, 40, 40]),
      originalName: 'scan.bmp',
      kind: 'image',
    });
    expect(stored.format).toBe('jpeg');
    expect(stored.contentType).toBe('image/jpeg');
    expect(stored.name).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(stored.downloadName).toBe('scan.jpg');
    const { data, info } = await sharp(stored.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([40, 30]);
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    expect(Math.abs(r - 200) + Math.abs(g - 40) + Math.abs(b - 40)).toBeLessThan(30);
  });

  it('reads BMP rows bottom-up and 32-bit transparency', () => {
    // 1×2, bottom row (first in the file) blue, top row red; 32-bit BI_RGB with alpha 128.
    const file = Buffer.alloc(54 + 8);
    file.write('BM', 0, 'latin1');
    file.writeUInt32LE(file.length, 2);
    file.writeUInt32LE(54, 10);
    file.writeUInt32LE(40, 14);
    file.writeInt32LE(1, 18);
    file.writeInt32LE(2, 22);
    file.writeUInt16LE(1, 26);
    file.writeUInt16LE(32, 28);
    Buffer.from([255, 0, 0, 128, 0, 0, 255, 128]).copy(file, 54); // BGRA: blue, then red
    const bitmap = decodeBmp(file)!;
    expect(bitmap.hasAlpha).toBe(true);
    expect([...bitmap.pixels]).toEqual([255, 0, 0, 128, 0, 0, 255, 128]);
  });

  it('refuses an image whose content is damaged, and a bitmap that claims more pixels than it holds', async () => {
    const jpeg = await fixtures.cameraJpeg();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect(await refusal(truncated, 'cut.jpg', 'image')).toEqual({
      status: 422,
      errors: { file: [fileTexts.unreadableImage] },
    });
    const liar = fixtures.bmp(2, 2);
    liar.writeInt32LE(5000, 18);
    expect(decodeBmp(liar)).toBeNull();
    expect((await refusal(liar, 'liar.bmp', 'image')).status).toBe(422);
  });
});

describe('file intake: names and headers', () => {
  it('gives every stored file a new random name with the extension of its real format', async () => {
    const a = await prepareUpload({ bytes: fixtures.pdf(), originalName: 'policy.exe', kind: 'document' });
    const b = await prepareUpload({ bytes: fixtures.pdf(), originalName: 'policy.exe', kind: 'document' });
    expect(a.name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect(a.name).not.toBe(b.name);
    expect(a.downloadName).toBe('policy.pdf');
  });

  it('makes the uploader name safe: no directories, no markup, no control characters', () => {
    expect(safeFileName('../../etc/evil<script>.html', 'pdf')).toBe('evil_script.pdf');
    expect(safeFileName('C:\\Users\\me\\Plan v2.final.docx', 'docx')).toBe('Plan v2.final.docx');
    expect(safeFileName('line\r\nbreak"quote.pdf', 'pdf')).toBe('line_break_quote.pdf');
    expect(safeFileName('Sécurité à l’événement.pdf', 'pdf')).toBe('Sécurité à l_événement.pdf');
    expect(safeFileName('...', 'txt')).toBe('file.txt');
    expect(safeFileName('x'.repeat(300), 'pdf')).toHaveLength(104);
  });

  it('serves documents as attachments and images inline, never sniffed or run as a page', () => {
    const headers = fileResponseHeaders({
      contentType: 'application/pdf',
      format: 'pdf',
      downloadName: 'Hygiène "5".pdf',
    });
    expect(headers['Content-Disposition']).toBe(
      `attachment; filename="Hygi_ne _5_.pdf"; filename*=UTF-8''Hygi%C3%A8ne%20%225%22.pdf`,
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Security-Policy']).toContain('sandbox');
    expect(headers['Cache-Control']).toContain('immutable');
    expect(
      fileResponseHeaders({ contentType: 'text/plain; charset=utf-8', format: 'txt', downloadName: 'a.txt' })[
        'Content-Disposition'
      ],
    ).toMatch(/^attachment;/);
    expect(
      fileResponseHeaders({ contentType: 'image/png', format: 'png', downloadName: 'a.png' })[
        'Content-Disposition'
      ],
    ).toMatch(/^inline;/);
    expect(contentDisposition('attachment', "it's (1).pdf")).toContain(
      "filename*=UTF-8''it%27s%20%281%29.pdf",
    );
  });
});

describe('file intake: storing', () => {
  let dir = '';
  /** The files under a directory on disk, as a store writing there leaves them. */
  const diskStore = (failWrites = false): FileStore => ({
    async put(key, data) {
      const path = join(dir, key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data.subarray(0, failWrites ? 10 : undefined));
      if (failWrites) throw new Error('disk full');
    },
    async delete(key) {
      await rm(join(dir, key), { force: true });
    },
  });
  const filesOnDisk = async () =>
    (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'marquee-intake-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('stores an accepted file under uploads/<folder>/<random name>', async () => {
    const stored = await storeUpload(diskStore(), 'documents', {
      bytes: fixtures.pdf(),
      originalName: 'insurance.pdf',
      kind: 'document',
    });
    expect(stored.key).toMatch(/^uploads\/documents\/[0-9a-f]{32}\.pdf$/);
    expect((await filesOnDisk()).map((f) => f.name)).toEqual([stored.name]);
    await rm(join(dir, stored.key));
  });

  it('leaves nothing behind for a refused file or a write that fails half-way', async () => {
    await expect(
      storeUpload(diskStore(), 'images', {
        bytes: fixtures.html(),
        originalName: 'photo.png',
        kind: 'image',
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      storeUpload(diskStore(), 'documents', {
        bytes: Buffer.alloc(fileLimits.maxBytes + 1, 'a'),
        originalName: 'big.txt',
        kind: 'document',
      }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      storeUpload(diskStore(true), 'documents', {
        bytes: fixtures.pdf(),
        originalName: 'a.pdf',
        kind: 'document',
      }),
    ).rejects.toThrow('disk full');
    expect(await filesOnDisk()).toEqual([]);
  });
});
