import type { Db } from '@shortlist/db/client';
import type { InboxFilter, InboxItem } from '@shortlist/domain/festival-space/entry-contracts';
import { coverageOf } from '@shortlist/domain/festival-space/viewing-rules';
import { contactDisplayName } from '@shortlist/domain/films/credit-display';
import type { Language } from '@shortlist/domain/languages';
import { submissionStatusLabel } from '@shortlist/i18n/submission-status-label';
import { type SQL, sql } from 'drizzle-orm';
import { StatementShapes } from '../../platform/performance/statement-shapes.ts';
import { translatedLabelSql } from '../../platform/translations/translated-label.ts';
import {
  countrySortJoins,
  DIRECTOR_FUNCTION,
  filtersFilmFields,
  INBOX_FROM,
  inboxOrder,
  inboxWhere,
  sectionSortJoins,
} from './inbox-sql.ts';
import { blindSql, type InboxReader, pageScoresSql, sortsByScore } from './review-sql.ts';
import { scoreSortedEntriesSql } from './score-sort-sql.ts';

/** The inbox's page statements, named per filter shape (the values are parameters). */
export const inboxStatements = new StatementShapes('inbox_page');
export const inboxCountStatements = new StatementShapes('inbox_count');

type PageRow = {
  IdInscription: number;
  Numero: number | null;
  IdFilm: number;
  TitreOriginal: string;
  TitreInternationnal: string | null;
  IdCampagneSection: number;
  Statut: number;
  StatutPublie: number;
  DateSoumission: Date | string | null;
  Duree: number | null;
  IdPays: number | null;
  countryLabel: string | null;
  IsPremierFilm: boolean;
  IsFilmEcole: boolean;
  hasScreener: boolean;
  opened: number;
  toEnd: number;
  /** `[Pseudo, Prenom, Nom, Societe]` of each director, in credit order. */
  directors: [string | null, string | null, string | null, string | null][] | null;
  /** `[count, mean, spread]` of the counted scores, for a reader who sees them (`pageScoresSql`). */
  scores: [number, number | null, number | null] | null;
  total: number;
};

export type InboxQuery = {
  festivalId: number;
  filter: InboxFilter;
  language: Language;
  skip: number;
  take: number;
  /** The total when known beforehand (`countedTotal`): the query then counts nothing. */
  total?: number;
  /** Who reads (issue 34: scores for managers, blind mode for programmers); none: no scores, names shown. */
  reader?: InboxReader;
};

/**
 * The page query: the filtered entries in order with their count (`inboxCountSql`), then, for the page's rows only, the country's label, the directors, the screener and
 * the viewing summary. Exported for the plan checks of the tests and the benchmark.
 */
export function inboxPageSql(query: InboxQuery): SQL {
  const { festivalId, filter, language, reader } = query;
  const order = inboxOrder(filter, language);
  const country = translatedLabelSql({ name: 'pays', labelId: sql`pa."IdLibelle"`, language });
  const keys = sql.join(
    order.keys.map((key, index) => sql`, ${key} as ${sql.raw(`"k${index + 1}"`)}`),
    sql``,
  );
  // The entries are filtered, sorted and counted on their own narrow rows (with their copies of
  // what the filters read of the film); the film's columns, the country, the directors, the
  // screener and the viewing summary are read for the page's rows only.
  const known = query.total !== undefined;
  const byScore = sortsByScore(filter);
  // The score sorts read their entries in two ordered parts (`scoreSortedEntriesSql`): no window
  // over every entry to count them, so they count apart when the total is not known.
  const apart = !known && (byScore || countsApart(filter));
  const where = inboxWhere(festivalId, filter, { blindable: reader?.blindable });
  const total = known ? sql`0` : apart ? sql`(${inboxCountSql(query)})` : sql`page."total"`;
  return sql`
    select page."IdInscription", page."Numero", page."IdFilm", page."IdCampagneSection", page."Statut",
      page."StatutPublie", page."DateSoumission", ${total} as "total",
      pf."TitreOriginal", pf."TitreInternationnal", pf."Duree", pf."IsPremierFilm", pf."IsFilmEcole",
      pa."Id" as "IdPays", ${country.label} as "countryLabel",
      exists (select 1 from "film_video" fv where fv."IdFilm" = page."IdFilm" and fv."TypeVideo" = 'film'
        and (fv."Fichier" is not null or fv."ReferenceOvp" is not null)) as "hasScreener",
      coalesce((select w."MembresOuvert" from "visionnage_resume" w where w."IdInscription" = page."IdInscription"), 0) as "opened",
      coalesce((select w."MembresFin" from "visionnage_resume" w where w."IdInscription" = page."IdInscription"), 0) as "toEnd",
      ${reader?.blindable ? sql`case when ${blindSql(festivalId)} then null else ${directorsSql} end` : directorsSql} as "directors",
      ${reader?.seesScores ? pageScoresSql : sql`null`} as "scores"
    from (
      ${
        byScore
          ? scoreSortedEntriesSql({ festivalId, filter, reader, where, skip: query.skip, take: query.take })
          : sql`select i."Id" as "IdInscription", i."Numero", i."IdFilm", i."IdCampagneSection", i."Statut",
        i."StatutPublie", i."DateSoumission"${known || apart ? sql`` : sql`, count(*) over ()::int as "total"`}${keys}
      ${INBOX_FROM}
      ${countrySortJoins(filter, language)}
      ${sectionSortJoins(filter)}
      where ${where}
      order by ${order.inner}
      limit ${query.take} offset ${query.skip}`
      }
    ) page
    join "film" pf on pf."Id" = page."IdFilm"
    left join "film_pays" fpp on fpp."IdFilm" = page."IdFilm" and fpp."IsPrincipal"
    left join "pays" pa on pa."Id" = fpp."IdPays"
    ${country.joins}
    -- The joins above do not keep the page's order: its keys do.
    order by ${order.outer}`;
}

