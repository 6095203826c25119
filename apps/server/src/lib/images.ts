import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import { commonMessages } from '@orrery/contract';
import { badRequest } from './httpErrors';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** A profile photo needs far less; 40 megapixels still takes any phone's full-size picture. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Uploads decoded at once: each may take width × height × 4 bytes while it is being re-encoded. */
const decoding = pLimit(2);

export const NOT_AN_IMAGE = commonMessages.notAnImage;
export const imageTooLarge = (width: number, height: number) =>
  `The image is too large (${width} × ${height} pixels). Upload a picture of at most 40 megapixels, such as 7000 × 5000.`;

/**
 * Checks an upload by its content (never its name) and its size in pixels, then re-encodes it as
 * JPEG: oriented, metadata stripped, at most `maxSide` pixels on its longer side.
 */
export async function reencodeImage(input: Buffer, maxSide = 1024): Promise<Buffer> {
  let meta: Metadata;
  try {
    // the header only: no pixel is decoded here, so no limit is needed to read the size
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw badRequest(NOT_AN_IMAGE);
  const { width = 0, height = 0 } = meta;
  if (width * height > MAX_IMAGE_PIXELS) throw badRequest(imageTooLarge(width, height));
  return decoding(async () => {
    try {
      return await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
    } catch {
      throw badRequest(NOT_AN_IMAGE);
    }
  });
}
