import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { filmVideo, filmVideoUpload } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import { expiryAfterUpload, extensionAtUpload } from '@shortlist/domain/media/video-retention';
import {
  sniffVideoContainer,
  VIDEO_CONTAINER_MIME,
  VIDEO_SNIFF_BYTES,
  type VideoContainer,
} from '@shortlist/domain/media/video-rules';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import type { FinishedUpload } from '../../platform/uploads/upload-store.ts';
import { VIDEO_CHECK_JOB } from './video-check-job.ts';

const EXTENSIONS: Record<VideoContainer, string> = {
  mp4: 'mp4',
  mov: 'mov',
  matroska: 'mkv',
  webm: 'webm',
  avi: 'avi',
  'mpeg-ts': 'ts',
  mxf: 'mxf',
};

/**
 * A tus upload is complete: its bytes must be a video (415 otherwise, nothing kept), then the
 * file moves into storage under a new key and, in one transaction, becomes the film's video of
 * its type (`NbUpload` + 1, `DateLastUpload`, `Poids`, `FichierOriginal`, a new 2-month expiry,
 * an extension kept and raised to the end of the film's running SuperStamp),
 * the upload row goes and the technical check is queued. Only then is the previous file
 * removed: until the new one is complete, the film keeps a playable copy.
 */
export async function finishVideoUpload(
  db: Db,
  options: {
    uploadId: string;
    /** The complete bytes: on the local disk, or in the bucket (`upload-store.ts`). */
    file: FinishedUpload;
    storage: MediaStorage;
    now: Date;
    /** How the file came: a tus upload (`local`) or an imported link. */
    source?: 'local' | 'link' | 'dropbox' | 'google';
  },
): Promise<{ IdVideo: number }> {
  const { uploadId, file, storage, now } = options;
  const [upload] = await db.select().from(filmVideoUpload).where(eq(filmVideoUpload.Id, uploadId));
  if (!upload) throw new AppError('NOT_FOUND');
  const container = sniffVideoContainer(await file.firstBytes(VIDEO_SNIFF_BYTES));
  if (!container) throw new AppError('FILE_TYPE_REFUSED');

  const key = `films/${upload.IdFilm}/videos/${upload.TypeVideo}-${randomBytes(12).toString('hex')}.${EXTENSIONS[container]}`;
  await file.moveTo(storage, key);
  try {
    const { IdVideo, previous } = await db.transaction(async (tx) => {
      // The film's row is the lock: two uploads finishing at once (even the very first two, when
      // no video row exists to lock yet) take turns, so each sees the file the other replaced.
      const [owner] = await tx
        .select({ superStampUntil: film.DateExpirationSuperTimbre })
        .from(film)
        .where(eq(film.Id, upload.IdFilm))
        .for('update');
      const [before] = await tx
        .select({ Fichier: filmVideo.Fichier, DateProlongation: filmVideo.DateProlongation })
        .from(filmVideo)
        .where(and(eq(filmVideo.IdFilm, upload.IdFilm), eq(filmVideo.TypeVideo, upload.TypeVideo)))
        .for('update');
      const values = {
        Fichier: key,
        FichierOriginal: upload.FichierOriginal,
        Mime: VIDEO_CONTAINER_MIME[container],
        Poids: upload.Taille,
        DateLastUpload: now,
        DateExpiration: expiryAfterUpload(now),
        // A SuperStamp paid before this file existed still keeps it (issue 15, docs/decisions.md).
        DateProlongation: extensionAtUpload(
          before?.DateProlongation ?? null,
          owner?.superStampUntil ?? null,
          now,
        ),
        SourceUploadVideo: options.source ?? 'local',
        EtatVerification: 'queued' as const,
        Verification: null,
        DateVerification: null,
        // A new file starts a new retention: a new warning will be due, nothing was deleted.
        DateAvertissement: null,
        DateSuppression: null,
        // A file replaces a Vimeo reference: its URL and password go.
        ReferenceOvp: null,
        UrlOvp: null,
        MotDePasseOvp: null,
      };
      const [row] = await tx
        .insert(filmVideo)
        .values({ IdFilm: upload.IdFilm, TypeVideo: upload.TypeVideo, NbUpload: 1, ...values })
        .onConflictDoUpdate({
          target: [filmVideo.IdFilm, filmVideo.TypeVideo],
          // Counted in the row itself, so two uploads finishing together count two.
          set: { ...values, NbUpload: sql`${filmVideo.NbUpload} + 1` },
        })
        .returning({ Id: filmVideo.Id });
      if (!row) throw new Error('film video not written');
      await tx.delete(filmVideoUpload).where(eq(filmVideoUpload.Id, uploadId));
      await enqueueJob(tx, { kind: VIDEO_CHECK_JOB, payload: { IdVideo: row.Id, Fichier: key } });
      return { IdVideo: row.Id, previous: before?.Fichier ?? null };
    });
    if (previous && previous !== key) await storage.remove(previous);
    return { IdVideo };
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
}
