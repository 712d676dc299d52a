import { searchName } from '@shortlist/db/search-name';
import type { InboxFilter, InboxSort } from '@shortlist/domain/festival-space/entry-contracts';
import type { Coverage } from '@shortlist/domain/festival-space/viewing-rules';
import type { Language } from '@shortlist/domain/languages';
import { FESTIVAL_VISIBLE_STATUSES } from '@shortlist/domain/submissions/submission-state';
import { SUBMISSION_STATUS } from '@shortlist/domain/submissions/submission-status';
import { type SQL, sql } from 'drizzle-orm';
import { translatedLabelSql } from '../../platform/translations/translated-label.ts';
import { blindSql, scoreSortKeys } from './review-sql.ts';

/*
 * The inbox's SQL (issue 31): a festival's entries `i`, with their film `f`, viewing summary `w`,
 * section `cs` and campaign `c` joined only when a filter or the sort reads them. Every filter is
 * a condition whose values are parameters, so each combination of filter fields is one statement
 * text, named and planned once per pooled connection (`StatementShapes`). Written for a festival
 * of 10,000 entries (bench/festival-inbox): the festival's sections are listed once and its
 * entries read by `inscription_section_statut_idx` or one scan, each film by its key; a search
 * finds the films by the trigram indexes of their stored folded titles and directors' names
 * (`film."TitresRecherche"`, `personne."NomRecherche"`, migration 0028); the coverage comes from
 * `visionnage_resume` (migration 0030), never from the festival's viewing rows.
 */

/** The director's function (spec §3 Generique: `IdFonction` 1). */
export const DIRECTOR_FUNCTION = 1;

/**
 * The entries `i`; `inFestival` keeps the festival's and `sectionSortJoins` adds the section and
 * campaign when sorted by them. The film is never joined to filter or sort: the entry keeps copies
 * of what they read (titles and directors, duration and flags: migrations 0032-0034).
 */
export const INBOX_FROM = sql`from "inscription" i`;

/**
 * The entry is in one of the festival's sections (of every edition): the sections are listed
 * once (an init plan over a handful of rows), so the festival's entries are read by
 * `inscription_section_statut_idx` or one scan, with no join per entry to its section and campaign.
 */
export function inFestival(festivalId: number): SQL {
  return sql`i."IdCampagneSection" = any(array(select fs."Id" from "campagne_section" fs
    join "campagne" fc on fc."Id" = fs."IdCampagne" where fc."IdFestival" = ${festivalId}))`;
}

/** The status flags a festival sees, as the list `"Statut" = any(...)` reads (an index range each). */
const VISIBLE_FLAGS = Object.values(SUBMISSION_STATUS).filter(
  (flag) => (flag & FESTIVAL_VISIBLE_STATUSES) !== 0,
);

/** The flags of `mask` the festival may see (all of them without a mask). */
export function visibleFlags(mask?: number): number[] {
  return VISIBLE_FLAGS.filter((flag) => mask === undefined || (flag & mask) !== 0);
}

/**
 * Per entry, how many members opened its film video and how many watched it to the end, as `w`
 * (`visionnage_resume`, kept by the database from the viewing rows: migration 0030). No row:
 * nobody opened it. One row per entry read by its key, never the festival's viewing rows.
 */
export const VIEWING_SUMMARY_JOIN = sql`left join "visionnage_resume" w on w."IdInscription" = i."Id"`;

/** `coverageOf` (`viewing-rules.ts`) of an entry whose summary is `w`, in SQL. */
export const COVERAGE = sql.raw(
  `(case when coalesce(w."MembresFin", 0) > 0 then 'full' when coalesce(w."MembresOuvert", 0) > 0 then 'partly' else 'notOpened' end)`,
);

