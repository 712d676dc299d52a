import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { compte } from './accounts.ts';
import { campagneSection, critereAdditionnel } from './campaigns.ts';
import { dateCreation, generatedId, utc } from './columns.ts';
import { film } from './films.ts';

/**
 * A submission of a film to a campaign section (spec §3 "Submission list item", §4 status).
 * `Statut` holds one flag of `SUBMISSION_STATUS` (1 not finished: in the basket until paid).
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
  },
  (t) => [
    uniqueIndex('inscription_film_section_unique')
      .on(t.IdFilm, t.IdCampagneSection)
      .where(sql`("Statut" & 128) = 0`),
    index('inscription_compte_idx').on(t.IdCompte, t.Statut),
    index('inscription_section_idx').on(t.IdCampagneSection),
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
