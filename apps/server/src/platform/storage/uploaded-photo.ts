import type { Language } from '@shortlist/domain/languages';
import { FILE_KIND_TYPES, isPhotoKind, sniffFileKind } from '@shortlist/domain/media/file-kinds';
import {
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  photoDimensionsProblem,
} from '@shortlist/domain/media/photo-dimensions';
import { translate } from '@shortlist/i18n/catalogues';
import type { PhotoIntakeSettings } from '../config-photo-intake.ts';
import { AppError } from '../errors.ts';
import { createImageProcess, type ImageProcess } from './image-process.ts';
import { createImageQueue, type ImageQueue } from './image-queue.ts';
import {
  PHOTO_SIZES,
  type PhotoSize,
  type ProcessedPhoto,
  readPhotoHeader,
  UnreadableImageError,
} from './photo-variants.ts';
import { createUploadRate, type UploadRate } from './upload-rate.ts';

/**
 * How uploaded photos are let in to be processed: the instance's image queue, the per-account
 * rate, and the image worker the queue's jobs run in (a process of its own, `image-worker.mjs`).
 */
export type PhotoIntake = {
  queue: ImageQueue;
  rate: UploadRate;
  images: ImageProcess;
  close(): Promise<void>;
};

export function createPhotoIntake(settings: PhotoIntakeSettings): PhotoIntake {
  const images = createImageProcess({ jobs: settings.running });
  return {
    queue: createImageQueue(settings),
    rate: createUploadRate({ perMinute: settings.uploadsPerMinute }),
    images,
    close: () => images.close(),
  };
}

/** 415 FILE_TYPE_REFUSED saying the rule broken and the photo's own size, in the request's language. */
function dimensionsRefused(options: { width: number; height: number; language: Language }): AppError {
  const { language } = options;
  const number = new Intl.NumberFormat(language);
  const message = translate({
    language,
    namespace: 'errors',
    key: 'photoDimensions',
    values: {
      side: number.format(PHOTO_MAX_SIDE),
      megapixels: number.format(PHOTO_MAX_PIXELS / 1_000_000),
      width: number.format(options.width),
      height: number.format(options.height),
    },
  });
  return new AppError('FILE_TYPE_REFUSED', { fields: [{ path: '', code: 'PHOTO_DIMENSIONS', message }] });
}

/**
 * An uploaded photo read: its type from the bytes (never the name), refused with
 * FILE_TYPE_REFUSED unless an image it can decode, then resized into every size (or `sizes`) in
 * JPEG and WebP. The cheap refusals come first and cost no decoding: the type, then the
 * dimensions read from the header (a side over 16,383 px or over 40 megapixels, issue 29). Then
 * the image queue must have room (503 IMAGE_QUEUE_FULL) and the account upload allowance left
 * (429 RATE_LIMITED), both checked and taken without a pause between, so a refused upload uses
 * none of the allowance. The slow part runs in the queue, in the image worker, before the
 * caller's transaction.
 */
export async function readUploadedPhoto(
  bytes: Buffer,
  options: {
    intake: PhotoIntake;
    accountId: number;
    language: Language;
    now: Date;
    sizes?: readonly PhotoSize[];
  },
): Promise<ProcessedPhoto & { mime: string }> {
  const kind = sniffFileKind(bytes.subarray(0, 4096), { complete: bytes.length <= 4096 });
  if (!isPhotoKind(kind)) throw new AppError('FILE_TYPE_REFUSED');
  try {
    const header = await readPhotoHeader(bytes);
    if (photoDimensionsProblem(header.width, header.height)) {
      throw dimensionsRefused({ ...header, language: options.language });
    }
    const { queue, rate, images } = options.intake;
    queue.checkRoom();
    rate.take(options.accountId, options.now);
    const processed = await queue.run(() => images.variants(bytes, options.sizes ?? PHOTO_SIZES));
    return { ...processed, mime: FILE_KIND_TYPES[kind].mime };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new AppError('FILE_TYPE_REFUSED');
    throw error;
  }
}