/** A list as one array parameter (`'{1,2}'`): one statement text whatever its length. */
export const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** `%text%` for LIKE with `%`, `_` and `\` taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The entries whose coverage is one of `coverages`, as one semi- or anti-join on the viewing
 * summary (`coverageOf`: full when a member watched to the end, partly when opened but not to
 * the end, else never opened; watched to the end implies opened). Every subset is one of these,
 * so PostgreSQL estimates it from the summary's statistics and reads no entry's summary twice;
 * all three keep every entry (undefined).
 */
export function coverageCondition(coverages: readonly Coverage[]): SQL | undefined {
  const has = (c: Coverage) => coverages.includes(c);
  const summary = (where: string) =>
    sql.raw(`exists (select 1 from "visionnage_resume" w where w."IdInscription" = i."Id" and ${where})`);
  const full = 'w."MembresFin" > 0';
  const opened = 'w."MembresOuvert" > 0';
  const partly = 'w."MembresOuvert" > 0 and w."MembresFin" = 0';
  if (has('notOpened') && has('partly') && has('full')) return undefined;
  if (has('notOpened') && has('partly')) return sql`not ${summary(full)}`;
  if (has('notOpened') && has('full')) return sql`not ${summary(partly)}`;
  if (has('partly') && has('full')) return summary(opened);
  if (has('full')) return summary(full);
  if (has('partly')) return summary(partly);
  return sql`not ${summary(opened)}`;
}

/**
 * The conditions of the festival's visible entries that `filter` keeps. Lists combine with "or"
 * inside, fields with "and". The search is folded as `searchName` folds the stored columns.
 */
export function inboxWhere(
  festivalId: number,
  filter: InboxFilter,
  options: { blindable?: boolean | undefined } = {},
): SQL {
  const conditions: SQL[] = [
    inFestival(festivalId),
    sql`i."Statut" = any(${intArray(visibleFlags(filter.statuses))})`,
  ];
  if (filter.sections?.length)
    conditions.push(sql`i."IdCampagneSection" = any(${intArray(filter.sections)})`);
  if (filter.countries?.length)
    conditions.push(
      sql`exists (select 1 from "film_pays" fp where fp."IdFilm" = i."IdFilm" and fp."IsPrincipal" and fp."IdPays" = any(${intArray(filter.countries)}))`,
    );
  if (filter.durationMin !== undefined) conditions.push(sql`i."FilmDuree" >= ${filter.durationMin}`);
  if (filter.durationMax !== undefined) conditions.push(sql`i."FilmDuree" <= ${filter.durationMax}`);
  if (filter.firstFilm !== undefined) conditions.push(sql`i."FilmPremier" = ${filter.firstFilm}`);
  if (filter.schoolFilm !== undefined) conditions.push(sql`i."FilmEcole" = ${filter.schoolFilm}`);
  if (filter.dialogueLanguages?.length)
    conditions.push(
      sql`exists (select 1 from "film_langue_dialogue" fl where fl."IdFilm" = i."IdFilm" and fl."IdLangue" = any(${intArray(filter.dialogueLanguages)}))`,
    );
  if (filter.subtitleLanguages?.length)
    conditions.push(
      sql`exists (select 1 from "film_video" fv join "film_video_sous_titre" st on st."IdVideo" = fv."Id"
        where fv."IdFilm" = i."IdFilm" and fv."TypeVideo" = 'film' and st."IdLangue" = any(${intArray(filter.subtitleLanguages)}))`,
    );
  for (const answer of filter.answers ?? []) {
    const matches =
      typeof answer.value === 'string'
        ? sql`jsonb_typeof(r."Valeur") = 'string' and lower(r."Valeur" #>> '{}') like ${containing(answer.value.toLowerCase())}`
        : sql`r."Valeur" = ${JSON.stringify(answer.value)}::jsonb`;
    conditions.push(
      sql`exists (select 1 from "inscription_reponse" r where r."IdInscription" = i."Id" and r."IdCritereAdditionnel" = ${answer.IdCritereAdditionnel} and ${matches})`,
    );
  }
  if (filter.coverage?.length) {
    const kept = coverageCondition(filter.coverage);
    if (kept) conditions.push(kept);
  }
  if (filter.unpublished === true) conditions.push(sql`i."Statut" <> i."StatutPublie"`);
  if (filter.unpublished === false) conditions.push(sql`i."Statut" = i."StatutPublie"`);
  const term = filter.search ? searchName(filter.search) : '';
  // The entry's copy of its film's folded titles and directors' names (migration 0033), through
  // its trigram index: no join to the film or its credits.
  if (term) conditions.push(sql`i."FilmRecherche" like ${containing(term)}`);
  // A programmer in blind mode (`hidesFilmmakers`) finds by the titles only: the part before the
  // first chr(1), where the directors' names start (migration 0033). The trigram index still
  // picks the candidates; this rechecks them.
  if (term && options.blindable)
    conditions.push(
      sql`(not ${blindSql(festivalId)} or split_part(i."FilmRecherche", chr(1), 1) like ${containing(term)})`,
    );
  return sql.join(conditions, sql` and `);
}

