import {
  CAMPAIGN_STATUS,
  CRITERE_TYPE,
  EVENT_TYPE,
  QUESTION_TYPE,
} from '@shortlist/domain/festival-campaign';
import { RE_ENTRY_RULES } from '@shortlist/domain/submissions/submission-status';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { dateCreation, generatedId, inValues, utc } from './columns.ts';
import { festival } from './festivals.ts';
import { libelle, texte } from './translations.ts';

/**
 * One edition's call for entries. DebutCampagne/FinCampagne are the festival's own dates;
 * OuvertureCampagne/FermetureCampagne open and close the call (FermetureCampagne is the last
 * closing or extension date of its sections, kept by the writer so the directory can sort on it).
 */
export const campagne = pgTable(
  'campagne',
  {
    Id: generatedId(),
    DateCreation: dateCreation(),
    IdFestival: integer('IdFestival')
      .notNull()
      .references(() => festival.Id, { onDelete: 'cascade' }),
    AnneeEdition: integer('AnneeEdition').notNull(),
    StatutCampagne: text('StatutCampagne', { enum: CAMPAIGN_STATUS }).notNull().default('preparation'),
    DebutCampagne: utc('DebutCampagne'),
    FinCampagne: utc('FinCampagne'),
    OuvertureCampagne: utc('OuvertureCampagne'),
    FermetureCampagne: utc('FermetureCampagne'),
    IsInvitationSeule: boolean('IsInvitationSeule').notNull().default(false),
    /** Re-submission rule (spec §4, `RE_ENTRY_RULES`; docs/decisions.md, our own "re-entry" row). */
    RegleReinscription: text('RegleReinscription', { enum: RE_ENTRY_RULES }).notNull().default('cannot'),
    /**
     * The guaranteed watch (issue 34, `watch-guarantee-rules.ts`): every entry watched to the end by
     * at least this many festival members before the decisions are published; null when not promised.
     */
    VisionnageGaranti: smallint('VisionnageGaranti'),
  },
  (t) => [
    check('campagne_reinscription_check', inValues(t.RegleReinscription, RE_ENTRY_RULES)),
    check('campagne_visionnage_garanti_check', sql`"VisionnageGaranti" between 1 and 10`),
    unique('campagne_festival_edition_unique').on(t.IdFestival, t.AnneeEdition),
    index('campagne_statut_idx').on(t.StatutCampagne),
    index('campagne_fermeture_idx').on(t.FermetureCampagne),
    index('campagne_ouverture_idx').on(t.OuvertureCampagne),
    check('campagne_statut_check', inValues(t.StatutCampagne, CAMPAIGN_STATUS)),
  ],
);

/** A competition section of a festival; its name (IdLibelle) and text stay across editions. */
export const section = pgTable(
  'section',
  {
    Id: generatedId(),
    IdFestival: integer('IdFestival')
      .notNull()
      .references(() => festival.Id, { onDelete: 'cascade' }),
    IdLibelle: integer('IdLibelle')
      .notNull()
      .references(() => libelle.Id),
    IdTexte: integer('IdTexte').references(() => texte.Id),
  },
  (t) => [
    index('section_festival_idx').on(t.IdFestival),
    index('section_libelle_idx').on(t.IdLibelle),
    index('section_texte_idx').on(t.IdTexte),
  ],
);

/**
 * A section within one campaign (the API's IdCampagneSection is this Id). A password protects a
 * non-public section (docs/decisions.md "Section passwords"): `MotDePasseHash` is its argon2id hash,
 * the only form the platform keeps and checks. `MotDePasse` is where the festival site may write
 * a new password in clear: the server hashes it at start into `MotDePasseHash` and empties it
 * (`hash-section-passwords.ts`); until then the section is protected and no password opens it.
 * Neither is ever sent to clients. Entry fees of its events are in `Devise`.
 */
export const campagneSection = pgTable(
  'campagne_section',
  {
    Id: generatedId(),
    IdCampagne: integer('IdCampagne')
      .notNull()
      .references(() => campagne.Id, { onDelete: 'cascade' }),
    IdSection: integer('IdSection')
      .notNull()
      .references(() => section.Id, { onDelete: 'cascade' }),
    IsInscription: boolean('IsInscription').notNull().default(true),
    IsPayant: boolean('IsPayant').notNull().default(false),
    IsPublic: boolean('IsPublic').notNull().default(true),
    Ordre: integer('Ordre').notNull().default(0),
    MotDePasse: varchar('MotDePasse', { length: 255 }),
    MotDePasseHash: varchar('MotDePasseHash', { length: 255 }),
    IdTexte: integer('IdTexte').references(() => texte.Id),
    Devise: char('Devise', { length: 3 }).notNull().default('EUR'),
  },
  (t) => [
    unique('campagne_section_unique').on(t.IdCampagne, t.IdSection),
    index('campagne_section_section_idx').on(t.IdSection),
    index('campagne_section_texte_idx').on(t.IdTexte),
    index('campagne_section_payant_idx').on(t.IsPayant),
  ],
);

