import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { filmVideoUpload } from '@shortlist/db/schema/film-videos';
import type { VideoImportRequest } from '@shortlist/domain/media/video-links';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { enqueueJob } from '../../platform/jobs.ts';
import { publicAddressOf } from '../../platform/net/public-address.ts';
import type { Account } from '../../platform/session-store.ts';
import { editableFilm } from '../../shared-kernel/film-access.ts';
import { directLinkOf } from './direct-link.ts';
import { VIDEO_IMPORT_JOB } from './video-import-job.ts';

/** Imports one account may have running at once (issue 29): a third answers 409. */
export const VIDEO_IMPORTS_PER_ACCOUNT = 2;

// First key of `pg_advisory_xact_lock(int, int)`, apart from the sign-in and unlock ones (73xx).
const ACCOUNT_IMPORTS_LOCK = 7321;

/** The file name the link ends with; a malformed escape (`%E0%A4%A`) refuses the link. */
function fileNameOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() || 'video').slice(0, 255);
  } catch {
    throw new AppError('VIDEO_LINK_REFUSED');
  }
}

/**
 * `POST films/{IdFilm}/video/import`: a link the server downloads as a job (issue 13). The link
 * is checked now (a name that resolves to a private or loopback address answers 400
 * VIDEO_LINK_REFUSED, and the job checks every hop again); the download is an upload in
 * progress (`film_video_upload`) bound to the film and account, finished like a tus upload.
 * An account with VIDEO_IMPORTS_PER_ACCOUNT imports running answers 409 VIDEO_IMPORT_LIMIT_REACHED:
 * the runner's slow lane is shared, and one account must not fill it.
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
  const name = fileNameOf(link.url);
  const host = new URL(link.url).hostname;
  try {
    await publicAddressOf(host, { allowPrivate: options.allowPrivate ?? false });
  } catch {
    throw new AppError('VIDEO_LINK_REFUSED');
  }
  const uploadId = randomBytes(16).toString('hex');
  await db.transaction(async (tx) => {
    // The count and the insert are one step per account, on PostgreSQL's pool as on PGlite.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ACCOUNT_IMPORTS_LOCK}::int, ${options.account.Id}::int)`,
    );
    const [running] = await tx
      .select({ n: count() })
      .from(filmVideoUpload)
      .where(
        and(
          eq(filmVideoUpload.IdCompte, options.account.Id),
          eq(filmVideoUpload.IsImport, true),
          isNull(filmVideoUpload.Erreur),
        ),
      );
    if ((running?.n ?? 0) >= VIDEO_IMPORTS_PER_ACCOUNT) throw new AppError('VIDEO_IMPORT_LIMIT_REACHED');
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
