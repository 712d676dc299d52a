import { z } from 'zod';
import { checkEligibility } from './eligibility.ts';
import type { EligibilityCode } from './eligibility-codes.ts';
import type {
  EligibilityEntry,
  EligibilityFilm,
  EligibilityInvitation,
  EligibilitySection,
} from './eligibility-input.ts';

/**
 * The whole-basket check before paying (issue 14): what has changed since an entry was added, or
 * what the entries say together, each with what the filmmaker can do about it. The basket shows
 * them beside the entries; paying is not blocked by the warnings alone (the server refuses at
 * checkout what the festival refuses).
 */
export const BASKET_CHECK_CODES = [
  /** The section's deadline passed (or the call closed) since the entry was added: remove it. */
  'deadlinePassed',
  /** The film was entered at this festival since, and its re-entry rule refuses this entry. */
  'alreadyEntered',
  /** Two entries of the basket put the same film in the same festival (allowed by its rule). */
  'sameFestivalTwice',
  /** The screener was removed: upload it again before paying. */
  'screenerMissing',
  /** The screener's storage ended: upload it again, or extend it with a SuperStamp. */
  'screenerExpired',
  /** The film record is no longer complete (or was archived). */
  'filmIncomplete',
  /** The film no longer meets another of the section's rules (the panel says which). */
  'noLongerEligible',
] as const;
export type BasketCheckCode = (typeof BASKET_CHECK_CODES)[number];

export const ZBasketCheck = z.object({
  IdInscription: z.number().int(),
  code: z.enum(BASKET_CHECK_CODES),
  /** `year` (alreadyEntered), `date` (screener limit, ISO day). */
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type BasketCheck = z.infer<typeof ZBasketCheck>;
export const ZBasketCheckAnswer = z.object({ checks: z.array(ZBasketCheck) });
export type BasketCheckAnswer = z.infer<typeof ZBasketCheckAnswer>;

/** The engine's reasons as the basket words them: one warning per kind, most actionable first. */
const FROM_REASON: Partial<Record<EligibilityCode, BasketCheckCode>> = {
  ELIGIBILITY_SECTION_CLOSED: 'deadlinePassed',
  ELIGIBILITY_FESTIVAL_NOT_OPEN: 'deadlinePassed',
  ELIGIBILITY_INVITATION_EXPIRED: 'deadlinePassed',
  ELIGIBILITY_ALREADY_ENTERED: 'alreadyEntered',
  ELIGIBILITY_ALREADY_ENTERED_SECTION: 'alreadyEntered',
  ELIGIBILITY_VIDEO_MISSING: 'screenerMissing',
  ELIGIBILITY_VIDEO_EXPIRED: 'screenerExpired',
  ELIGIBILITY_FILM_INCOMPLETE: 'filmIncomplete',
  ELIGIBILITY_FILM_ARCHIVED: 'filmIncomplete',
};

export type BasketCheckEntry = {
  IdInscription: number;
  IdFilm: number;
  IdCampagneSection: number;
  /** The invitation the entry answers, if any: its day replaces the section's calendar. */
  invitation?: EligibilityInvitation | undefined;
};

export function checkBasket(options: {
  basket: readonly BasketCheckEntry[];
  films: readonly EligibilityFilm[];
  sections: readonly EligibilitySection[];
  /** The films' submissions in the festivals concerned, the basket's own included, with their ids. */
  entries: readonly (EligibilityEntry & { Id: number })[];
  now: Date;
}): BasketCheck[] {
  const films = new Map(options.films.map((film) => [film.Id, film]));
  const sections = new Map(options.sections.map((section) => [section.IdCampagneSection, section]));
  const checks: BasketCheck[] = [];
  const conflicted = new Set<number>();

  for (const item of options.basket) {
    const film = films.get(item.IdFilm);
    const section = sections.get(item.IdCampagneSection);
    if (!film || !section) continue;
    // Every other submission of the film at this festival, the basket's others included: two
    // basket entries the festival's rule refuses together are flagged on both.
    const others = options.entries.filter(
      (entry) =>
        entry.Id !== item.IdInscription &&
        entry.IdFilm === film.Id &&
        entry.IdFestival === section.IdFestival,
    );
    const result = checkEligibility({
      film,
      section,
      entries: others,
      now: options.now,
      ...(item.invitation ? { invitation: item.invitation } : {}),
    });
    const seen = new Set<BasketCheckCode>();
    for (const reason of result.OuvreTesYeux) {
      const code = FROM_REASON[reason.code as EligibilityCode] ?? 'noLongerEligible';
      if (seen.has(code)) continue;
      seen.add(code);
      const values: Record<string, string | number> = {};
      if (code === 'alreadyEntered' && typeof reason.values.year === 'number')
        values.year = reason.values.year;
      if (code === 'screenerExpired' && typeof reason.values.date === 'string')
        values.date = reason.values.date;
      checks.push({ IdInscription: item.IdInscription, code, values });
      if (code === 'alreadyEntered') conflicted.add(item.IdInscription);
    }
    // No warning that the screener ends before the results: sending the entry keeps it until its
    // results + 30 days (docs/decisions.md "Screener retention"), which the basket line says.
  }

  // The same film twice at one festival, which its rule allows: worth a second look before paying.
  const byFilmFestival = new Map<string, number[]>();
  for (const item of options.basket) {
    const section = sections.get(item.IdCampagneSection);
    if (!section) continue;
    const key = `${item.IdFilm}:${section.IdFestival}`;
    byFilmFestival.set(key, [...(byFilmFestival.get(key) ?? []), item.IdInscription]);
  }
  for (const ids of byFilmFestival.values()) {
    if (ids.length < 2) continue;
    for (const id of ids) {
      if (!conflicted.has(id))
        checks.push({ IdInscription: id, code: 'sameFestivalTwice', values: { count: ids.length } });
    }
  }
  return checks;
}
