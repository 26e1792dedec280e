import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { messages, uploadLimits } from '@mb/contracts';
import { badRequest } from '../errors.js';

export interface CheckedMedia {
  mime: string;
  extension: string;
}

type ImageMime = (typeof uploadLimits.imageTypes)[number];
type VideoMime = (typeof uploadLimits.videoTypes)[number];

/**
 * What the bytes are, not what the upload claims: the type comes from the file's signature and the
 * size from its header, so a renamed file or a picture outside 50–3000 px per side is refused.
 */
export async function checkImage(bytes: Buffer): Promise<CheckedMedia> {
  const type = await checkImageType(bytes);
  let width: number;
  let height: number;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw badRequest(messages.notAnImage);
  }
  const inRange = (side: number) => side >= uploadLimits.minSide && side <= uploadLimits.maxSide;
  if (!inRange(width) || !inRange(height)) throw badRequest(messages.invalidDimensions(width, height));
  return type;
}

/** An image of an accepted type whatever its size in pixels (a phone's photo of a receipt, say). */
export async function checkImageType(bytes: Buffer): Promise<CheckedMedia> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !uploadLimits.imageTypes.includes(type.mime as ImageMime)) throw badRequest(messages.notAnImage);
  return { mime: type.mime, extension: type.ext };
}

export async function checkVideo(bytes: Buffer): Promise<CheckedMedia> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !uploadLimits.videoTypes.includes(type.mime as VideoMime)) throw badRequest(messages.notAVideo);
  return { mime: type.mime, extension: type.ext };
}
