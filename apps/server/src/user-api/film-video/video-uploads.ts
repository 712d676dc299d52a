import type { Db } from '@shortlist/db/client';
import { filmVideoUpload } from '@shortlist/db/schema/film-videos';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import type { Account } from '../../platform/session-store.ts';
import type { VideoUploadBinding } from './start-video-upload.ts';

export type VideoUploadRow = typeof filmVideoUpload.$inferSelect;

/** Records a created tus upload with what it is bound to. */
export async function recordVideoUpload(
  db: Db,
  options: { Id: string; binding: VideoUploadBinding; now: Date },
): Promise<void> {
  await db.insert(filmVideoUpload).values({ Id: options.Id, DateCreation: options.now, ...options.binding });
}

/**
 * An upload in progress, for resuming, asking its offset or cancelling it: 404 when unknown,
 * and 404 when a signed-in account other than its creator asks. Without a session the upload's
 * URL (a random 128-bit id) is enough, so an upload outlives the session that started it
 * (docs/decisions.md "Session lifetime"): the id is bound to its film and account by this row.
 */
export async function findVideoUpload(
  db: Db,
  options: { Id: string; account: Account | null },
): Promise<VideoUploadRow> {
  const [row] = await db.select().from(filmVideoUpload).where(eq(filmVideoUpload.Id, options.Id));
  if (!row) throw new AppError('NOT_FOUND');
  if (options.account && options.account.Id !== row.IdCompte) throw new AppError('NOT_FOUND');
  return row;
}

/** Forgets an upload's row (cancelled, refused or finished). */
export async function dropVideoUpload(db: Db, Id: string): Promise<void> {
  await db.delete(filmVideoUpload).where(eq(filmVideoUpload.Id, Id));
}
