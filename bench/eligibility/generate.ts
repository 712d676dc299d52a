/**
 * Data of the eligibility benchmark: films, sections with varied criteria, calendars and
 * questions, and earlier entries, from a seeded generator so every run judges the same data.
 */
import type { CritereType } from '@shortlist/domain/festival-campaign';
import type {
  EligibilityCriterion,
  EligibilityEntry,
  EligibilityFilm,
  EligibilitySection,
} from '@shortlist/domain/submissions/eligibility-input';

/** The benchmark's fixed clock. */
export const NOW = new Date('2026-03-10T15:00:00Z');
const DAY = 86_400_000;

/** Small deterministic generator (mulberry32). */
function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number) => next() < p;
  const some = (count: number, max: number) => [...new Set(Array.from({ length: count }, () => int(1, max)))];
  return { next, int, chance, some };
}

const COUNTRIES = 200;
const LANGUAGES = [6, 13, 19, 33, 9, 40, 41, 42];

export function makeFilms(count: number, seed: number): EligibilityFilm[] {
  const r = prng(seed);
  return Array.from({ length: count }, (_, i) => ({
    Id: i + 1,
    Statut: r.chance(0.9) ? 28 : 2,
    AnneeProd: r.int(2021, 2026),
    MoisProd: r.chance(0.95) ? r.int(1, 12) : null,
    Duree: r.chance(0.97) ? r.int(60, 45 * 60) : null,
    idPaysProdPrincipal: r.int(1, COUNTRIES),
    idsPaysCoProd: r.chance(0.3) ? r.some(r.int(1, 3), COUNTRIES) : [],
    idsCategorie: r.some(r.int(1, 2), 8),
    idsGenre: r.some(r.int(0, 5), 25),
    idsThematique: r.some(r.int(0, 4), 40),
    IsPremierFilm: r.chance(0.3),
    IsFilmEcole: r.chance(0.2),
    IsSilencieux: r.chance(0.03),
    IsSansDialogue: r.chance(0.1),
    idsLangueDialogue: [LANGUAGES[r.int(0, LANGUAGES.length - 1)]!],
    idsLangueSousTitre: r.chance(0.6) ? [6] : [],
    video: r.chance(0.9)
      ? { DateExpiration: new Date(NOW.getTime() + r.int(-30, 90) * DAY), DateProlongation: null }
      : null,
  }));
}

function criteriaFor(r: ReturnType<typeof prng>): EligibilityCriterion[] {
  const c = (Type: CritereType, fields: Partial<EligibilityCriterion>): EligibilityCriterion => ({
    Type,
    IsCheckerCritere: r.chance(0.95),
    ...fields,
  });
  const list = [c('duration', { DureeMin: r.chance(0.3) ? 60 : null, DureeMax: r.int(3, 59) * 60 })];
  if (r.chance(0.8))
    list.push(c('film', { AnneeProduction: r.int(2023, 2025), MoisProduction: r.int(1, 12) }));
  if (r.chance(0.4)) {
    list.push(
      c('country', {
        Valeurs: r.some(r.int(1, 27), COUNTRIES),
        IsInclusionPays: r.chance(0.7),
        IsPaysPrincipal: r.chance(0.5),
      }),
    );
  }
  if (r.chance(0.3)) list.push(c('categories', { Valeurs: r.some(r.int(1, 3), 8) }));
  if (r.chance(0.2)) list.push(c('genres', { Valeurs: r.some(r.int(1, 4), 25) }));
  if (r.chance(0.15)) list.push(c('themes', { Valeurs: r.some(r.int(1, 4), 40) }));
  if (r.chance(0.5)) list.push(c('subtitle', { IdsLanguesSubs: r.chance(0.7) ? [6] : [6, 13] }));
  if (r.chance(0.1)) list.push(c('first-film', { IsPremierFilm: r.chance(0.7) }));
  if (r.chance(0.1)) list.push(c('school-film', { IsFilmEcole: r.chance(0.6) }));
  return list;
}

export function makeSections(count: number, seed: number): EligibilitySection[] {
  const r = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const opening = r.int(-120, 10);
    const closing = opening + r.int(20, 150);
    return {
      IdFestival: Math.floor(i / 4) + 1,
      IdCampagne: Math.floor(i / 4) + 1,
      IdSection: i + 1,
      IdCampagneSection: i + 1,
      StatutCampagne: r.chance(0.85) ? 'open' : 'closed',
      IsInvitationSeule: r.chance(0.03),
      IsInscription: r.chance(0.95),
      reEntry: (['cannot', 'can', 'other-section'] as const)[r.int(0, 2)]!,
      events: [
        { Type: 'opening', DateEvent: new Date(NOW.getTime() + opening * DAY), Prix: 0, Ordre: 1 },
        {
          Type: 'closing',
          DateEvent: new Date(NOW.getTime() + closing * DAY),
          Prix: r.int(0, 40) * 100,
          Ordre: 2,
        },
        {
          Type: 'extension',
          DateEvent: new Date(NOW.getTime() + (closing + 14) * DAY),
          Prix: 3000,
          Ordre: 3,
        },
        { Type: 'result', DateEvent: new Date(NOW.getTime() + (closing + 60) * DAY), Prix: 0, Ordre: 4 },
      ],
      criteria: criteriaFor(r),
      questions: Array.from({ length: r.int(0, 3) }, (_, j) => ({
        Id: i * 10 + j + 1,
        Type: 'yes-no' as const,
        IsDemandeCheck: r.chance(0.5),
        Ordre: j,
        Choix: null,
      })),
    };
  });
}

/** About one film in four has entered a few festivals before. */
export function makeEntries(
  films: EligibilityFilm[],
  sections: EligibilitySection[],
  seed: number,
): EligibilityEntry[] {
  const r = prng(seed);
  return films.flatMap((film) =>
    r.chance(0.25)
      ? Array.from({ length: r.int(1, 6) }, () => {
          const s = sections[r.int(0, sections.length - 1)]!;
          return {
            IdFilm: film.Id,
            IdFestival: s.IdFestival,
            IdSection: s.IdSection,
            IdCampagneSection: r.chance(0.5) ? s.IdCampagneSection : -s.IdCampagneSection,
            AnneeEdition: r.chance(0.5) ? 2026 : 2025,
            Statut: r.chance(0.9) ? 2 : 128,
          };
        })
      : [],
  );
}
