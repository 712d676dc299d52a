import { FILE_KIND_TYPES, isPhotoKind, sniffFileKind } from '@shortlist/domain/media/file-kinds';
import { AppError } from '../errors.ts';
import { type ProcessedPhoto, photoVariants, UnreadableImageError } from './photo-variants.ts';

/**
 * An uploaded photo read: its type from the bytes (never the name), refused with
 * FILE_TYPE_REFUSED unless an image it can decode, then resized into every size in JPEG and WebP.
 * The slow part (decoding, resizing) runs here, before the caller's transaction.
 */
export async function readUploadedPhoto(bytes: Buffer): Promise<ProcessedPhoto & { mime: string }> {
  const kind = sniffFileKind(bytes.subarray(0, 4096), { complete: bytes.length <= 4096 });
  if (!isPhotoKind(kind)) throw new AppError('FILE_TYPE_REFUSED');
  try {
    return { ...(await photoVariants(bytes)), mime: FILE_KIND_TYPES[kind].mime };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new AppError('FILE_TYPE_REFUSED');
    throw error;
  }
}
