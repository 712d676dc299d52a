import type { Db } from '@shortlist/db/client';
import { visionnage } from '@shortlist/db/schema/festival-space';
import { filmVideo } from '@shortlist/db/schema/film-videos';
import type { MemberViewing, ViewingReport } from '@shortlist/domain/festival-space/viewing-contracts';
import {
  furthestPercent,
  isWatchedToEnd,
  reportWatchedSeconds,
} from '@shortlist/domain/festival-space/viewing-rules';
import type { VideoType } from '@shortlist/domain/media/video-rules';
import { and, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { requireVisibleEntry } from './entry-access.ts';

type ViewingRow = typeof visionnage.$inferSelect;

/**
 * `POST entries/{IdInscription}/viewing` (docs/decisions.md "Viewing receipts"): a member's player says
 * where it is in the entry's film or trailer. Steps: the entry, received by the festival (never an
 * unfinished one), and the caller's membership of it (404 otherwise, like an unknown entry); the
 * video, which the entry's film must have (404 `NOT_FOUND` when it has none of that type: nothing
 * to watch), with its running time from the technical check when known; then the member's row
 * for (entry, member, video), created by the first report and updated by each next one under its
 * row lock, so reports at once never lose one another's update.
 */
export async function reportViewing(
  db: Db,
  options: { accountId: number; entryId: number; report: ViewingReport; now: Date },
): Promise<MemberViewing> {
  const { accountId, entryId, report, now } = options;
  const { entry } = await requireVisibleEntry(db, { accountId, entryId });
  const runningTime = await videoRunningTime(db, { filmId: entry.IdFilm, type: report.TypeVideo });
  const duration = runningTime ?? report.duration;
  const position = Math.min(report.position, duration);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(visionnage)
      .values({
        IdInscription: entryId,
        IdCompte: accountId,
        TypeVideo: report.TypeVideo,
        DatePremiere: now,
        DateDerniere: now,
        Position: position,
        PositionMax: position,
        SecondesVues: 0,
        Duree: duration,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const key = and(
      eq(visionnage.IdInscription, entryId),
      eq(visionnage.IdCompte, accountId),
      eq(visionnage.TypeVideo, report.TypeVideo),
    );
    return recordReport(tx, { key, position, duration, now });
  });
  return memberViewing(row);
}

/** One report on an existing row, under its lock: the furthest point, the position, the time watched. */
async function recordReport(
  tx: Db,
  options: { key: SQL | undefined; position: number; duration: number; now: Date },
): Promise<ViewingRow> {
  const { key, position, duration, now } = options;
  const [row] = await tx.select().from(visionnage).where(key).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  // A report stamped before the last one (clocks of two servers) counts as no time passed.
  const secondsSinceLastReport = Math.max(0, (now.getTime() - row.DateDerniere.getTime()) / 1000);
  const added = reportWatchedSeconds({ previousPosition: row.Position, position, secondsSinceLastReport });
  const [updated] = await tx
    .update(visionnage)
    .set({
      DateDerniere: now > row.DateDerniere ? now : row.DateDerniere,
      Position: position,
      PositionMax: Math.max(row.PositionMax, position),
      SecondesVues: row.SecondesVues + added,
      Duree: duration,
    })
    .where(eq(visionnage.Id, row.Id))
    .returning();
  return updated!;
}

/**
 * The running time of the film's video of `type` from its technical check (ffprobe's duration),
 * null when the check has not measured it; NOT_FOUND when the film has no such video to play.
 */
async function videoRunningTime(
  db: Db,
  options: { filmId: number; type: VideoType },
): Promise<number | null> {
  const [video] = await db
    .select({
      seconds: sql<number | null>`case when ${filmVideo.EtatVerification} = 'done'
        then (${filmVideo.Verification} -> 'facts' ->> 'durationSeconds')::float8 end`,
    })
    .from(filmVideo)
    .where(
      and(
        eq(filmVideo.IdFilm, options.filmId),
        eq(filmVideo.TypeVideo, options.type),
        or(isNotNull(filmVideo.Fichier), isNotNull(filmVideo.ReferenceOvp), isNotNull(filmVideo.UrlOvp)),
      ),
    );
  if (!video) throw new AppError('NOT_FOUND');
  const seconds = video.seconds === null ? null : Number(video.seconds);
  return seconds !== null && seconds > 0 ? seconds : null;
}

/** A member's row as the API shows it. */
export function memberViewing(row: ViewingRow): MemberViewing {
  return {
    TypeVideo: row.TypeVideo,
    firstOpenedAt: row.DatePremiere.toISOString(),
    lastAt: row.DateDerniere.toISOString(),
    furthestPercent: furthestPercent(row.PositionMax, row.Duree),
    watchedSeconds: Math.round(row.SecondesVues),
    watchedToEnd: isWatchedToEnd(row.PositionMax, row.Duree),
  };
}
