import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import { film } from '@shortlist/db/schema/films';
import type { VideoCheck } from '@shortlist/domain/media/video-check';
import { videoWarnings } from '@shortlist/domain/media/video-facts';
import { and, eq } from 'drizzle-orm';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { posterFrame } from './poster-frame.ts';
import { probeVideo } from './probe-video.ts';
import { sniffStoredVideo } from './tool-input.ts';

/**
 * The technical check of one uploaded file (issue 13), run by the `video-check` job: running,
 * then done with the facts and the §9 warnings (against the film's declared duration too),
 * failed when ffprobe cannot read a video in it, or skipped when ffprobe is not installed (the
 * upload stays; the page says the check was not run). A file replaced meanwhile is left alone:
 * the newer upload queued its own check.
 */
export async function checkVideo(
  db: Db,
  options: { IdVideo: number; Fichier: string; storage: MediaStorage; now: Date; ffprobe?: string },
): Promise<void> {
  const current = and(eq(filmVideo.Id, options.IdVideo), eq(filmVideo.Fichier, options.Fichier));
  const [row] = await db
    .update(filmVideo)
    .set({ EtatVerification: 'running' })
    .where(current)
    .returning({ IdFilm: filmVideo.IdFilm, TypeVideo: filmVideo.TypeVideo, Affiche: filmVideo.Affiche });
  if (!row) return;
  // On S3 this downloads the file to a temporary one (ffprobe seeks): released below.
  const copy = await options.storage.localCopy(options.Fichier);
  const path = copy?.path;
  let state: 'done' | 'failed' | 'skipped' = 'failed';
  let check: VideoCheck | null = null;
  let poster: string | null = null;
  try {
    // Read as the container its first bytes show, never as whatever ffprobe would guess.
    const container = path ? await sniffStoredVideo(path) : undefined;
    if (path && !container) throw new Error('not a video container');
    const facts =
      path && container
        ? await probeVideo(path, { container, ...(options.ffprobe ? { ffprobe: options.ffprobe } : {}) })
        : 'missing';
    if (facts === 'missing') state = 'skipped';
    else {
      const [owner] = await db.select({ Duree: film.Duree }).from(film).where(eq(film.Id, row.IdFilm));
      // A trailer is not the film's length: only the film video is compared with it.
      const declared = row.TypeVideo === 'film' ? (owner?.Duree ?? null) : null;
      check = { facts, warnings: videoWarnings(facts, declared) };
      state = 'done';
      const frame =
        path && container
          ? await posterFrame(path, { container, durationSeconds: facts.durationSeconds })
          : undefined;
      if (frame) {
        poster = `films/${row.IdFilm}/videos/poster-${options.IdVideo}-${randomBytes(8).toString('hex')}.jpg`;
        await options.storage.put(poster, frame);
      }
    }
  } catch {
    state = 'failed';
  } finally {
    await copy?.release();
  }
  const [updated] = await db
    .update(filmVideo)
    .set({ EtatVerification: state, Verification: check, DateVerification: options.now, Affiche: poster })
    .where(current)
    .returning({ Id: filmVideo.Id });
  if (!updated && poster) await options.storage.remove(poster);
  if (updated && row.Affiche && row.Affiche !== poster) await options.storage.remove(row.Affiche);
}
