/**
 * How large a photo may be in pixels (issue 29). The file-size limit (5 MB) says nothing about
 * pixels: a 47 KB PNG can declare 7000 x 7000, and decoding and re-encoding it cost 5 s of CPU.
 * The dimensions are read from the file's header, before any pixel is decoded, and checked here.
 */

/** WebP's largest side (its header has 14 bits per side): every photo gets a WebP copy. */
export const PHOTO_MAX_SIDE = 16_383;

/**
 * Pixels in all. 40 megapixels holds an 8K frame (7680 x 4320, 33 MP), a 36 MP camera's stills
 * and a poster scanned for print (5000 x 7000, 35 MP), and refuses the 49 MP canvases
 * (7000 x 7000) of issue 29; each accepted photo costs at most a few seconds of one core.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;

export type PhotoDimensionsProblem = 'side' | 'pixels';

/** Which rule a photo of `width` x `height` breaks (the side first), or null when it fits. */
export function photoDimensionsProblem(width: number, height: number): PhotoDimensionsProblem | null {
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE) return 'side';
  if (width * height > PHOTO_MAX_PIXELS) return 'pixels';
  return null;
}
