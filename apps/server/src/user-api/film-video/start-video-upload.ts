import type { Db } from '@shortlist/db/client';
import { formatMegabytes } from '@shortlist/domain/media/media-limits';
import { isVideoFileType, type VideoUploadMetadata } from '@shortlist/domain/media/video-contracts';
import { type VideoSizeLimits, videoMaxBytes } from '@shortlist/domain/media/video-rules';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';

/** What a video upload is bound to from its creation on (issue 13: "bound to the film and user"). */
export type VideoUploadBinding = {
  IdFilm: number;
  IdCompte: number;
  TypeVideo: VideoUploadMetadata['type'];
  FichierOriginal: string;
  Taille: number;
};

/**
 * Checks a new tus upload before any byte is stored: the film is the account's and not
 * archived (404 / 409), the browser's type is a video's (415), and `Upload-Length` is within
 * the limit of the video type, larger with a running SuperStamp (413 naming the limit).
 */
export async function startVideoUpload(
  db: Db,
  options: {
    account: Account;
    metadata: VideoUploadMetadata;
    length: number;
    limits?: VideoSizeLimits;
    now: Date;
  },
): Promise<VideoUploadBinding> {
  const { account, metadata, length, now } = options;
  const film = await editableFilm(db, { account, IdFilm: metadata.filmId });
  if (!isVideoFileType(metadata.filetype)) throw new AppError('FILE_TYPE_REFUSED');
  const max = videoMaxBytes({
    type: metadata.type,
    superStampExpiry: film.DateExpirationSuperTimbre,
    now,
    ...(options.limits ? { limits: options.limits } : {}),
  });
  if (length > max) throw new AppError('FILE_TOO_LARGE', { params: { size: formatMegabytes(max) } });
  return {
    IdFilm: film.Id,
    IdCompte: account.Id,
    TypeVideo: metadata.type,
    FichierOriginal: metadata.filename,
    Taille: length,
  };
}
