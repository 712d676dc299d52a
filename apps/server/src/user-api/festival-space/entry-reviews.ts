import type { Db } from '@shortlist/db/client';
import { canSeeScores } from '@shortlist/domain/festival-space/member-roles';
import type { EntryReviews, MemberScore, OwnReview } from '@shortlist/domain/festival-space/review-contracts';
import {
  type ReviewTag,
  summarizeScores,
  watchedEnoughToScore,
} from '@shortlist/domain/festival-space/review-rules';
import { furthestPercent } from '@shortlist/domain/festival-space/viewing-rules';
import { sql } from 'drizzle-orm';
import { conflictedSql, memberNameSql } from './assignment-sql.ts';
import { requireVisibleEntry, type VisibleEntry } from './entry-access.ts';
import type { Membership } from './festival-membership.ts';
import { readJurySettings } from './jury-settings.ts';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

type ReviewRow = {
  IdMembre: number;
  name: string;
  Note: number | null;
  Commentaire: string | null;
  Motifs: ReviewTag[] | null;
  DateModification: Date | string;
  void: boolean;
};

/**
 * `GET entries/{IdInscription}/reviews` (issue 34): what the caller, any member of the entry's
 * festival (404 otherwise), may know of its reviews: the scale and threshold, how far they
 * watched the film, their own review (its note is theirs alone); and for a manager with no
 * conflict on the film, each member's score and tags (never a note) with the counted scores' mean
 * and spread. A member with a conflict on the film reads no one's score.
 */
export async function getEntryReviews(
  db: Db,
  options: { accountId: number; entryId: number },
): Promise<EntryReviews> {
  const { entry, membership } = await requireVisibleEntry(db, options);
  return readEntryReviews(db, { entry, membership });
}

/** The reviews as `getEntryReviews` answers them, for a caller already checked (or in a transaction). */
export async function readEntryReviews(
  db: Db,
  options: { entry: VisibleEntry; membership: Membership },
): Promise<EntryReviews> {
  const { entry, membership } = options;
  // One after the other: in a transaction (`saveReview`) they share one connection.
  const settings = await readJurySettings(db, entry.IdFestival);
  const watchedPercent = await filmWatchedPercent(db, { entryId: entry.Id, accountId: membership.IdCompte });
  const rows = await reviewRows(db, entry);
  const conflicted = await isConflicted(db, { memberId: membership.IdMembre, filmId: entry.IdFilm });
  const own = rows.find((row) => Number(row.IdMembre) === membership.IdMembre);
  const mine: OwnReview | null = own
    ? {
        score: own.Note,
        note: own.Commentaire,
        tags: own.Motifs ?? [],
        counted: own.Note !== null && !own.void,
        DateModification: iso(own.DateModification),
      }
    : null;
  const seesScores = canSeeScores(membership.role) && !conflicted;
  const scores: MemberScore[] = seesScores
    ? rows.map((row) => ({
        IdMembre: Number(row.IdMembre),
        name: row.name,
        score: row.Note,
        tags: row.Motifs ?? [],
        counted: row.Note !== null && !row.void,
        DateModification: iso(row.DateModification),
      }))
    : [];
  return {
    scale: settings.scale,
    watchThreshold: settings.watchThreshold,
    watchedPercent,
    conflicted,
    canScore: !conflicted && watchedEnoughToScore(watchedPercent, settings.watchThreshold),
    mine,
    summary: seesScores ? summarizeScores(scores.filter((s) => s.counted).map((s) => s.score ?? 0)) : null,
    scores,
  };
}

/** How far (whole percent) the account watched the entry's film video: 0 when never opened. */
export async function filmWatchedPercent(
  db: Db,
  options: { entryId: number; accountId: number },
): Promise<number> {
  const { rows } = await db.execute<{ PositionMax: number; Duree: number }>(sql`
    select v."PositionMax", v."Duree" from "visionnage" v
    where v."IdInscription" = ${options.entryId} and v."IdCompte" = ${options.accountId} and v."TypeVideo" = 'film'`);
  const row = rows[0];
  return row ? furthestPercent(Number(row.PositionMax), Number(row.Duree)) : 0;
}

/** Whether the member declared a conflict with the film (itself, or a person it credits). */
export async function isConflicted(db: Db, options: { memberId: number; filmId: number }): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(
    sql`select ${conflictedSql(sql`${options.memberId}`, sql`${options.filmId}`)} as "found"`,
  );
  return rows[0]?.found === true;
}

/** The entry's reviews with their authors' names, each marked void when its author is conflicted. */
async function reviewRows(db: Db, entry: VisibleEntry): Promise<ReviewRow[]> {
  const { rows } = await db.execute<ReviewRow>(sql`
    select r."IdMembre", ${memberNameSql} as "name", r."Note", r."Commentaire", r."Motifs", r."DateModification",
      ${conflictedSql(sql`r."IdMembre"`, sql`${entry.IdFilm}`)} as "void"
    from "avis" r
    join "membre_festival" m on m."Id" = r."IdMembre"
    join "compte" a on a."Id" = m."IdCompte"
    left join "personne" p on p."Id" = a."IdPersonne"
    where r."IdInscription" = ${entry.Id}
    order by r."DateModification", r."Id"`);
  return rows;
}
