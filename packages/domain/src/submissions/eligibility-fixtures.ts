import type {
  EligibilityCriterion,
  EligibilityEntry,
  EligibilityFilm,
  EligibilitySection,
} from './eligibility-input.ts';

/*
 * Test fixtures (imported by tests only): a complete film and an open section it is eligible
 * for, on a fixed clock. Each test changes the one fact it is about.
 */

/** Mid-afternoon UTC, so "today" and "earlier today" differ from now. */
export const NOW = new Date('2026-03-10T15:00:00Z');

/** `NOW`'s day plus `offset` days, at `time` UTC. */
export function day(offset: number, time = '12:00:00'): Date {
  const d = new Date(Date.UTC(2026, 2, 10 + offset));
  return new Date(`${d.toISOString().slice(0, 10)}T${time}Z`);
}

export const FRANCE = 75;
export const BELGIUM = 21;
export const JAPAN = 110;
export const ENGLISH = 6;
export const FRENCH = 13;
export const SPANISH = 19;

export function film(patch: Partial<EligibilityFilm> = {}): EligibilityFilm {
  return {
    Id: 1,
    Statut: 28,
    AnneeProd: 2025,
    MoisProd: 6,
    Duree: 15 * 60,
    idPaysProdPrincipal: FRANCE,
    idsPaysCoProd: [BELGIUM],
    idsCategorie: [1],
    idsGenre: [3],
    idsThematique: [10],
    IsPremierFilm: false,
    IsFilmEcole: false,
    IsSilencieux: false,
    IsSansDialogue: false,
    idsLangueDialogue: [FRENCH],
    idsLangueSousTitre: [ENGLISH],
    video: { DateExpiration: day(30), DateProlongation: null },
    ...patch,
  };
}

export function section(patch: Partial<EligibilitySection> = {}): EligibilitySection {
  return {
    IdFestival: 100,
    IdCampagne: 200,
    IdSection: 300,
    IdCampagneSection: 400,
    StatutCampagne: 'open',
    IsInvitationSeule: false,
    IsInscription: true,
    reEntry: 'other-section',
    events: [
      { Type: 'opening', DateEvent: day(-30), Prix: 0, Ordre: 1 },
      { Type: 'closing', DateEvent: day(20, '23:59:00'), Prix: 1500, Ordre: 2 },
      { Type: 'result', DateEvent: day(60), Prix: 0, Ordre: 3 },
    ],
    criteria: [],
    questions: [],
    ...patch,
  };
}

/** A checked criterion of `Type` with the given fields. */
export function criterion(
  Type: EligibilityCriterion['Type'],
  fields: Partial<EligibilityCriterion> = {},
): EligibilityCriterion {
  return { Type, IsCheckerCritere: true, ...fields };
}

/** One criterion on the default section. */
export function withCriterion(
  Type: EligibilityCriterion['Type'],
  fields: Partial<EligibilityCriterion> = {},
): EligibilitySection {
  return section({ criteria: [criterion(Type, fields)] });
}

export function entry(patch: Partial<EligibilityEntry> = {}): EligibilityEntry {
  return {
    IdFilm: 1,
    IdFestival: 100,
    IdSection: 300,
    IdCampagneSection: 400,
    AnneeEdition: 2026,
    Statut: 2,
    ...patch,
  };
}
