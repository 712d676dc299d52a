import type { Db } from '@shortlist/db/client';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import {
  parseVimeoUrl,
  type VimeoReferenceRequest,
  type VimeoSource,
  vimeoPageUrl,
  vimeoReference,
} from '@shortlist/domain/media/vimeo';
import { and, eq } from 'drizzle-orm';
import { seal } from '../../platform/crypto/secret-box.ts';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';

/** What a Vimeo password is sealed for: this video row only (a sealed value cannot be moved). */
export const vimeoPasswordContext = (IdVideo: number) => `vimeo-password:${IdVideo}`;

/**
 * `PUT films/{IdFilm}/video/{type}/vimeo` (issue 13; docs/decisions.md "Video source list"): the
 * film's video or trailer becomes a reference to a private Vimeo video, its URL and password
 * (encrypted at rest: festivals are given it). Source `vimeo-oauth` when the filmmaker came
 * back through the authorisation return (`viaOAuth`, checked by the caller), `vimeo` otherwise.
 * A stored file of this type is replaced only when `replaceFile` confirms it (409
 * VIDEO_REPLACE_UNCONFIRMED otherwise); it is removed from storage after the commit. A reference
 * has no retention dates: nothing is stored, nothing expires.
 */
export async function setVimeoReference(
  db: Db,
  options: {
    account: Account;
    IdFilm: number;
    type: VideoType;
    request: Pick<VimeoReferenceRequest, 'url' | 'password' | 'replaceFile'>;
    viaOAuth: boolean;
    key: Buffer;
    storage: MediaStorage;
    now: Date;
  },
): Promise<{ IdVideo: number; source: VimeoSource }> {
  const video = parseVimeoUrl(options.request.url);
  if (!video) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'url', code: 'VIMEO_URL_INVALID', message: 'VIMEO_URL_INVALID' }],
    });
  }
  const source: VimeoSource = options.viaOAuth ? 'vimeo-oauth' : 'vimeo';
  const { IdVideo, removed } = await db.transaction(async (tx) => {
    await editableFilm(tx, { account: options.account, IdFilm: options.IdFilm });
    // The film's row is the lock, as for a finishing upload: the two take turns.
    await tx.select({ Id: film.Id }).from(film).where(eq(film.Id, options.IdFilm)).for('update');
    const [before] = await tx
      .select({ Id: filmVideo.Id, Fichier: filmVideo.Fichier, Affiche: filmVideo.Affiche })
      .from(filmVideo)
      .where(and(eq(filmVideo.IdFilm, options.IdFilm), eq(filmVideo.TypeVideo, options.type)))
      .for('update');
    if (before?.Fichier && options.request.replaceFile !== true)
      throw new AppError('VIDEO_REPLACE_UNCONFIRMED');
    const values = {
      Fichier: null,
      FichierOriginal: null,
      Mime: null,
      Poids: null,
      Affiche: null,
      DateExpiration: null,
      DateProlongation: null,
      DateAvertissement: null,
      DateSuppression: null,
      EtatVerification: null,
      Verification: null,
      DateVerification: null,
      ReferenceOvp: vimeoReference(video),
      UrlOvp: vimeoPageUrl(video),
      SourceUploadVideo: source,
    };
    const [row] = await tx
      .insert(filmVideo)
      .values({ IdFilm: options.IdFilm, TypeVideo: options.type, ...values })
      .onConflictDoUpdate({ target: [filmVideo.IdFilm, filmVideo.TypeVideo], set: values })
      .returning({ Id: filmVideo.Id });
    if (!row) throw new Error('film video not written');
    // Sealed for the row's id, known only now.
    await tx
      .update(filmVideo)
      .set({ MotDePasseOvp: seal(options.key, options.request.password, vimeoPasswordContext(row.Id)) })
      .where(eq(filmVideo.Id, row.Id));
    return { IdVideo: row.Id, removed: [before?.Fichier, before?.Affiche].filter((k): k is string => !!k) };
  });
  for (const key of removed) await options.storage.remove(key);
  return { IdVideo, source };
}
