import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { filmVideoUpload } from '@shortlist/db/schema/film-videos';
import type { VideoImportRequest } from '@shortlist/domain/media/video-links';
import { and, eq, isNotNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { editableFilm } from '../../platform/film-access.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { publicAddressOf } from '../../platform/net/public-address.ts';
import type { Account } from '../../platform/session-store.ts';
import { directLinkOf } from './direct-link.ts';
import { VIDEO_IMPORT_JOB } from './video-import-job.ts';

/**
 * `POST films/{IdFilm}/video/import`: a link the server downloads as a job (issue 13). The link
 * is checked now (a name that resolves to a private or loopback address answers 400
 * VIDEO_LINK_REFUSED, and the job checks every hop again); the download is an upload in
 * progress (`film_video_upload`) bound to the film and account, finished like a tus upload.
 */
export async function importVideoLink(
  db: Db,
  options: {
    account: Account;
    IdFilm: number;
    request: { url: string; type: VideoImportRequest['type'] };
    now: Date;
    allowPrivate?: boolean;
  },
): Promise<{ uploadId: string }> {
  const film = await editableFilm(db, { account: options.account, IdFilm: options.IdFilm });
  const link = directLinkOf(options.request.url);
  const host = new URL(link.url).hostname;
  try {
    await publicAddressOf(host, { allowPrivate: options.allowPrivate ?? false });
  } catch {
    throw new AppError('VIDEO_LINK_REFUSED');
  }
  const uploadId = randomBytes(16).toString('hex');
  const name = decodeURIComponent(new URL(link.url).pathname.split('/').pop() || 'video').slice(0, 255);
  await db.transaction(async (tx) => {
    // A new import of this type replaces the failed ones the filmmaker was still being shown.
    await tx
      .delete(filmVideoUpload)
      .where(
        and(
          eq(filmVideoUpload.IdFilm, film.Id),
          eq(filmVideoUpload.TypeVideo, options.request.type),
          eq(filmVideoUpload.IsImport, true),
          isNotNull(filmVideoUpload.Erreur),
        ),
      );
    await tx.insert(filmVideoUpload).values({
      Id: uploadId,
      DateCreation: options.now,
      IdFilm: film.Id,
      IdCompte: options.account.Id,
      TypeVideo: options.request.type,
      FichierOriginal: name || 'video',
      Taille: 0,
      IsImport: true,
    });
    await enqueueJob(tx, {
      kind: VIDEO_IMPORT_JOB,
      payload: { uploadId, url: link.url, source: link.source },
    });
  });
  return { uploadId };
}