const campagneSectionRef = () =>
  integer('IdCampagneSection')
    .notNull()
    .references(() => campagneSection.Id, { onDelete: 'cascade' });

/** Calendar event (the API's IdEvent is this Id). `Prix` is the entry fee in cents from this step on. */
export const evenement = pgTable(
  'evenement',
  {
    Id: generatedId(),
    IdCampagneSection: campagneSectionRef(),
    Type: text('Type', { enum: EVENT_TYPE }).notNull(),
    IdLibelleEvent: integer('IdLibelleEvent').references(() => libelle.Id),
    DateEvent: utc('DateEvent').notNull(),
    Prix: integer('Prix').notNull().default(0),
    Devise: char('Devise', { length: 3 }).notNull().default('EUR'),
    Ordre: integer('Ordre').notNull().default(0),
  },
  (t) => [
    index('evenement_campagne_section_idx').on(t.IdCampagneSection, t.DateEvent),
    index('evenement_type_date_idx').on(t.Type, t.DateEvent),
    index('evenement_libelle_idx').on(t.IdLibelleEvent),
    check('evenement_type_check', inValues(t.Type, EVENT_TYPE)),
    check('evenement_prix_check', sql`${t.Prix} >= 0`),
  ],
);

/**
 * A section criterion, one row per `Type` (the API's IdCritere is this Id). Which columns
 * matter depends on the type: film -> MoisProduction/AnneeProduction (produced in or after);
 * duration -> DureeMin/DureeMax in seconds; country -> Valeurs (pays ids), IsInclusionPays
 * (list allowed, else excluded), IsPaysPrincipal (main production country only);
 * categories/genres/themes -> Valeurs (dictionary ids); subtitle -> IdsLanguesSubs;
 * first-film -> IsPremierFilm (true must be, false must not be); school-film -> IsFilmEcole.
 */
export const critere = pgTable(
  'critere',
  {
    Id: generatedId(),
    IdCampagneSection: campagneSectionRef(),
    Type: text('Type', { enum: CRITERE_TYPE }).notNull(),
    MoisProduction: integer('MoisProduction'),
    AnneeProduction: integer('AnneeProduction'),
    DureeMin: integer('DureeMin'),
    DureeMax: integer('DureeMax'),
    IsInclusionPays: boolean('IsInclusionPays').notNull().default(true),
    IsPaysPrincipal: boolean('IsPaysPrincipal').notNull().default(false),
    IsPremierFilm: boolean('IsPremierFilm'),
    IsFilmEcole: boolean('IsFilmEcole'),
    IsCheckerCritere: boolean('IsCheckerCritere').notNull().default(true),
    IdsLanguesSubs: integer('IdsLanguesSubs').array().notNull().default(sql`'{}'::integer[]`),
    Valeurs: jsonb('Valeurs').$type<number[]>().notNull().default([]),
  },
  (t) => [
    index('critere_campagne_section_idx').on(t.IdCampagneSection),
    check('critere_type_check', inValues(t.Type, CRITERE_TYPE)),
  ],
);

/** One choice of a `choice` question: `Id` is the stored answer, `IdLibelle` its translated label. */
export type QuestionChoice = { Id: number; IdLibelle: number };

/** Additional question of a section (spec: critere additionnel; error code CRITERE_ADD_{Id}). */
export const critereAdditionnel = pgTable(
  'critere_additionnel',
  {
    Id: generatedId(),
    IdCampagneSection: campagneSectionRef(),
    IdLibelle: integer('IdLibelle')
      .notNull()
      .references(() => libelle.Id),
    IdTexte: integer('IdTexte').references(() => texte.Id),
    Type: text('Type', { enum: QUESTION_TYPE }).notNull(),
    IsDemandeCheck: boolean('IsDemandeCheck').notNull().default(false),
    Choix: jsonb('Choix').$type<QuestionChoice[]>(),
    Ordre: integer('Ordre').notNull().default(0),
  },
  (t) => [
    index('critere_additionnel_campagne_section_idx').on(t.IdCampagneSection),
    index('critere_additionnel_libelle_idx').on(t.IdLibelle),
    index('critere_additionnel_texte_idx').on(t.IdTexte),
    check('critere_additionnel_type_check', inValues(t.Type, QUESTION_TYPE)),
  ],
);
