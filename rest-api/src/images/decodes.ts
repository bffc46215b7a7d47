/**
 * Whether an image's bytes hold a whole image of its type: a truncated 40-byte PNG
 * passed as an image because only its header was read. Checked without a full decoder, by the
 * structure every decoder needs: PNG chunks with their CRCs from IHDR to IEND, and image data that
 * inflates to exactly the rows IHDR promises; JPEG segments from SOI through the scan to EOI; a
 * GIF's trailer; WebP's RIFF length.
 */
import { crc32, inflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bits per pixel of each PNG colour type, per bit of depth: grey, rgb, palette, grey+alpha, rgba. */
const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function pngDecodes(bytes: Buffer): boolean {
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = 8;
  let header: { width: number; height: number; depth: number; colour: number; interlace: number } | undefined;
  const data: Buffer[] = [];
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    if (at + 12 + length > bytes.length) return false;
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) return false;
    if (!header && type !== 'IHDR') return false;
    if (type === 'IHDR') {
      if (length !== 13) return false;
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8]!,
        colour: body[9]!,
        interlace: body[12]!,
      };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND')
      return header !== undefined && data.length > 0 && rowsInflate(header, Buffer.concat(data));
    at += 12 + length;
  }
  return false;
}

function rowsInflate(
  header: { width: number; height: number; depth: number; colour: number; interlace: number },
  compressed: Buffer,
): boolean {
  const channels = PNG_CHANNELS[header.colour];
  if (!channels || header.width === 0 || header.height === 0) return false;
  const rowBytes = Math.ceil((header.width * channels * header.depth) / 8);
  // Interlaced images have seven passes of their own sizes; at least the plain size is needed.
  const expected = header.interlace ? undefined : header.height * (rowBytes + 1);
  try {
    const raw = inflateSync(compressed, { maxOutputLength: (expected ?? header.height * (rowBytes + 1) * 2) + 1 });
    return expected === undefined ? raw.length > 0 : raw.length === expected;
  } catch {
    return false;
  }
}

function jpegDecodes(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1]!;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return false;
    // Start of scan: entropy-coded data follows to the end, which must be EOI.
    if (marker === 0xda) return bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
    at += 2 + length;
  }
  return false;
}

const gifDecodes = (bytes: Buffer) =>
  bytes.length > 13 && bytes.toString('latin1', 0, 3) === 'GIF' && bytes[bytes.length - 1] === 0x3b;

const webpDecodes = (bytes: Buffer) =>
  bytes.length > 20 &&
  bytes.toString('latin1', 0, 4) === 'RIFF' &&
  bytes.toString('latin1', 8, 12) === 'WEBP' &&
  bytes.readUInt32LE(4) + 8 === bytes.length;

export function imageDecodes(bytes: Buffer, mime: string): boolean {
  switch (mime) {
    case 'image/png':
      return pngDecodes(bytes);
    case 'image/jpeg':
      return jpegDecodes(bytes);
    case 'image/gif':
      return gifDecodes(bytes);
    case 'image/webp':
      return webpDecodes(bytes);
    default:
      return false;
  }
}
