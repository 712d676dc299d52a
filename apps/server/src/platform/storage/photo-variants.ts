/** The sizes of spec §3 ("origin, full HD, HD ready, thumbnail"), as path segments. */
export const PHOTO_SIZES = ['origin', 'fullhd', 'hdready', 'thumbnail'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** JPEG for every browser, WebP beside it for those that take it (`<picture>`). */
export const PHOTO_FORMATS = ['jpg', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_FORMAT_TYPES: Record<PhotoFormat, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

export type PhotoVariant = { size: PhotoSize; format: PhotoFormat; data: Buffer };
/**
 * One photo's sizes, made by the image worker (`image-worker.mjs`: decoded once, upright, without
 * metadata, each size fitting its box, never enlarged) with the upright photo's dimensions.
 */
export type ProcessedPhoto = { width: number; height: number; variants: PhotoVariant[] };

/** The bytes are not an image sharp can decode (corrupt, truncated, or too many pixels). */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/**
 * The width and height a photo's header declares, read without decoding a pixel (a PNG's IHDR,
 * a JPEG's SOF), in the server's process: what a size check costs, whatever the file claims.
 */
export async function readPhotoHeader(input: Buffer): Promise<{ width: number; height: number }> {
  // sharp (about 15 MB of native code) loads on first use, not with the server (bench/upload).
  const { default: sharp } = await import('sharp');
  try {
    // No pixel limit here: nothing is decoded, and the caller's rule says which limit a photo breaks.
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    if (!width || !height) throw new Error('no dimensions in the header');
    return { width, height };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}
