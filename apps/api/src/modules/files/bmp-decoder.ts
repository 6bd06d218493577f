/**
 * A BMP reader for the uncompressed bitmaps people actually upload (1, 4, 8 bits with a palette; 16, 24, 32 bits),
 * because sharp's prebuilt libvips has no BMP loader (docs/decisions/0031). The pixels go to sharp as raw RGBA and
 * are re-encoded from there, so nothing of the original file is kept. RLE-compressed and embedded JPEG/PNG
 * bitmaps are refused (null), as are headers that claim more pixels than the file holds.
 */
export interface DecodedBitmap {
  width: number;
  height: number;
  /** RGBA, top row first. */
  pixels: Buffer;
  hasAlpha: boolean;
}

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
/** Decoded pixels above this are refused: 40 megapixels is far beyond any web image and bounds memory. */
const MAX_PIXELS = 40_000_000;

export function decodeBmp(file: Buffer): DecodedBitmap | null {
  if (file.length < 26 || file.toString('latin1', 0, 2) !== 'BM') return null;
  const dataOffset = file.readUInt32LE(10);
  const headerSize = file.readUInt32LE(14);
  if (headerSize < 40 || 14 + headerSize > file.length) return null;
  const width = file.readInt32LE(18);
  const rawHeight = file.readInt32LE(22);
  const bitCount = file.readUInt16LE(28);
  const compression = file.readUInt32LE(30);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height <= 0 || width * height > MAX_PIXELS) return null;
  if (![1, 4, 8, 16, 24, 32].includes(bitCount)) return null;

  let masks: [number, number, number, number] | undefined;
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bitCount !== 16 && bitCount !== 32) return null;
    // The masks follow a 40-byte header, or sit inside a V4/V5 header at the same place.
    const at = 14 + 40;
    if (at + 12 > file.length) return null;
    const alphaMask =
      (compression === BI_ALPHABITFIELDS || headerSize >= 56) && at + 16 <= file.length
        ? file.readUInt32LE(at + 12)
        : 0;
    masks = [file.readUInt32LE(at), file.readUInt32LE(at + 4), file.readUInt32LE(at + 8), alphaMask];
  } else if (compression !== BI_RGB) {
    return null;
  } else if (bitCount === 16) {
    masks = [0x7c00, 0x03e0, 0x001f, 0];
  } else if (bitCount === 32) {
    // A plain 32-bit bitmap's fourth byte is usually padding; it is alpha only when some pixel uses it.
    masks = [0x00ff0000, 0x0000ff00, 0x000000ff, 0];
  }

  let palette: Buffer | undefined;
  if (bitCount <= 8) {
    const colours = file.readUInt32LE(46) || 1 << bitCount;
    const start = 14 + headerSize;
    if (colours > 256 || start + colours * 4 > file.length) return null;
    palette = file.subarray(start, start + colours * 4);
  }

  const rowSize = Math.ceil((width * bitCount) / 32) * 4;
  if (dataOffset + rowSize * height > file.length) return null;

  const pixels = Buffer.alloc(width * height * 4);
  let alphaSeen = false;
  // Each mask's shift and width, worked out once rather than per pixel.
  const fields = (masks ?? [0, 0, 0, 0]).map((mask) => {
    const shift = mask ? 31 - Math.clz32(mask & -mask) : 0;
    return { mask, shift, max: mask ? mask >>> shift : 1 };
  });
  const channel = (value: number, i: number) => {
    const { mask, shift, max } = fields[i]!;
    return mask ? Math.round((((value & mask) >>> shift) / max) * 255) : 0;
  };

  for (let row = 0; row < height; row++) {
    const src = dataOffset + (topDown ? row : height - 1 - row) * rowSize;
    for (let x = 0; x < width; x++) {
      const out = (row * width + x) * 4;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 255;
      if (palette) {
        const bitIndex = x * bitCount;
        const byte = file[src + (bitIndex >> 3)]!;
        const index = (byte >> (8 - bitCount - (bitIndex & 7))) & ((1 << bitCount) - 1);
        if (index * 4 + 2 >= palette.length) return null;
        b = palette[index * 4]!;
        g = palette[index * 4 + 1]!;
        r = palette[index * 4 + 2]!;
      } else if (bitCount === 24) {
        b = file[src + x * 3]!;
        g = file[src + x * 3 + 1]!;
        r = file[src + x * 3 + 2]!;
      } else {
        const value = bitCount === 16 ? file.readUInt16LE(src + x * 2) : file.readUInt32LE(src + x * 4);
        r = channel(value, 0);
        g = channel(value, 1);
        b = channel(value, 2);
        if (fields[3]!.mask) {
          a = channel(value, 3);
          if (a !== 255) alphaSeen = true;
        } else if (bitCount === 32 && compression === BI_RGB) {
          a = value >>> 24;
          if (a !== 0) alphaSeen = true;
        }
      }
      pixels[out] = r;
      pixels[out + 1] = g;
      pixels[out + 2] = b;
      pixels[out + 3] = a;
    }
  }
  // A plain 32-bit bitmap with an all-zero fourth byte is opaque, not invisible.
  if (bitCount === 32 && compression === BI_RGB && !alphaSeen) {
    for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
  }
  return { width, height, pixels, hasAlpha: alphaSeen };
}
