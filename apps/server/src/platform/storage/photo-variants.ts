import { PHOTO_MAX_PIXELS } from '@shortlist/domain/media/photo-dimensions';
import type { Sharp, SharpOptions } from 'sharp';

/** The sizes of spec §3 ("origin, full HD, HD ready, thumbnail"), as path segments. */
export const PHOTO_SIZES = ['origin', 'fullhd', 'hdready', 'thumbnail'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/**
 * The box each size fits inside (never enlarged); origin keeps the uploaded pixels. Listed from
 * the largest down: each is resized from the one before (the boxes share the 16:9 of full HD, so
 * fitting HD ready's box from full HD's pixels gives the size fitting it from the original's).
 */
const BOXES: Record<Exclude<PhotoSize, 'origin'>, { width: number; height: number }> = {
  fullhd: { width: 1920, height: 1080 },
  hdready: { width: 1280, height: 720 },
  thumbnail: { width: 480, height: 480 },
};

/** JPEG for every browser, WebP beside it for those that take it (`<picture>`). */
export const PHOTO_FORMATS = ['jpg', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_FORMAT_TYPES: Record<PhotoFormat, string> = { jpg: 'image/jpeg', webp: 'image/webp' };

export type PhotoVariant = { size: PhotoSize; format: PhotoFormat; data: Buffer };
export type ProcessedPhoto = { width: number; height: number; variants: PhotoVariant[] };

/** The bytes are not an image sharp can decode (corrupt, truncated, or too many pixels). */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

type SharpModule = typeof import('sharp').default;
let loading: Promise<SharpModule> | undefined;

/**
 * sharp (about 15 MB of native code) loads on first use, not with the server (bench/upload).
 * libvips then works on each image with one thread (its default on glibc, not on musl): an image
 * job is one core, and how many run at once is the image queue's to say (`image-queue.ts`).
 */
function loadSharp(): Promise<SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/**
 * The width and height a photo's header declares, read without decoding a pixel (a PNG's IHDR,
 * a JPEG's SOF): what a size check costs, whatever the file claims.
 */
export async function readPhotoHeader(input: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  try {
    // No pixel limit here: nothing is decoded, and the caller's rule says which limit a photo breaks.
    const { width, height } = await sharp(input, { limitInputPixels: false }).metadata();
    if (!width || !height) throw new Error('no dimensions in the header');
    return { width, height };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

type Pixels = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

/**
 * Every size and format of one uploaded photo (or only `sizes`). The file is decoded once:
 * turned upright from its EXIF orientation, flattened on white and stripped of its metadata (a
 * phone photo carries the GPS position of where it was taken), so not even `origin` serves the
 * uploaded bytes. Full HD is resized from those pixels, HD ready from full HD's, the thumbnail
 * from HD ready's. Each step runs after the other: one job holds one thread of libuv's pool at a
 * time, so a few jobs never take the threads argon2 (sign-in) needs.
 *
 * Before issue 29 each of the 8 outputs decoded the file again (a 7000 x 7000 PNG: 5.2 s of CPU),
 * and origin was encoded with mozjpeg and WebP's default effort: 9-11 s of CPU for a 36 MP photo,
 * now about 3.5 s (the commit's body has the figures).
 */
export async function photoVariants(
  input: Buffer,
  options: { sizes?: readonly PhotoSize[] } = {},
): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  const wanted = new Set(options.sizes ?? PHOTO_SIZES);
  const open: SharpOptions = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' };
  let pixels: Pixels;
  try {
    // Decoding the whole image up front also finds truncated files before any variant is written.
    const { data, info } = await sharp(input, open)
      .rotate()
      .flatten({ background: '#ffffff' })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    pixels = { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
  const { width, height } = pixels;
  const from = (source: Pixels): Sharp =>
    sharp(source.data, { raw: { width: source.width, height: source.height, channels: source.channels } });

  const variants: PhotoVariant[] = [];
  const encode = async (size: PhotoSize, source: Pixels) => {
    if (!wanted.has(size)) return;
    // At full size, libjpeg-turbo without mozjpeg's trellis search and WebP at effort 2: a 36 MP
    // origin in 3 s of CPU instead of 10 (the larger files are kept, not shown on pages).
    const origin = size === 'origin';
    const jpg = origin
      ? from(source).jpeg({ quality: 90, progressive: true })
      : from(source).jpeg({ quality: 82, mozjpeg: true });
    variants.push({ size, format: 'jpg', data: await jpg.toBuffer() });
    const webp = origin ? from(source).webp({ quality: 88, effort: 2 }) : from(source).webp({ quality: 80 });
    variants.push({ size, format: 'webp', data: await webp.toBuffer() });
  };

  await encode('origin', pixels);
  const smallest = Math.max(...[...wanted].map((size) => PHOTO_SIZES.indexOf(size)));
  let source = pixels;
  for (const size of ['fullhd', 'hdready', 'thumbnail'] as const) {
    if (PHOTO_SIZES.indexOf(size) > smallest) break;
    const { data, info } = await from(source)
      .resize({ ...BOXES[size], fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    source = { data, width: info.width, height: info.height, channels: info.channels };
    await encode(size, source);
  }
  return { width, height, variants };
}
