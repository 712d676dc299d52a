import type { Db } from '@shortlist/db/client';
import { filmVideo, filmVideoSousTitre } from '@shortlist/db/schema/film-videos';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';

/** English (spec §3 language ids): its subtitles set `HadSubtitleEn`. */
const ENGLISH = 6;

/**
 * Removes the subtitles of one language from the film's video or trailer (issue 32: a track sent
 * by mistake could not be taken back): the row and its WebVTT file go, and the video's flags follow
 * what is left, `IdLangueSousTitre` another track's language (or none) and `HadSubtitleEn` whether
 * an English track is left, so eligibility never counts subtitles that are gone. NOT_FOUND for a
 * track that is not there (or a film of another account).
 */
export async function removeVideoSubtitles(
  db: Db,
  options: { account: Account; IdFilm: number; type: VideoType; IdLangue: number; storage: MediaStorage },
): Promise<void> {
  const film = await editableFilm(db, { account: options.account, IdFilm: options.IdFilm });
  const removed = await db.transaction(async (tx) => {
    const [video] = await tx
      .select({ Id: filmVideo.Id })
      .from(filmVideo)
      .where(and(eq(filmVideo.IdFilm, film.Id), eq(filmVideo.TypeVideo, options.type)))
      .for('update');
    if (!video) throw new AppError('NOT_FOUND');
    const [track] = await tx
      .delete(filmVideoSousTitre)
      .where(and(eq(filmVideoSousTitre.IdVideo, video.Id), eq(filmVideoSousTitre.IdLangue, options.IdLangue)))
      .returning({ Fichier: filmVideoSousTitre.Fichier });
    if (!track) throw new AppError('NOT_FOUND');
    const left = await tx
      .select({ IdLangue: filmVideoSousTitre.IdLangue })
      .from(filmVideoSousTitre)
      .where(eq(filmVideoSousTitre.IdVideo, video.Id))
      .orderBy(asc(filmVideoSousTitre.IdLangue));
    await tx
      .update(filmVideo)
      .set({
        IdLangueSousTitre: left[0]?.IdLangue ?? null,
        HadSubtitleEn: left.some((row) => row.IdLangue === ENGLISH),
      })
      .where(eq(filmVideo.Id, video.Id));
    return track;
  });
  // After the commit: a failed removal of the file leaves an orphan, never a track without one.
  await options.storage.remove(removed.Fichier).catch(() => undefined);
}
