import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { messages, uploadLimits } from '@mb/contracts';
import { badRequest } from '../errors.js';

/** An upload that passed its checks, with the bytes to store: for a picture, its re-encoded copy, never the sender's. */
export interface CheckedMedia {
  mime: string;
  extension: string;
  bytes: Buffer;
}

type ImageMime = (typeof uploadLimits.imageTypes)[number];
type VideoMime = (typeof uploadLimits.videoTypes)[number];

/** Each accepted type is written back as itself, so its key's extension and served content type stay true. */
const encoders: Record<ImageMime, (image: Sharp) => Sharp> = {
  'image/png': (image) => image.png(),
  'image/jpeg': (image) => image.jpeg({ quality: 90 }),
  'image/webp': (image) => image.webp({ quality: 90 }),
  'image/gif': (image) => image.gif(),
};
const animated = (mime: ImageMime) => mime === 'image/gif' || mime === 'image/webp';
// A picture that takes longer than this to decode and encode is no picture a person uploads.
const encodeSeconds = 20;

/**
 * What the bytes are, not what the upload claims: the type comes from the file's signature and the size from its
 * header, so a renamed file or a picture outside 50–3000 px per side is refused. The picture is then decoded and
 * encoded again, and that copy is what gets stored (see `cleanImage`).
 */
export function checkImage(bytes: Buffer): Promise<CheckedMedia> {
  return cleanImage(bytes, ({ width, height }) => {
    const inRange = (side: number) => side >= uploadLimits.minSide && side <= uploadLimits.maxSide;
    if (!inRange(width) || !inRange(height)) throw badRequest(messages.invalidDimensions(width, height));
  });
}

/** An image of an accepted type whatever its size in pixels (a phone's photo of a receipt, say), cleaned the same way. */
export function checkImageType(bytes: Buffer): Promise<CheckedMedia> {
  return cleanImage(bytes, () => undefined);
}

/**
 * Decodes the picture and encodes it again with libvips (sharp): only pixels survive, so whatever rode along is
 * gone: HTML or script appended after the image data or hidden in comments and metadata (a polyglot that is also a
 * page), EXIF with the phone's location. The orientation EXIF gave is applied to the pixels first. The header's
 * size is read before anything is decoded: more than `uploadLimits.maxPixels` (all frames of an animation
 * together) is refused, so a small file claiming 50 000 × 50 000 px never fills the memory.
 */
async function cleanImage(bytes: Buffer, checkSides: (size: { width: number; height: number }) => void): Promise<CheckedMedia> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !uploadLimits.imageTypes.includes(type.mime as ImageMime)) throw badRequest(messages.notAnImage);
  const mime = type.mime as ImageMime;
  const options = { animated: animated(mime), failOn: 'warning' as const };
  // The header alone (limitInputPixels off here only): nothing is decoded yet.
  const header = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) throw badRequest(messages.notAnImage);
  const { width, height } = header;
  if (width * height > uploadLimits.maxPixels) throw badRequest(messages.tooManyPixels(width, height, uploadLimits.maxPixels));
  checkSides({ width, height: header.pageHeight ?? height });
  try {
    const image = sharp(bytes, { ...options, limitInputPixels: uploadLimits.maxPixels })
      .autoOrient()
      .timeout({ seconds: encodeSeconds });
    return { mime, extension: type.ext, bytes: await encoders[mime](image).toBuffer() };
  } catch {
    // A header that promised a picture the data does not hold (truncated, corrupt).
    throw badRequest(messages.notAnImage);
  }
}

export async function checkVideo(bytes: Buffer): Promise<CheckedMedia> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !uploadLimits.videoTypes.includes(type.mime as VideoMime)) throw badRequest(messages.notAVideo);
  return { mime: type.mime, extension: type.ext, bytes };
}
