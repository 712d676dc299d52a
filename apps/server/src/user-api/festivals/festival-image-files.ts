import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { IMAGE_SIZES } from '@shortlist/domain/festivals/image-sizes';
import type { Language } from '@shortlist/domain/languages';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { type PhotoIntake, readUploadedPhoto } from '../../platform/storage/uploaded-photo.ts';
import { SIZES_FOLDER, UPLOADED_IMAGE } from './festival-image.ts';

export type ImageUse = 'logo' | 'couverture' | 'banniere' | 'photo';

const keysOf = (file: string) => [`festivals/${file}`, `festivals/${file}.webp`];

/**
 * An uploaded image checked and processed as a film photo is (`readUploadedPhoto`: the type read
 * from the bytes, the dimensions, the image queue, the account's upload rate, the image worker),
 * then stored under a new name; the name. Nothing is stored when a check refuses it.
 */
export async function storeUploadedImage(options: {
  storage: MediaStorage;
  intake: PhotoIntake;
  bytes: Buffer;
  festivalId: number;
  use: ImageUse;
  accountId: number;
  language: Language;
  now: Date;
}): Promise<string> {
  const processed = await readUploadedPhoto(options.bytes, {
    intake: options.intake,
    accountId: options.accountId,
    language: options.language,
    now: options.now,
    sizes: ['origin'],
  });
  const file = `${options.festivalId}-${options.use}-${randomBytes(8).toString('hex')}.jpg`;
  const [jpg, webp] = keysOf(file);
  const origin = (format: 'jpg' | 'webp') =>
    processed.variants.find((v) => v.size === 'origin' && v.format === format)?.data;
  const jpgData = origin('jpg');
  const webpData = origin('webp');
  if (!jpgData || !webpData || !jpg || !webp) throw new Error('the image worker made no origin size');
  try {
    await options.storage.put(jpg, jpgData);
    await options.storage.put(webp, webpData);
  } catch (error) {
    await removeUploadedImage({ storage: options.storage, mediaDir: undefined, file });
    throw error;
  }
  return file;
}

/**
 * The files of an image uploaded here (never a demo drawing or a file an operator placed, which
 * other rows may name), with the sizes made of it on the local disk. Best effort: a file left
 * behind wastes space, nothing more.
 */
export async function removeUploadedImage(options: {
  storage: MediaStorage;
  mediaDir: string | undefined;
  file: string | null;
}): Promise<void> {
  const { file } = options;
  if (!file || !UPLOADED_IMAGE.test(file)) return;
  await Promise.all(keysOf(file).map((key) => options.storage.remove(key).catch(() => undefined)));
  const { mediaDir } = options;
  if (!mediaDir) return;
  const sizes = resolve(mediaDir, 'festivals', SIZES_FOLDER);
  await Promise.all(
    IMAGE_SIZES.flatMap((size) =>
      [file, `${file}.webp`].map((name) => rm(resolve(sizes, size, name), { force: true })),
    ),
  );
}
