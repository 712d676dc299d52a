import type { Db } from '@shortlist/db/client';
import { filmPhoto } from '@shortlist/db/schema/films';
import type { FilmPhoto } from '@shortlist/domain/films/api-contracts';
import type { Language } from '@shortlist/domain/languages';
import { filmPhotoLimit, type MediaLimits } from '@shortlist/domain/media/media-limits';
import type { FilmPhotoUploadValues } from '@shortlist/domain/media/photo-contracts';
import { count, eq, max } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { type PhotoIntake, readUploadedPhoto } from '../../platform/storage/uploaded-photo.ts';
import { editableFilm, type FilmAccess } from '../../shared-kernel/film-access.ts';
import { refreshFilmStatut } from '../../shared-kernel/film-completeness.ts';
import { newPhotoFile, photoKey, removePhotoFiles, toFilmPhoto } from './photo-files.ts';
import { makePrincipal } from './principal-photo.ts';

async function photoCount(db: Db, IdFilm: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(filmPhoto).where(eq(filmPhoto.IdFilm, IdFilm));
  return row?.n ?? 0;
}

function checkLimit(options: { count: number; film: FilmAccess; limits: MediaLimits; now: Date }): void {
  if (options.count >= filmPhotoLimit(options)) throw new AppError('FILE_LIMIT_REACHED');
}

/**
 * `POST films/:idFilm/photo`: one uploaded photo, its type read from the bytes (never the name),
 * turned into every size in JPEG and WebP, stored, then recorded. The slow part (decoding,
 * resizing) runs before the transaction; the transaction holds the film's row while it counts
 * the photos again and inserts, so concurrent uploads never pass the limit (5, or 20 with a
 * SuperStamp). A refused or failed record removes the files it had written. The first photo of
 * a film becomes its principal one. Processing waits its turn in the image queue and counts in
 * the account's upload rate (`intake`, issue 29); a refusal's sentence is in `language`.
 */
export async function addFilmPhoto(
  db: Db,
  options: {
    account: Account;
    storage: MediaStorage;
    IdFilm: number;
    values: FilmPhotoUploadValues;
    bytes: Buffer;
    limits: MediaLimits;
    intake: PhotoIntake;
    language: Language;
    now: Date;
  },
): Promise<FilmPhoto> {
  const { account, storage, IdFilm, values, bytes, limits, now } = options;
  // Cheap refusals first: a film at its limit or a file that is no image costs no decoding.
  const film = await editableFilm(db, { account, IdFilm });
  checkLimit({ count: await photoCount(db, IdFilm), film, limits, now });
  const processed = await readUploadedPhoto(bytes, {
    intake: options.intake,
    accountId: account.Id,
    language: options.language,
    now,
  });

  const Fichier = newPhotoFile();
  const files = { IdFilm, IdCompte: film.IdCompte, Fichier };
  await Promise.all(
    processed.variants.map((variant) =>
      storage.put(photoKey({ ...files, size: variant.size, format: variant.format }), variant.data),
    ),
  );
  try {
    return await db.transaction(async (tx) => {
      const locked = await editableFilm(tx, { account, IdFilm, lock: true });
      const existing = await photoCount(tx, IdFilm);
      checkLimit({ count: existing, film: locked, limits, now });
      const [last] = await tx
        .select({ Ordre: max(filmPhoto.Ordre) })
        .from(filmPhoto)
        .where(eq(filmPhoto.IdFilm, IdFilm));
      const [row] = await tx
        .insert(filmPhoto)
        .values({
          IdFilm,
          DateCreation: now,
          Type: values.Type,
          Fichier,
          FichierOriginal: values.FichierOriginal,
          Mime: processed.mime,
          Poids: bytes.length,
          Largeur: processed.width,
          Hauteur: processed.height,
          IsPrincipal: false,
          Credit: values.Credit,
          Ordre: (last?.Ordre ?? -1) + 1,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      if (values.IsPrincipal || existing === 0) {
        await makePrincipal(tx, { IdFilm, Id: row.Id });
        row.IsPrincipal = true;
      }
      // A principal photo is part of completeness (films area rule): the status follows in this transaction.
      await refreshFilmStatut(tx, { filmId: IdFilm, now });
      return toFilmPhoto(row, film.IdCompte);
    });
  } catch (error) {
    await removePhotoFiles(storage, files);
    throw error;
  }
}
