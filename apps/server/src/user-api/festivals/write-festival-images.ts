import type { Db } from '@shortlist/db/client';
import { festival, festivalPhoto } from '@shortlist/db/schema/festivals';
import {
  FESTIVAL_PHOTO_LIMIT,
  type FestivalImageKind,
} from '@shortlist/domain/festival-space/image-contracts';
import type { Language } from '@shortlist/domain/languages';
import { and, count, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import type { PhotoIntake } from '../../platform/storage/uploaded-photo.ts';
import { type ImageUse, removeUploadedImage, storeUploadedImage } from './festival-image-files.ts';

/** What an image upload needs besides the festival: where files go, who sends it, and when. */
export type ImageUpload = {
  storage: MediaStorage;
  intake: PhotoIntake;
  /** The local media folder, where the sizes made of an image are kept (`festival-image.ts`). */
  mediaDir: string;
  bytes: Buffer;
  accountId: number;
  language: Language;
  now: Date;
};

const USE: Record<FestivalImageKind, ImageUse> = {
  Logo: 'logo',
  Couverture: 'couverture',
  Banniere: 'banniere',
};

/** The festival's row locked for the rest of the transaction, or FESTIVAL_NOT_FOUND. */
async function lockFestival(tx: Db, festivalId: number) {
  const [row] = await tx
    .select({ Logo: festival.Logo, Couverture: festival.Couverture, Banniere: festival.Banniere })
    .from(festival)
    .where(eq(festival.Id, festivalId))
    .for('update');
  if (!row) throw new AppError('FESTIVAL_NOT_FOUND');
  return row;
}

async function photoCount(db: Db, festivalId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(festivalPhoto)
    .where(eq(festivalPhoto.IdFestival, festivalId));
  return row?.n ?? 0;
}

/**
 * Runs `record` with the new file's name; a refused or failed record removes the new file, a
 * saved one removes the file it replaced (after the commit: a reader of the old page still finds
 * it until then).
 */
async function recordUpload(
  options: { storage: MediaStorage; mediaDir: string; file: string },
  record: () => Promise<string | null>,
): Promise<void> {
  let replaced: string | null;
  try {
    replaced = await record();
  } catch (error) {
    await removeUploadedImage({ ...options, file: options.file });
    throw error;
  }
  await removeUploadedImage({ ...options, file: replaced });
}

/**
 * `PUT festival-space/festivals/{id}/images/{kind}`: the logo, cover or banner replaced by an
 * uploaded image. The slow part (checks and processing, `storeUploadedImage`) runs before the
 * transaction, which locks the festival's row so two uploads of one image follow each other and
 * the last one's old file is the one removed. The public page, cards, JSON-LD and sitemap show
 * the new name at once (the festival's row moves `festival_version`, migration 0035).
 */
export async function setFestivalImage(
  db: Db,
  options: ImageUpload & { festivalId: number; kind: FestivalImageKind },
): Promise<void> {
  const { festivalId, kind } = options;
  const file = await storeUploadedImage({ ...options, use: USE[kind] });
  await recordUpload({ ...options, file }, () =>
    db.transaction(async (tx) => {
      const current = await lockFestival(tx, festivalId);
      await tx
        .update(festival)
        .set({ [kind]: file })
        .where(eq(festival.Id, festivalId));
      return current[kind];
    }),
  );
}

/** `DELETE festival-space/festivals/{id}/images/{kind}`: the image removed (a logo then shows initials). */
export async function removeFestivalImage(
  db: Db,
  options: { storage: MediaStorage; mediaDir: string; festivalId: number; kind: FestivalImageKind },
): Promise<void> {
  const { festivalId, kind } = options;
  const old = await db.transaction(async (tx) => {
    const current = await lockFestival(tx, festivalId);
    await tx
      .update(festival)
      .set({ [kind]: null })
      .where(eq(festival.Id, festivalId));
    return current[kind];
  });
  await removeUploadedImage({ ...options, file: old });
}

/**
 * `POST festival-space/festivals/{id}/photos?Credit=`: a photo added to the festival's gallery
 * with its credit. A festival at `FESTIVAL_PHOTO_LIMIT` is refused before any processing, and
 * again in the transaction, which holds the festival's row while it counts and inserts, so
 * uploads at once never pass the limit (409 FILE_LIMIT_REACHED).
 */
export async function addFestivalPhoto(
  db: Db,
  options: ImageUpload & { festivalId: number; Credit: string },
): Promise<void> {
  const { festivalId } = options;
  if ((await photoCount(db, festivalId)) >= FESTIVAL_PHOTO_LIMIT) throw new AppError('FILE_LIMIT_REACHED');
  const file = await storeUploadedImage({ ...options, use: 'photo' });
  await recordUpload({ ...options, file }, () =>
    db.transaction(async (tx) => {
      await lockFestival(tx, festivalId);
      if ((await photoCount(tx, festivalId)) >= FESTIVAL_PHOTO_LIMIT)
        throw new AppError('FILE_LIMIT_REACHED');
      // A new photo goes last on the page.
      const [last] = await tx
        .select({ Ordre: sql<number>`coalesce(max(${festivalPhoto.Ordre}), -1)::int` })
        .from(festivalPhoto)
        .where(eq(festivalPhoto.IdFestival, festivalId));
      await tx.insert(festivalPhoto).values({
        IdFestival: festivalId,
        Fichier: file,
        Credit: options.Credit,
        Ordre: (last?.Ordre ?? -1) + 1,
      });
      return null;
    }),
  );
}

/** `PUT festival-space/festivals/{id}/photos/{IdPhoto}`: a photo's credit; another festival's photo is NOT_FOUND. */
export async function changeFestivalPhotoCredit(
  db: Db,
  options: { festivalId: number; photoId: number; Credit: string },
): Promise<void> {
  const rows = await db
    .update(festivalPhoto)
    .set({ Credit: options.Credit })
    .where(and(eq(festivalPhoto.Id, options.photoId), eq(festivalPhoto.IdFestival, options.festivalId)))
    .returning({ Id: festivalPhoto.Id });
  if (rows.length === 0) throw new AppError('NOT_FOUND');
}

/**
 * `PUT festival-space/festivals/{id}/photos/order`: every photo of the festival, each once, in
 * its new order, in one transaction holding the festival's row (an upload or another order at
 * once waits). Any other set of ids (one missing, one of another festival) is 400
 * VALIDATION_FAILED on `order`, nothing written. The public page follows at once on every
 * instance (the festival-version triggers).
 */
export async function reorderFestivalPhotos(
  db: Db,
  options: { festivalId: number; order: readonly number[] },
): Promise<void> {
  const { festivalId, order } = options;
  await db.transaction(async (tx) => {
    await lockFestival(tx, festivalId);
    const rows = await tx
      .select({ Id: festivalPhoto.Id })
      .from(festivalPhoto)
      .where(eq(festivalPhoto.IdFestival, festivalId));
    const ids = new Set(rows.map((r) => r.Id));
    if (ids.size !== order.length || order.some((id) => !ids.has(id))) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ path: 'order', code: 'INVALID', message: 'INVALID' }],
      });
    }
    for (const [Ordre, id] of order.entries()) {
      await tx.update(festivalPhoto).set({ Ordre }).where(eq(festivalPhoto.Id, id));
    }
  });
}

/** `DELETE festival-space/festivals/{id}/photos/{IdPhoto}`: the photo and its files; another festival's is NOT_FOUND. */
export async function deleteFestivalPhoto(
  db: Db,
  options: { storage: MediaStorage; mediaDir: string; festivalId: number; photoId: number },
): Promise<void> {
  const [row] = await db
    .delete(festivalPhoto)
    .where(and(eq(festivalPhoto.Id, options.photoId), eq(festivalPhoto.IdFestival, options.festivalId)))
    .returning({ Fichier: festivalPhoto.Fichier });
  if (!row) throw new AppError('NOT_FOUND');
  await removeUploadedImage({ ...options, file: row.Fichier });
}
