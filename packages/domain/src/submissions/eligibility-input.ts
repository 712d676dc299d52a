import type { CampaignStatus, QuestionType } from '../festival-campaign.ts';
import type { CalendarEvent } from '../festivals/calendar-rules.ts';
import type { SectionCriterion } from '../festivals/criteria-words.ts';
import type { DateInput } from '../festivals/utc-days.ts';
import type { ReEntryRule } from './submission-status.ts';

/*
 * What the eligibility engine reads. Each type is one row per film, per campaign section or per
 * earlier entry, so the server fills a whole panel (all films of a user x all open sections of a
 * festival, or one film x every open section) with a fixed number of queries: one per table,
 * `where "IdFilm" = any($1)` / `where "IdCampagneSection" = any($2)`, grouped in memory. Field
 * names are the spec's (columns and form keys, §3) where the spec has one; where each comes from
 * is written beside it.
 */

/** The film video's storage dates (spec §3 Film video, `TypeVideo` film; the media issue's table). */
export type EligibilityVideo = {
  /** `DateExpiration`: end of storage (2 months after upload; a SuperStamp adds a year). */
  DateExpiration: DateInput | null;
  /** `DateProlongation`: storage extended until this date (submitting extends it, spec §1). */
  DateProlongation: DateInput | null;
};

/** The facts of one film the rules read. */
export type EligibilityFilm = {
  /** `film.Id`. */
  Id: number;
  /** `film.Statut`: incomplete 2 or complete 28, plus archived 1 (recomputed by every film write). */
  Statut: number;
  /** `film.AnneeProd`, `film.MoisProd` (1-12). */
  AnneeProd: number | null;
  MoisProd: number | null;
  /** `film.Duree`, in seconds. */
  Duree: number | null;
  /** `film_pays` with `IsPrincipal` (spec form key `idPaysProdPrincipal`), and the others (`idsPaysCoProd`). */
  idPaysProdPrincipal: number | null;
  idsPaysCoProd: readonly number[];
  /** `film_categorie`, `film_genre`, `film_thematique` (dictionary ids). */
  idsCategorie: readonly number[];
  idsGenre: readonly number[];
  idsThematique: readonly number[];
  /** `film.IsPremierFilm`, `film.IsFilmEcole`. */
  IsPremierFilm: boolean;
  IsFilmEcole: boolean;
  /** `film.IsSilencieux`, `film.IsSansDialogue`: such a film needs no subtitles. */
  IsSilencieux: boolean;
  IsSansDialogue: boolean;
  /** `film_langue_dialogue` (language ids). */
  idsLangueDialogue: readonly number[];
  /**
   * Ours: the languages the film has subtitles in, for the festival's viewing copy: the film
   * video's `IdLangueSousTitre`, English when `HadSubtitleEn`, and the languages of its subtitle
   * files (the media issue's tables; empty until they exist).
   */
  idsLangueSousTitre: readonly number[];
  /** The film video (`TypeVideo` film), null when none was uploaded. */
  video: EligibilityVideo | null;
};

/** A section criterion row (`critere`, `public/sections/{id}/criteres`). */
export type EligibilityCriterion = SectionCriterion & {
  /** `critere.IsCheckerCritere`: false means the festival does not check it, so it bounds nothing. */
  IsCheckerCritere: boolean;
};

/** An additional question (`critere_additionnel`, `public/sections/{id}/criteres-additionnels`). */
export type EligibilityQuestion = {
  Id: number;
  Type: QuestionType;
  /** Asks the filmmaker to confirm: only a yes lets the entry through. */
  IsDemandeCheck: boolean;
  Ordre: number;
  /** The choices of a `choice` question (`Choix`, ids only); null or empty for other types. */
  Choix: readonly { Id: number }[] | null;
};

/** One campaign section with what the rules read of its campaign. */
export type EligibilitySection = {
  /** `campagne.IdFestival`, `campagne_section.IdCampagne`, `.IdSection`, `.Id`. */
  IdFestival: number;
  IdCampagne: number;
  IdSection: number;
  IdCampagneSection: number;
  /** `campagne.StatutCampagne`: only `open` ("in progress") takes entries (spec §4). */
  StatutCampagne: CampaignStatus;
  /** `campagne.IsInvitationSeule`: only invited films may enter. */
  IsInvitationSeule: boolean;
  /** `campagne_section.IsInscription`: the section is a competition that takes entries. */
  IsInscription: boolean;
  /**
   * The festival's re-submission rule (spec §3 enumerations, §4). No column holds it yet: the
   * submissions schema (issue 14) adds it to `campagne`; until then the server passes its default.
   */
  reEntry: ReEntryRule;
  /** `evenement` rows of the section (any order; undated ones are ignored). */
  events: readonly CalendarEvent[];
  /** `critere` rows. */
  criteria: readonly EligibilityCriterion[];
  /** `critere_additionnel` rows. */
  questions: readonly EligibilityQuestion[];
};

/**
 * One submission of the film in the festival, of any edition (the submissions table of issue 14,
 * joined to `campagne_section` and `campagne` for the section and the edition).
 */
export type EligibilityEntry = {
  IdFilm: number;
  IdFestival: number;
  IdSection: number;
  IdCampagneSection: number;
  /** `campagne.AnneeEdition` of the entry's campaign. */
  AnneeEdition: number;
  /** Submission status flags (`SUBMISSION_STATUS`). */
  Statut: number;
};

/**
 * An answer to an additional question: yes/no and blocking questions take a boolean, text
 * questions a string, choice questions the chosen `Choix` id; null or absent is no answer.
 */
export type QuestionAnswer = boolean | string | number | null;

/** An invitation to the section (spec §3 Invitation): it opens the section until `DateValiditee`. */
export type EligibilityInvitation = { DateValiditee: DateInput };