/** The page row's directors, each `[Pseudo, Prenom, Nom, Societe]`, in credit order. */
const directorsSql = sql`(select json_agg(json_build_array(p."Pseudo", p."Prenom", p."Nom", st."RaisonSociale") order by g."OrdreFonction", g."Id")
        from "generique" g
        join "contact" ct on ct."Id" = g."IdContact"
        join "personne" p on p."Id" = ct."IdPersonne"
        left join "structure" st on st."Id" = ct."IdStructure"
        where g."IdFilm" = page."IdFilm" and g."IdFonction" = ${sql.raw(String(DIRECTOR_FUNCTION))})`;

/**
 * Whether the page counts its entries apart (`inboxCountSql`, an init plan run once) rather than
 * by a window count over the filtered rows: when the filter reads only the entry's own status,
 * most of the festival's entries pass it, and the window, which keeps every one of them aside,
 * costs more than a second pass (no filter, first page: 3.1 against 5.1 ms on the benchmark's
 * 10,000 entries); any other filter costs more to run twice than the few rows it keeps (a
 * search, 4.8 against 8.7 ms).
 */
function countsApart(filter: InboxFilter): boolean {
  return (
    !filter.sections?.length &&
    !filter.countries?.length &&
    !filter.dialogueLanguages?.length &&
    !filter.subtitleLanguages?.length &&
    !filter.answers?.length &&
    !filter.coverage?.length &&
    !filter.search &&
    !filtersFilmFields(filter)
  );
}

/** Counts the filtered entries: the page's `total`, and alone for a page past the end (no row to carry it). */
export function inboxCountSql(query: Pick<InboxQuery, 'festivalId' | 'filter' | 'reader'>): SQL {
  const { festivalId, filter, reader } = query;
  return sql`select count(*)::int as "total" ${INBOX_FROM}
    where ${inboxWhere(festivalId, filter, { blindable: reader?.blindable })}`;
}

const iso = (value: Date | string | null) =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

/** One page of the inbox as items; `sectionLabel` comes from the festival's sections (`sectionLabels`). */
export async function selectInboxPage(
  db: Db,
  query: InboxQuery & { sectionLabels: Promise<ReadonlyMap<number, string>> },
): Promise<{ items: InboxItem[]; total: number }> {
  const rows = await inboxStatements.rows<PageRow>(db, inboxPageSql(query));
  const sectionLabels = await query.sectionLabels;
  const total =
    query.total ??
    rows[0]?.total ??
    (query.skip === 0
      ? 0
      : ((await inboxCountStatements.rows<{ total: number }>(db, inboxCountSql(query)))[0]?.total ?? 0));
  return { items: rows.map((row) => toItem(row, { language: query.language, sectionLabels })), total };
}

function toItem(
  row: PageRow,
  query: { language: Language; sectionLabels: ReadonlyMap<number, string> },
): InboxItem {
  const directors = (row.directors ?? [])
    .map(([Pseudo, Prenom, Nom, Societe]) => contactDisplayName({ Pseudo, Prenom, Nom, Societe }))
    .filter(Boolean)
    .join(', ');
  return {
    IdInscription: row.IdInscription,
    Numero: row.Numero,
    IdFilm: row.IdFilm,
    TitreOriginal: row.TitreOriginal,
    TitreInternationnal: row.TitreInternationnal,
    directors,
    IdCampagneSection: row.IdCampagneSection,
    sectionLabel: query.sectionLabels.get(row.IdCampagneSection) ?? '',
    Statut: row.Statut,
    statusLabel: submissionStatusLabel(query.language, row.Statut) ?? '',
    isPublished: row.Statut === row.StatutPublie,
    StatutPublie: row.StatutPublie,
    DateSoumission: iso(row.DateSoumission),
    Duree: row.Duree,
    IdPays: row.IdPays,
    countryLabel: row.IdPays === null ? null : row.countryLabel,
    IsPremierFilm: row.IsPremierFilm,
    IsFilmEcole: row.IsFilmEcole,
    hasScreener: row.hasScreener,
    coverage: coverageOf({ opened: row.opened > 0, watchedToEnd: row.toEnd > 0 }),
    membersOpened: row.opened,
    membersWatchedToEnd: row.toEnd,
    // Per reader: `listInbox` marks the films they declared a conflict with.
    conflicted: false,
    scores: row.scores === null ? null : scoreSummary(row.scores),
  };
}

/** `[count, mean, spread]` as the contract's summary, the mean to two decimals as `summarizeScores` gives it. */
function scoreSummary([count, mean, spread]: [number, number | null, number | null]) {
  return {
    count: Number(count),
    mean: mean === null ? null : Math.round(Number(mean) * 100) / 100,
    spread: spread === null ? null : Number(spread),
  };
}
