import { FESTIVAL_ROLES } from '@shortlist/domain/festival-space/member-roles';
import { VIDEO_TYPES } from '@shortlist/domain/media/video-rules';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { compte, personne } from './accounts.ts';
import { campagneSection } from './campaigns.ts';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';
import { festival } from './festivals.ts';
import { film } from './films.ts';
import { inscription } from './submissions.ts';

/*
 * The festival workspace (issue 31; docs/decisions.md "Festival access", "Viewing receipts"): who may
 * act for a festival, and what its members watched. Written by the festival-space area only.
 */

/**
 * A festival member: an account with a role on one festival. Removing a member deletes the row,
 * which ends their access at once (every call reads it). `IdInvitePar` is the manager who invited
 * them (null when an operator did, or that account is gone).
 */
export const membreFestival = pgTable(
  'membre_festival',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdFestival: integer('IdFestival')
      .notNull()
      .references(() => festival.Id, { onDelete: 'cascade' }),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    Role: text('Role', { enum: FESTIVAL_ROLES }).notNull(),
    IdInvitePar: integer('IdInvitePar').references(() => compte.Id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('membre_festival_unique').on(t.IdFestival, t.IdCompte),
    index('membre_festival_compte_idx').on(t.IdCompte),
    check('membre_festival_role_check', inValues(t.Role, FESTIVAL_ROLES)),
  ],
);

/**
 * What one member watched of one entry's video (`TypeVideo` film or trailer): the first and last
 * report, the furthest point reached and the seconds actually watched (`watchedSeconds`), in
 * seconds, with the running time the player reported. The filmmaker reads the festival's
 * aggregate, never a member's row.
 */
export const visionnage = pgTable(
  'visionnage',
  {
    Id: generatedId(),
    IdInscription: integer('IdInscription')
      .notNull()
      .references(() => inscription.Id, { onDelete: 'cascade' }),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    TypeVideo: text('TypeVideo', { enum: VIDEO_TYPES }).notNull(),
    DatePremiere: utc('DatePremiere').notNull(),
    DateDerniere: utc('DateDerniere').notNull(),
    Position: doublePrecision('Position').notNull().default(0),
    PositionMax: doublePrecision('PositionMax').notNull().default(0),
    SecondesVues: doublePrecision('SecondesVues').notNull().default(0),
    Duree: doublePrecision('Duree').notNull().default(0),
  },
  (t) => [
    uniqueIndex('visionnage_unique').on(t.IdInscription, t.IdCompte, t.TypeVideo),
    index('visionnage_compte_idx').on(t.IdCompte),
    check('visionnage_type_check', inValues(t.TypeVideo, VIDEO_TYPES)),
  ],
);

/**
 * Per entry, the festival's coverage of its film video (issue 31's inbox: filters, counts and
 * columns over 10,000 entries without reading every viewing row): how many members opened it and
 * how many watched it to the end (`viewing-rules.ts` `isWatchedToEnd`). Kept by the database, not
 * by code: the trigger `visionnage_resume_maj` (migration 0030) adds each `visionnage` row's change
 * in the same statement, whoever writes it (a report, a cascade when an account goes, the demo
 * seed, a test); the trailer is not the film and counts for nothing. No row: never opened.
 */
export const visionnageResume = pgTable('visionnage_resume', {
  IdInscription: integer('IdInscription')
    .primaryKey()
    .references(() => inscription.Id, { onDelete: 'cascade' }),
  MembresOuvert: integer('MembresOuvert').notNull().default(0),
  MembresFin: integer('MembresFin').notNull().default(0),
});

/**
 * Per festival, the version of what its inbox counts read (issue 31: the counts beside the
 * inbox's filters, over every entry, cost 5-7 ms and were read on every request). Kept by the
 * database, not by code: the triggers of migration 0031 set `Version` to the id of every
 * transaction that changes one of the festival's entries (section, status, published status, an
 * entry added or gone), its viewing summary's coverage, or which sections and campaigns are the
 * festival's, at its commit (deferred, in the festivals' order) and in it. An app server reads it before the counts and reuses
 * counts computed under the same version (`inbox-counts.ts`), so several servers on one database
 * never serve counts older than the request. No row: version 0 (no change since the migration).
 * Never deleted, not even with its festival: a version must never come back.
 */
export const inboxVersion = pgTable('inbox_version', {
  IdFestival: integer('IdFestival').primaryKey(),
  Version: bigint('Version', { mode: 'number' }).notNull(),
});

/**
 * A conflict of interest a member declared (issue 34; docs/decisions.md "Assignments and conflicts
 * of interest"): with a film (`IdFilm`), or with a person (`IdPersonne`), then with every entry
 * whose film credits them. The member is never assigned such an entry and never sees its decision
 * notes. Withdrawing it deletes the row; removing the member deletes theirs.
 */
export const conflitInteret = pgTable(
  'conflit_interet',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdMembre: integer('IdMembre')
      .notNull()
      .references(() => membreFestival.Id, { onDelete: 'cascade' }),
    IdFilm: integer('IdFilm').references(() => film.Id, { onDelete: 'cascade' }),
    IdPersonne: integer('IdPersonne').references(() => personne.Id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('conflit_interet_film_unique').on(t.IdMembre, t.IdFilm),
    uniqueIndex('conflit_interet_personne_unique').on(t.IdMembre, t.IdPersonne),
    index('conflit_interet_film_idx').on(t.IdFilm),
    index('conflit_interet_personne_idx').on(t.IdPersonne),
    check('conflit_interet_one_target', sql`("IdFilm" is null) <> ("IdPersonne" is null)`),
  ],
);

/**
 * An entry assigned to a member to watch (issue 34), by hand or by a section's automatic
 * assignment. Removing the member or the entry deletes it.
 */
export const affectation = pgTable(
  'affectation',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdInscription: integer('IdInscription')
      .notNull()
      .references(() => inscription.Id, { onDelete: 'cascade' }),
    IdMembre: integer('IdMembre')
      .notNull()
      .references(() => membreFestival.Id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('affectation_unique').on(t.IdInscription, t.IdMembre),
    index('affectation_membre_idx').on(t.IdMembre),
  ],
);

/**
 * A section's automatic assignment (issue 34): how many programmers each entry goes to, as the
 * manager last asked. Its row is also what one assignment change of the section locks, so two
 * runs at once apply one after the other.
 */
export const affectationSection = pgTable('affectation_section', {
  IdCampagneSection: integer('IdCampagneSection')
    .primaryKey()
    .references(() => campagneSection.Id, { onDelete: 'cascade' }),
  ParEntree: integer('ParEntree'),
  DateModification: utc('DateModification'),
});
