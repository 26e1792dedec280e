import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Pictures for the tests of uploads: plain ones, and hostile ones built byte by byte as an attacker would.

export const scriptTag = '<script>alert(document.cookie)</script>';
const page = `<!doctype html><html><body>${scriptTag}</body></html>`;

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A PNG whose header claims `width` × `height` grey pixels, with the compressed data of its first `rows` rows only. */
function pngClaiming(width: number, height: number, rows: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const data = Buffer.alloc(rows * (width + 1), 0x7f);
  for (let row = 0; row < rows; row += 1) data[row * (width + 1)] = 0; // filter byte: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(data)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid grey PNG of the given size (what a browser would upload), built with zlib alone. */
export const pngOf = (width: number, height: number) => pngClaiming(width, height, height);

/** A decompression bomb: a few kilobytes on disk that claim 50 000 × 50 000 pixels (2.5 GB once decoded). */
export const pngBomb = () => pngClaiming(50_000, 50_000, 40);

/**
 * An animation bomb: a GIF of `frames` frames of one pixel each on a `side` × `side` screen. Each frame decodes to the
 * whole screen, so 1.5 KB make 2000 × 2000 × 100 pixels.
 */
export function gifFrameBomb(side: number, frames: number): Buffer {
  const little = (value: number) => Buffer.from([value & 0xff, value >> 8]);
  const blackAndWhite = Buffer.from([0, 0, 0, 255, 255, 255]);
  const screen = Buffer.concat([Buffer.from('GIF89a'), little(side), little(side), Buffer.from([0x80, 0, 0]), blackAndWhite]);
  // At (0, 0), 1 × 1, no local colours; LZW minimum code size 2, then the codes clear, 0, end in one 2-byte block.
  const frame = Buffer.concat([Buffer.from([0x2c]), little(0), little(0), little(1), little(1), Buffer.from([0, 2, 2, 0x44, 0x01, 0])]);
  return Buffer.concat([screen, ...Array<Buffer>(frames).fill(frame), Buffer.from([0x3b])]);
}

/** A real PNG with an HTML page and its script appended after the image's end (IEND): browsers and viewers ignore the tail. */
export async function pngWithAppendedScript(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#2f6f8f' } })
    .png()
    .toBuffer();
  return Buffer.concat([png, Buffer.from(page)]);
}

/**
 * A JPEG that is also an HTML page: the page sits in a comment segment right after the start marker, within the
 * bytes a browser sniffs, and again after the end marker; EXIF names the owner and where the photo was taken.
 */
export async function jpegHtmlPolyglot(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Ana Secreta', ImageDescription: 'Calle 10 # 4-21, Bogotá' } })
    .toBuffer();
  const body = Buffer.from(page);
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), body]);
}

/** Whether two pictures hold the same pixels, whatever their encoding. */
export async function samePixels(a: Buffer, b: Buffer): Promise<boolean> {
  const [left, right] = await Promise.all([a, b].map((bytes) => sharp(bytes).raw().toBuffer({ resolveWithObject: true })));
  const same = (key: 'width' | 'height' | 'channels') => left!.info[key] === right!.info[key];
  return same('width') && same('height') && same('channels') && left!.data.equals(right!.data);
}
