import sharp from 'sharp';
import { badRequest } from './httpErrors';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const NOT_AN_IMAGE = 'The file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.';

/**
 * Checks an upload by its content (never its name), then re-encodes it as JPEG: oriented, metadata
 * stripped, at most `maxSide` pixels on its longer side.
 */
export async function reencodeImage(input: Buffer, maxSide = 1024): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED.has(format)) throw badRequest(NOT_AN_IMAGE);
  try {
    return await sharp(input, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
}
