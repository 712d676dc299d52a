import { z } from 'zod';
import { ZIsoDay } from '../fields/days.ts';
import { ZId } from '../fields/ids.ts';
import { ZPlainText } from '../fields/text.ts';
import { COMPARER, DIRECTORY_SORTS, FEE_MAX_CENTS, FESTIVAL_SEARCH_MAX } from './festival-filter-rules.ts';
import { FILM_MINUTES_MAX } from './film-length.ts';

// The page size, comparers, sorts and search rules live in festival-filter-rules.ts (zod-free,
// for the web's first load).
export * from './festival-filter-rules.ts';

export const ZComparer = z.enum(COMPARER);
export const ZDirectorySort = z.enum(DIRECTORY_SORTS);

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
    /** Ours (issue 34): only festivals whose current call promises the guaranteed watch (`promisesWatch`). */
    watchGuarantee: z.boolean().optional(),
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
