import { REVIEW_TAGS, SCORE_SCALE_MAX } from '@shortlist/domain/festival-space/review-rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dateCreation, generatedId, utc } from './columns.ts';
import { membreFestival } from './festival-space.ts';
import { festival } from './festivals.ts';
import { inscription } from './submissions.ts';

/*
 * Programmers' reviews and the festival's jury settings (issue 34; docs/decisions.md "Reviews,
 * scores and blind mode"). Written by the festival-space area only.
 */

/**
 * A member's review of an entry: a score on the festival's scale (null: not scored yet), a note
 * only its author reads, and reason tags (`REVIEW_TAGS`). One per entry and member (the unique
 * index keeps one when two saves race). A score is written only once its author watched the film
 * past the festival's threshold; it is void (left out of the mean) while they declare a conflict
 * of interest with the film. Removing the member or the entry deletes it.
 */
export const avis = pgTable(
  'avis',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    DateModification: utc('DateModification').notNull(),
    IdInscription: integer('IdInscription')
      .notNull()
      .references(() => inscription.Id, { onDelete: 'cascade' }),
    IdMembre: integer('IdMembre')
      .notNull()
      .references(() => membreFestival.Id, { onDelete: 'cascade' }),
    Note: smallint('Note'),
    Commentaire: text('Commentaire'),
    Motifs: text('Motifs', { enum: REVIEW_TAGS }).array().notNull().default(sql`'{}'`),
  },
  (t) => [
    uniqueIndex('avis_unique').on(t.IdInscription, t.IdMembre),
    index('avis_membre_idx').on(t.IdMembre),
    check('avis_note_check', sql`"Note" between 1 and ${sql.raw(String(SCORE_SCALE_MAX))}`),
  ],
);

/**
 * A festival's jury settings: the score scale (1 to `Echelle`), the share of the film a member
 * must have watched before scoring (`SeuilVisionnage`, whole percent) and blind mode (`Aveugle`:
 * programmers see no filmmaker's name or contact). No row: the defaults (`review-rules.ts`).
 */
export const reglageJury = pgTable('reglage_jury', {
  IdFestival: integer('IdFestival')
    .primaryKey()
    .references(() => festival.Id, { onDelete: 'cascade' }),
  Echelle: smallint('Echelle').notNull().default(5),
  SeuilVisionnage: smallint('SeuilVisionnage').notNull().default(80),
  Aveugle: boolean('Aveugle').notNull().default(false),
  DateModification: utc('DateModification'),
});

/**
 * Per entry, the scores that count (given, and their author declared no conflict of interest with
 * the film: `review-sql.ts` `countedScoreSql`) summed up, so the inbox sorts by mean and by
 * disagreement reading one narrow row per entry (issue 34). Kept by the database, not by code: the
 * triggers of migration 0046 recount an entry in the statement that changes one of its reviews,
 * a conflict of one of its reviewers, or its film's credits (a conflict may name a person), whoever
 * writes it. `Moyenne` and `Ecart` (the highest counted score minus the lowest) are computed by
 * PostgreSQL; with no counted score, `Nombre` is 0 and both are null. No row: never reviewed.
 */
export const avisResume = pgTable(
  'avis_resume',
  {
    IdInscription: integer('IdInscription')
      .primaryKey()
      .references(() => inscription.Id, { onDelete: 'cascade' }),
    Nombre: integer('Nombre').notNull().default(0),
    Somme: integer('Somme').notNull().default(0),
    Minimum: smallint('Minimum'),
    Maximum: smallint('Maximum'),
    Moyenne: doublePrecision('Moyenne').generatedAlwaysAs(
      sql`round("Somme"::numeric / nullif("Nombre", 0), 2)::float8`,
    ),
    Ecart: integer('Ecart').generatedAlwaysAs(sql`"Maximum" - "Minimum"`),
  },
  (t) => [
    // The score sorts' orders (`score-sort-sql.ts`), walked with a limit: only counted rows.
    index('avis_resume_ecart_idx')
      .on(t.Ecart.desc().nullsLast(), t.Moyenne.desc().nullsLast(), t.IdInscription.desc())
      .where(sql`"Nombre" > 0`),
    index('avis_resume_moyenne_idx')
      .on(t.Moyenne.desc().nullsLast(), t.IdInscription.desc())
      .where(sql`"Nombre" > 0`),
  ],
);
