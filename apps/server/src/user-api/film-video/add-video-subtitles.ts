import type { Db } from '@shortlist/db/client';
import { langue } from '@shortlist/db/schema/dictionaries';
import { filmVideo, filmVideoSousTitre } from '@shortlist/db/schema/film-videos';
import type { Language } from '@shortlist/domain/languages';
import { sniffFileKind } from '@shortlist/domain/media/file-kinds';
import { parseSrt, toWebVtt } from '@shortlist/domain/media/subtitles';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { translate } from '@shortlist/i18n/catalogues';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';

/** English (spec §3 language ids): its subtitles set `HadSubtitleEn`. */
const ENGLISH = 6;

/**
 * Adds (or replaces) the subtitles of one language to the film's video or trailer: an SRT file
 * checked by the rules of §5, every error answered with its line (400 SUBTITLE_INVALID, fields
 * `line:<n>`), stored as WebVTT for the player. Sets `IdLangueSousTitre` and, for English,
 * `HadSubtitleEn`.
 */
export async function addVideoSubtitles(
  db: Db,
  options: {
    account: Account;
    IdFilm: number;
    type: VideoType;
    IdLangue: number;
    bytes: Buffer;
    FichierOriginal: string | null;
    storage: MediaStorage;
    language: Language;
  },
): Promise<{ IdLangue: number }> {
  const film = await editableFilm(db, { account: options.account, IdFilm: options.IdFilm });
  const [video] = await db
    .select({ Id: filmVideo.Id })
    .from(filmVideo)
    .where(and(eq(filmVideo.IdFilm, film.Id), eq(filmVideo.TypeVideo, options.type)));
  if (!video) throw new AppError('NOT_FOUND');
  const [known] = await db.select({ Id: langue.Id }).from(langue).where(eq(langue.Id, options.IdLangue));
  if (!known) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'idLangue', code: 'UNKNOWN_ID', message: 'idLangue' }],
    });
  }
  if (sniffFileKind(options.bytes, { complete: true }) !== 'text') throw new AppError('FILE_TYPE_REFUSED');
  const { cues, errors } = parseSrt(options.bytes.toString('utf8'));
  if (errors.length > 0) {
    throw new AppError('SUBTITLE_INVALID', {
      fields: errors.map((error) => ({
        path: `line:${error.line}`,
        code: error.code,
        message: translate({
          language: options.language,
          namespace: 'videos',
          key: 'subtitles.lineError',
          values: {
            line: String(error.line),
            message: translate({
              language: options.language,
              namespace: 'videos',
              key: `subtitles.errors.${error.code}`,
            }),
          },
        }),
      })),
    });
  }
  const key = `films/${film.Id}/videos/subtitles/${video.Id}-${options.IdLangue}.vtt`;
  await options.storage.put(key, Buffer.from(toWebVtt(cues), 'utf8'));
  await db.transaction(async (tx) => {
    await tx
      .insert(filmVideoSousTitre)
      .values({
        IdVideo: video.Id,
        IdLangue: options.IdLangue,
        Fichier: key,
        FichierOriginal: options.FichierOriginal,
      })
      .onConflictDoUpdate({
        target: [filmVideoSousTitre.IdVideo, filmVideoSousTitre.IdLangue],
        set: { Fichier: key, FichierOriginal: options.FichierOriginal },
      });
    await tx
      .update(filmVideo)
      .set({
        IdLangueSousTitre: options.IdLangue,
        ...(options.IdLangue === ENGLISH ? { HadSubtitleEn: true } : {}),
      })
      .where(eq(filmVideo.Id, video.Id));
  });
  return { IdLangue: options.IdLangue };
}
