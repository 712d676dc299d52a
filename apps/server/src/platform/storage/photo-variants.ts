/** The sizes of spec §3 ("origin, full HD, HD ready, thumbnail"), as path segments. */
export const PHOTO_SIZES = ['origin', 'fullhd', 'hdready', 'thumbnail'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** The box each size fits inside (never enlarged); origin keeps the uploaded pixels. */
const BOXES: Record<Exclude<PhotoSize, 'origin'>, { width: number; height: number }> = {
  fullhd: { width: 1920, height: 1080 },
  hdready: { width: 1280, height: 720 },
  thumbnail: { width: 480, height: 480 },
};

/** JPEG for every browser, WebP beside it for those that take it (`<picture>`). */
export const PHOTO_FORMATS = ['jpg', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_FORMAT_TYPES: Record<PhotoFormat, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * Pixels an upload may decode to. A 5 MB file can claim a huge canvas (a "decompression bomb");
 * 50 megapixels is above any camera a filmmaker shoots stills with.
 */
export const PHOTO_MAX_PIXELS = 50_000_000;

export type PhotoVariant = { size: PhotoSize; format: PhotoFormat; data: Buffer };
export type ProcessedPhoto = { width: number; height: number; variants: PhotoVariant[] };

/** The bytes are not an image sharp can decode (corrupt, truncated, or too many pixels). */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

/**
 * Every size and format of one uploaded photo. Each variant is re-encoded from the decoded
 * pixels: turned upright from its EXIF orientation and stripped of its metadata (a phone photo
 * carries the GPS position of where it was taken), so not even `origin` serves the uploaded bytes.
 */
export async function photoVariants(input: Buffer): Promise<ProcessedPhoto> {
  // sharp (about 15 MB of native code) loads on first use, not with the server (bench/upload).
  const { default: sharp } = await import('sharp');
  const open = () => sharp(input, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).rotate();
  let width: number;
  let height: number;
  try {
    // Decoding the whole image once up front finds truncated files before any variant is written.
    const { info } = await open().raw().toBuffer({ resolveWithObject: true });
    width = info.width;
    height = info.height;
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
  const variants = await Promise.all(
    PHOTO_SIZES.flatMap((size) =>
      PHOTO_FORMATS.map(async (format): Promise<PhotoVariant> => {
        let image = open();
        if (size !== 'origin')
          image = image.resize({ ...BOXES[size], fit: 'inside', withoutEnlargement: true });
        image = image.flatten({ background: '#ffffff' });
        const data =
          format === 'jpg'
            ? await image.jpeg({ quality: size === 'origin' ? 90 : 82, mozjpeg: true }).toBuffer()
            : await image.webp({ quality: size === 'origin' ? 88 : 80 }).toBuffer();
        return { size, format, data };
      }),
    ),
  );
  return { width, height, variants };
}
