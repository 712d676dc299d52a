import { z } from 'zod';
import { ZIsoDay } from '../fields/days.ts';
import { ZId } from '../fields/ids.ts';
import { ZPlainText } from '../fields/text.ts';
import { FILM_MINUTES_MAX } from './film-length.ts';
import { type DateInput, utcDayNumber } from './utc-days.ts';
import { zoneDayNumber } from './zoned-time.ts';

/** Festivals per page of the directory and of the new-call and last-days lists (spec §7, §9). */
export const FESTIVAL_PAGE_SIZE = 12;

export const FESTIVAL_SEARCH_MAX = 100;

/**
 * How a filter date compares with a festival's dates, by UTC calendar day. The three are disjoint:
 * - `before`: the festival's date (span) ends before the given day;
 * - `equal`: the given day falls on the festival's date (within its span);
 * - `after`: the festival's date (span) starts after the given day.
 */
export const COMPARER = ['before', 'after', 'equal'] as const;
export type Comparer = (typeof COMPARER)[number];
export const ZComparer = z.enum(COMPARER);

const ZIds = z.array(ZId).max(200);

/**
 * Body of `POST public/festivals/filter` (spec §3 Festival list filter); every field optional,
 * page given by the path (`filter/{skip}/{take}`).
 * - `Search`: festival name, matched on `normalizeSearch` of both sides.
 * - `DeadLine` (`YYYY-MM-DD`) is compared with the campaign's closing date (`FermetureCampagne`).
 * - `Edition` (`YYYY-MM-DD`) is the "festival date" filter of spec §2: compared with the edition's
 *   span `DebutCampagne`..`FinCampagne`, so `equal` means "the festival runs that day".
 * - A date and its comparer come together or not at all.
 * - Ids, texts and days follow the shared field rules (`fields/`): int4 ids, no control
 *   characters, years 1900 to 2200.
 * - `IsFavoris` needs a signed-in user; `PecRealisateurs` keeps festivals covering the director's stay.
 */
/**
 * How the festival directory is sorted: by deadline (the default: open calls first, the closest
 * deadline first), by lowest entry fee, by newest call, or by name (`directory-sort.ts`).
 */
export const DIRECTORY_SORTS = ['deadline', 'fee', 'newest', 'name'] as const;
/** The highest "fee up to" the directory takes: 1,000 euros. */
export const FEE_MAX_CENTS = 100_000;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const ZDirectorySort = z.enum(DIRECTORY_SORTS);

export const ZFestivalFilter = z
  .object({
    Search: ZPlainText.trim().max(FESTIVAL_SEARCH_MAX).optional(),
    IdPays: ZId.optional(),
    IsCampagneOuverte: z.boolean().optional(),
    IsPayant: z.boolean().optional(),
    DeadLine: ZIsoDay.optional(),
    DeadLineComparer: ZComparer.optional(),
    Edition: ZIsoDay.optional(),
    EditionComparer: ZComparer.optional(),
    IdsCategorie: ZIds.optional(),
    IdsGenre: ZIds.optional(),
    IdsThematique: ZIds.optional(),
    PecRealisateurs: z.boolean().optional(),
    IsFavoris: z.boolean().optional(),
    /** The order of the list (ours, not the spec's: English), `deadline` when absent. */
    sort: ZDirectorySort.optional(),
    /**
     * Ours: festivals where an entry at the next deadline costs at most this many cents
     * (`lowestEntryFee`; a free section counts as 0). Festivals with nothing to enter are left out.
     */
    feeMax: z.number().int().min(0).max(FEE_MAX_CENTS).optional(),
    /** Ours: only festivals with at least one label (qualifying for awards, accreditations...). */
    withLabels: z.boolean().optional(),
    /** Ours: festivals with a section that takes a film this many minutes long (`film-length.ts`). */
    filmMinutes: z.number().int().min(1).max(FILM_MINUTES_MAX).optional(),
  })
  .superRefine((filter, ctx) => {
    for (const [date, comparer] of [
      ['DeadLine', 'DeadLineComparer'],
      ['Edition', 'EditionComparer'],
    ] as const) {
      if ((filter[date] === undefined) !== (filter[comparer] === undefined)) {
        const missing = filter[date] === undefined ? date : comparer;
        ctx.addIssue({ code: 'custom', path: [missing], message: `${date} and ${comparer} go together` });
      }
    }
  });
export type FestivalFilter = z.infer<typeof ZFestivalFilter>;

/**
 * Search form of a name: lowercase, accents stripped, spaces collapsed. The same rule as
 * `searchName()` in packages/db (the `NomRecherche` columns), which domain may not import.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a festival's date or span (`from`..`to`, `to` defaulting to `from`) matches the filter
 * day under `comparer`. The festival's dates are read on its own calendar (`timeZone`): a deadline
 * at 23:59 on 20 June in Los Angeles is on 20 June, although it is 21 June in UTC. The filter
 * day is a plain date. A missing festival date never matches.
 */
export function matchesComparer(options: {
  comparer: Comparer;
  day: DateInput;
  from: DateInput | null;
  to?: DateInput | null;
  timeZone: string;
}): boolean {
  const { comparer, day, from, to, timeZone } = options;
  if (from === null) return false;
  const dayOf = (date: DateInput) =>
    timeZone === 'UTC' ? utcDayNumber(date) : zoneDayNumber(date, timeZone);
  const wanted = utcDayNumber(day);
  const start = dayOf(from);
  const end = to == null ? start : dayOf(to);
  if (comparer === 'before') return end < wanted;
  if (comparer === 'after') return start > wanted;
  return start <= wanted && wanted <= end;
}
