import type { Db } from '@shortlist/db/client';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import {
  isVimeoSource,
  parseVimeoReference,
  type VimeoReference,
  vimeoPageUrl,
  vimeoPlayerUrl,
} from '@shortlist/domain/media/vimeo';
import { and, eq } from 'drizzle-orm';
import { unseal } from '../../platform/crypto/secret-box.ts';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { viewableFilm } from '../../shared-kernel/film-access.ts';
import { vimeoPasswordContext } from './set-vimeo-reference.ts';

/**
 * `GET films/{IdFilm}/video/{type}/vimeo`: the film's Vimeo reference with its password, for
 * the owner (404 for anyone else, or when the video is not a Vimeo reference). A password that
 * no longer opens (the key was changed) reads as 404 too: it has to be typed again.
 */
export async function getVimeoReference(
  db: Db,
  options: { account: Account; IdFilm: number; type: VideoType; key: Buffer },
): Promise<VimeoReference> {
  const film = await viewableFilm(db, { account: options.account, IdFilm: options.IdFilm });
  const [row] = await db
    .select({
      Id: filmVideo.Id,
      SourceUploadVideo: filmVideo.SourceUploadVideo,
      ReferenceOvp: filmVideo.ReferenceOvp,
      MotDePasseOvp: filmVideo.MotDePasseOvp,
    })
    .from(filmVideo)
    .where(and(eq(filmVideo.IdFilm, film.Id), eq(filmVideo.TypeVideo, options.type)));
  if (!row || !isVimeoSource(row.SourceUploadVideo) || !row.ReferenceOvp || !row.MotDePasseOvp) {
    throw new AppError('NOT_FOUND');
  }
  const video = parseVimeoReference(row.ReferenceOvp);
  const password = unseal(options.key, row.MotDePasseOvp, vimeoPasswordContext(row.Id));
  if (!video || password === null) throw new AppError('NOT_FOUND');
  return {
    TypeVideo: options.type,
    url: vimeoPageUrl(video),
    playerUrl: vimeoPlayerUrl(video),
    password,
    source: row.SourceUploadVideo,
  };
}
