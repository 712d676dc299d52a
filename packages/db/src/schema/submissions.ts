import { SUBMISSION_ACTORS } from '@shortlist/domain/submissions/submission-state';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { campagneSection, critereAdditionnel } from './campaigns.ts';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';
import { film } from './films.ts';

/**
 * A submission of a film to a campaign section (spec §3 "Submission list item", §4 status).
 * `Statut` holds one flag of `SUBMISSION_STATUS` (1 not finished: in the basket until paid); it
 * moves only through the state machine (`submissions/submission-transition.ts`), each move in
 * `inscription_statut`. `StatutPublie` is what the filmmaker sees: the platform's moves are
 * published at once, a festival's when a manager publishes its section's decisions
 * (docs/decisions.md "Decisions and their publication"), with the note and reasons of that decision.
 * `IdCompte` is the film's owner when the entry was made, so the basket and the submissions page
 * read one table. The partial unique index is what stops two requests at once from entering the
 * same film twice in one section: only a cancelled entry (flag 128) leaves room for another.
 */
export const inscription = pgTable(
  'inscription',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    IdFilm: integer('IdFilm')
      .notNull()
      .references(() => film.Id, { onDelete: 'cascade' }),
    IdCampagneSection: integer('IdCampagneSection')
      .notNull()
      .references(() => campagneSection.Id, { onDelete: 'cascade' }),
    Statut: integer('Statut').notNull().default(1),
    /** Set when the order is paid and the entry sent (the order issue); null in the basket. */
    Numero: integer('Numero'),
    DateSoumission: utc('DateSoumission'),
    IsPaiementAttente: boolean('IsPaiementAttente').notNull().default(false),
    /**
     * The price in cents of the invitation this entry answered (`invitation.Prix`), kept on the
     * row so the basket reads it instead of the section's calendar fee; null for an ordinary entry.
     */
    PrixInvitation: integer('PrixInvitation'),
    /** The status the filmmaker sees (a flag of `SUBMISSION_STATUS`), and when it last changed. */
    StatutPublie: integer('StatutPublie').notNull().default(1),
    DatePublication: utc('DatePublication'),
    /** The festival's personal note and reason tags for its decision, as being written. */
    MessageDecision: varchar('MessageDecision', { length: 2000 }),
    MotifsDecision: text('MotifsDecision').array(),
    /** The note and reasons the filmmaker was sent with the published decision. */
    MessagePublie: varchar('MessagePublie', { length: 2000 }),
    MotifsPublies: text('MotifsPublies').array(),
    /**
     * The film's folded title (`film."TitreRecherche"`), copied for the inbox's title sort (issue
     * 31: sorting a festival's 10,000 entries by title joined each to its film, 7 ms; on the entry
     * alone, 3 ms). Kept by the database, never by code: a trigger sets it on every insert and
     * change of `IdFilm`, and one on `film` copies each title change to the film's entries
     * (migration 0032).
     */
    TitreFilmRecherche: varchar('TitreFilmRecherche', { length: 255 }).notNull().default(''),
    /**
     * What the inbox's search reads (issue 31): the film's folded titles (`film."TitresRecherche"`)
     * and its directors' folded names (`personne."NomRecherche"`), each after a `chr(1)` so that no
     * search spans two of them. Searching the films' titles and their directors' names through
     * their own indexes joined thousands of credits when a common name matched (12 ms on the
     * benchmark's festival); this column's trigram index answers in 0.2-1 ms. Kept by the
     * database, never by code: triggers on the entry, the film, its credits, their contacts and
     * people (migration 0033).
     */
    FilmRecherche: text('FilmRecherche').notNull().default(''),
    /**
     * The film's duration, first-film and school-film flags (`film."Duree"`, `"IsPremierFilm"`,
     * `"IsFilmEcole"`), copied for the inbox's filters and duration sort: joining a festival's
     * 10,000 entries to their films to filter by one flag walked the films' key (2-9 ms); on the
     * entry, none. Kept by the database as the title's copy is (migration 0034).
     */
    FilmDuree: integer('FilmDuree'),
    FilmPremier: boolean('FilmPremier').notNull().default(false),
    FilmEcole: boolean('FilmEcole').notNull().default(false),
  },
  (t) => [
    uniqueIndex('inscription_film_section_unique')
      .on(t.IdFilm, t.IdCampagneSection)
      .where(sql`("Statut" & 128) = 0`),
    index('inscription_compte_idx').on(t.IdCompte, t.Statut),
    // A festival's inbox reads its sections' entries by status (issue 31): the counts per section
    // and status come from this index alone.
    index('inscription_section_statut_idx').on(t.IdCampagneSection, t.Statut),
    // A film's entries: the copy of its title changes (migration 0032), and its deletion's cascade.
    index('inscription_film_idx').on(t.IdFilm),
    index('inscription_film_recherche_trgm_idx').using('gin', t.FilmRecherche.op('gin_trgm_ops')),
  ],
);

