import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Small real files of every accepted format, built in code so a test shows exactly what it uploads: each is
 * what the format's own readers accept (a stored zip with the entries Word/LibreOffice look for, a compound
 * file with a WordDocument stream, a one-page PDF), not just its first bytes.
 */

/** A zip archive with stored (uncompressed) entries. */
export function zipOf(entries: Record<string, string | Uint8Array>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const docx = () =>
  zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Public liability insurance</w:t></w:r></w:p></w:body></w:document>',
  });

export const odt = () =>
  zipOf({
    // The OpenDocument rule: an uncompressed "mimetype" entry first.
    mimetype: 'application/vnd.oasis.opendocument.text',
    'content.xml':
      '<?xml version="1.0" encoding="UTF-8"?><office:document-content ' +
      'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>',
  });

export const zip = () => zipOf({ 'readme.txt': 'Marquee floor plan', 'plan/notes.txt': 'Stage left' });

/** The smallest 7z archive (an empty one): signature, version, start header with zero-length next header. */
export function sevenZip(): Buffer {
  const start = Buffer.alloc(20); // next header offset, size, CRC: all zero
  const header = Buffer.concat([
    Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]),
    Buffer.alloc(4),
  ]);
  header.writeUInt32LE(crc32(start), 8);
  return Buffer.concat([header, start]);
}

/** A Word 97-2003 .doc: a compound file (CFB v3) whose directory holds a WordDocument stream. */
export function doc(): Buffer {
  const SECTOR = 512;
  const FREE = 0xffffffff;
  const END = 0xfffffffe;
  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cut-off
  header.writeUInt32LE(END, 60); // no mini FAT
  header.writeUInt32LE(END, 68); // no DIFAT sectors
  for (let i = 76; i < SECTOR; i += 4) header.writeUInt32LE(FREE, i);
  header.writeUInt32LE(0, 76); // the FAT is sector 0
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: FAT
  fat.writeUInt32LE(END, 4); // sector 1: directory, one sector
  const dir = Buffer.alloc(SECTOR, 0);
  const entry = (i: number, name: string, type: number, child: number) => {
    const at = i * 128;
    const utf16 = Buffer.from(`${name}\0`, 'utf16le');
    utf16.copy(dir, at);
    dir.writeUInt16LE(utf16.length, at + 64);
    dir.writeUInt8(type, at + 66);
    dir.writeUInt8(1, at + 67); // black
    dir.writeUInt32LE(FREE, at + 68); // left sibling
    dir.writeUInt32LE(FREE, at + 72); // right sibling
    dir.writeUInt32LE(child, at + 76);
    dir.writeUInt32LE(END, at + 116); // start sector: empty stream
  };
  entry(0, 'Root Entry', 5, 1);
  entry(1, 'WordDocument', 2, FREE);
  for (const i of [2, 3]) {
    dir.writeUInt32LE(FREE, i * 128 + 68);
    dir.writeUInt32LE(FREE, i * 128 + 72);
    dir.writeUInt32LE(FREE, i * 128 + 76);
  }
  return Buffer.concat([header, fat, dir]);
}

/** A one-page PDF with a valid cross-reference table. */
export function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const rtf = () =>
  Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Arial;}}\\f0 Food hygiene rating 5\\par}');

export const txt = () =>
  Buffer.from('Risk assessment — marquee anchoring, 12 m × 6 m\r\nChecked: ✓\n', 'utf8');

/** A 24-bit BMP (bottom-up rows, padded to 4 bytes) filled with one colour. */
export function bmp(width: number, height: number, [r, g, b] = [200, 40, 40]): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + rowSize * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(rowSize * height, 34);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = 54 + y * rowSize + x * 3;
      file[at] = b;
      file[at + 1] = g;
      file[at + 2] = r;
    }
  }
  return file;
}

/** An EXIF block with a GPS position and an orientation, as a phone camera writes it. */
export const cameraExif = {
  IFD0: { Make: 'PhoneCam', Model: 'Marquee Test', Orientation: '6' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '51/1 30/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '0/1 7/1 0/1',
  },
};

/** A photo as a phone makes it: landscape pixels, EXIF saying "rotate 90°", a GPS position. */
export const cameraJpeg = (width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif(cameraExif)
    .withMetadata({ orientation: 6 })
    .toBuffer();

export const png = (width = 64, height = 48, alpha = 1) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 160, b: 90, alpha } } })
    .png()
    .toBuffer();

/** A Windows executable's first bytes (MZ header with a PE signature). */
export function exe(): Buffer {
  const file = Buffer.alloc(512);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

export const html = () =>
  Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
