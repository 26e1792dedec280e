import { uploadLimits } from '@mb/contracts';

export interface ImageSize {
  width: number;
  height: number;
}

/** Spec 2 §5: the product pictures are cut to this size, so anything else is told it will be cropped. */
export const suggestedImageSize: ImageSize = { width: 1520, height: 1761 };

/** The picture's own size, read in the browser before anything is sent; undefined when it is not a picture. */
export function readImageSize(file: File): Promise<ImageSize | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(undefined);
    };
    image.src = url;
  });
}

/** 50–3000 px per side (spec 2 §5); the server checks the same. */
export const sizeAllowed = ({ width, height }: ImageSize) =>
  [width, height].every((side) => side >= uploadLimits.minSide && side <= uploadLimits.maxSide);

export const isSuggestedSize = ({ width, height }: ImageSize) => width === suggestedImageSize.width && height === suggestedImageSize.height;