/** The answer given to an additional question when the entry was made (`QuestionAnswer`). */
export const inscriptionReponse = pgTable(
  'inscription_reponse',
  {
    IdInscription: integer('IdInscription')
      .notNull()
      .references(() => inscription.Id, { onDelete: 'cascade' }),
    IdCritereAdditionnel: integer('IdCritereAdditionnel')
      .notNull()
      .references(() => critereAdditionnel.Id, { onDelete: 'cascade' }),
    Valeur: jsonb('Valeur').$type<boolean | string | number>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.IdInscription, t.IdCritereAdditionnel] }),
    index('inscription_reponse_question_idx').on(t.IdCritereAdditionnel),
  ],
);

/**
 * Every status change of a submission (the state machine's audit): from, to, when, who (the
 * platform, or the festival through one of its members, `IdCompte`), and why. `IsPublie` marks the
 * moves the filmmaker saw at once (the platform's).
 */
export const inscriptionStatut = pgTable(
  'inscription_statut',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdInscription: integer('IdInscription')
      .notNull()
      .references(() => inscription.Id, { onDelete: 'cascade' }),
    De: integer('De').notNull(),
    Vers: integer('Vers').notNull(),
    Auteur: text('Auteur', { enum: SUBMISSION_ACTORS }).notNull(),
    IdCompte: integer('IdCompte').references(() => compte.Id, { onDelete: 'set null' }),
    Motif: varchar('Motif', { length: 500 }),
  },
  (t) => [
    index('inscription_statut_inscription_idx').on(t.IdInscription, t.DateCreation),
    check('inscription_statut_auteur_check', inValues(t.Auteur, SUBMISSION_ACTORS)),
  ],
);

/**
 * A publication of a section's decisions by a manager: when, by whom, how many entries changed
 * for their filmmakers. The section's row is locked while publishing, so two publications at once
 * run one after the other and the second finds nothing left to send.
 */
export const publicationDecision = pgTable(
  'publication_decision',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCampagneSection: integer('IdCampagneSection')
      .notNull()
      .references(() => campagneSection.Id, { onDelete: 'cascade' }),
    IdCompte: integer('IdCompte').references(() => compte.Id, { onDelete: 'set null' }),
    NbInscriptions: integer('NbInscriptions').notNull(),
  },
  (t) => [index('publication_decision_section_idx').on(t.IdCampagneSection, t.DateCreation)],
);

/**
 * Wrong passwords given for a protected section, counted per account and section over a sliding
 * window like sign-ins (docs/decisions.md "Section passwords"); a right one removes its own row.
 */
export const sectionTentativeMotDePasse = pgTable(
  'section_tentative_mot_de_passe',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdCompte: integer('IdCompte')
      .notNull()
      .references(() => compte.Id, { onDelete: 'cascade' }),
    IdCampagneSection: integer('IdCampagneSection')
      .notNull()
      .references(() => campagneSection.Id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('section_tentative_compte_section_idx').on(t.IdCompte, t.IdCampagneSection, t.DateCreation),
    index('section_tentative_section_idx').on(t.IdCampagneSection),
  ],
);