/**
 * The order of the inbox: the sort's keys, then the entry's id in the same direction, so that
 * equal keys keep one order from page to page. Without a sort, the newest submissions first.
 * Titles sort by their folded form (accents and case ignored) byte-wise (`collate "C"`), as the
 * directory does, from the entry's copy of it (`inscription."TitreFilmRecherche"`); countries by their label in the reader's language, lowercased (from the joins
 * of `countrySortJoins`). `keys` are selected by the page's inner query as `k1`, `k2`, `k3`, so
 * that the outer query sorts the page's few rows again by them (`outer`).
 */
export function inboxOrder(filter: InboxFilter, language: Language): { keys: SQL[]; inner: SQL; outer: SQL } {
  const sort: InboxSort = filter.sort ?? 'submitted';
  const descending = filter.descending ?? filter.sort === undefined;
  const direction = descending ? 'desc' : 'asc';
  const keys = (): SQL[] => {
    switch (sort) {
      case 'submitted':
        return [sql`i."DateSoumission"`];
      case 'title':
        // The entry's copy of its film's folded title (migration 0032): no join to sort by it.
        return [sql`i."TitreFilmRecherche" collate "C"`];
      case 'duration':
        // The entry's copy of its film's duration (migration 0034).
        return [sql`i."FilmDuree"`];
      case 'country':
        return [sql`lower(${countryLabel(language).label}) collate "C"`];
      case 'status':
        return [sql`i."Statut"`];
      case 'section':
        return [sql`c."AnneeEdition"`, sql`cs."Ordre"`, sql`cs."Id"`];
      case 'number':
        return [sql`i."Numero"`];
      case 'scoreMean':
      case 'scoreSpread':
        // Over the summary `sc`, read in its own order by `score-sort-sql.ts`.
        return scoreSortKeys(filter);
    }
  };
  const list = keys();
  const order = (names: SQL[], id: SQL) =>
    sql.join(
      [
        ...names.map((name) => sql`${name} ${sql.raw(direction)} nulls last`),
        sql`${id} ${sql.raw(direction)}`,
      ],
      sql`, `,
    );
  return {
    keys: list,
    inner: order(list, sql`i."Id"`),
    outer: order(
      list.map((_, index) => sql.raw(`page."k${index + 1}"`)),
      sql`page."IdInscription"`,
    ),
  };
}

/** Whether the filter reads the entry's copies of its film's duration or flags. */
export function filtersFilmFields(filter: InboxFilter): boolean {
  return (
    filter.durationMin !== undefined ||
    filter.durationMax !== undefined ||
    filter.firstFilm !== undefined ||
    filter.schoolFilm !== undefined
  );
}

const countryLabel = (language: Language) =>
  translatedLabelSql({ name: 'pays_sort', labelId: sql`sp."IdLibelle"`, language });

/** The section and campaign the `section` sort reads its keys from: only that sort joins them. */
export function sectionSortJoins(filter: InboxFilter): SQL {
  if (filter.sort !== 'section') return sql``;
  return sql`join "campagne_section" cs on cs."Id" = i."IdCampagneSection"
      join "campagne" c on c."Id" = cs."IdCampagne"`;
}

/** The joins the `country` sort reads its label from: only that sort joins it for every entry. */
export function countrySortJoins(filter: InboxFilter, language: Language): SQL {
  if (filter.sort !== 'country') return sql``;
  return sql`left join "film_pays" sfp on sfp."IdFilm" = i."IdFilm" and sfp."IsPrincipal"
      left join "pays" sp on sp."Id" = sfp."IdPays"
      ${countryLabel(language).joins}`;
}
