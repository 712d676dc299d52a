import type { Db } from '@shortlist/db/client';
import { filmVideoUpload } from '@shortlist/db/schema/film-videos';
import type { VideoImport, VideoImportFailure } from '@shortlist/domain/media/video-links';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { editableFilm, viewableFilm } from '../../shared-kernel/film-access.ts';

/**
 * `GET films/{IdFilm}/video/imports`: the film's link imports running or failed, oldest first,
 * for their progress and failures (one query after the owner check). Another account's film
 * answers 404.
 */
export async function listVideoImports(
  db: Db,
  options: { account: Account; IdFilm: number },
): Promise<VideoImport[]> {
  const film = await viewableFilm(db, options);
  const rows = await db
    .select()
    .from(filmVideoUpload)
    .where(and(eq(filmVideoUpload.IdFilm, film.Id), eq(filmVideoUpload.IsImport, true)))
    .orderBy(asc(filmVideoUpload.DateCreation), asc(filmVideoUpload.Id));
  return rows.map((row) => ({
    Id: row.Id,
    TypeVideo: row.TypeVideo,
    FichierOriginal: row.FichierOriginal,
    DateCreation: row.DateCreation.toISOString(),
    Taille: row.Taille,
    Recu: row.Recu,
    Erreur: row.Erreur as VideoImportFailure | null,
  }));
}

/**
 * `DELETE films/{IdFilm}/video/imports/{id}`: the filmmaker has read why an import failed. A
 * running import cannot be dismissed (409): its job still writes to it.
 */
export async function dismissVideoImport(
  db: Db,
  options: { account: Account; IdFilm: number; Id: string },
): Promise<void> {
  const film = await editableFilm(db, options);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ Erreur: filmVideoUpload.Erreur })
      .from(filmVideoUpload)
      .where(
        and(
          eq(filmVideoUpload.Id, options.Id),
          eq(filmVideoUpload.IdFilm, film.Id),
          eq(filmVideoUpload.IsImport, true),
        ),
      )
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    if (row.Erreur === null) throw new AppError('CONFLICT');
    await tx.delete(filmVideoUpload).where(eq(filmVideoUpload.Id, options.Id));
  });
}
