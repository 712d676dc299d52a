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
  FILM_JOIN,
  INBOX_FROM,
  inboxOrder,
  inboxWhere,
  needsFilm,
  needsViewing,
  VIEWING_SUMMARY_JOIN,
} from './inbox-sql.ts';

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
  total: number;
};

export type InboxQuery = {
  festivalId: number;
  filter: InboxFilter;
  language: Language;
  skip: number;
  take: number;
};

/**
 * The page query: the filtered entries in order with their count (a window count before the
 * limit), then, for the page's rows only, the country's label, the directors, the screener and
 * the viewing summary. Exported for the plan checks of the tests and the benchmark.
 */
export function inboxPageSql(query: InboxQuery): SQL {
  const { festivalId, filter, language } = query;
  const order = inboxOrder(filter, language);
  const country = translatedLabelSql({ name: 'pays', labelId: sql`pa."IdLibelle"`, language });
  const film = needsFilm(filter) ? FILM_JOIN : sql``;
  const keys = sql.join(
    order.keys.map((key, index) => sql`, ${key} as ${sql.raw(`"k${index + 1}"`)}`),
    sql``,
  );
  // The entries are filtered, sorted and counted on their own narrow rows (the film joined only
  // when a filter or the sort reads it); the film's columns, the country, the directors, the
  // screener and the viewing summary are read for the page's rows only.
  return sql`
    select page."IdInscription", page."Numero", page."IdFilm", page."IdCampagneSection", page."Statut",
      page."StatutPublie", page."DateSoumission", page."total",
      pf."TitreOriginal", pf."TitreInternationnal", pf."Duree", pf."IsPremierFilm", pf."IsFilmEcole",
      pa."Id" as "IdPays", ${country.label} as "countryLabel",
      exists (select 1 from "film_video" fv where fv."IdFilm" = page."IdFilm" and fv."TypeVideo" = 'film'
        and (fv."Fichier" is not null or fv."ReferenceOvp" is not null)) as "hasScreener",
      coalesce(w."MembresOuvert", 0) as "opened", coalesce(w."MembresFin", 0) as "toEnd",
      (select json_agg(json_build_array(p."Pseudo", p."Prenom", p."Nom", st."RaisonSociale") order by g."OrdreFonction", g."Id")
        from "generique" g
        join "contact" ct on ct."Id" = g."IdContact"
        join "personne" p on p."Id" = ct."IdPersonne"
        left join "structure" st on st."Id" = ct."IdStructure"
        where g."IdFilm" = page."IdFilm" and g."IdFonction" = ${sql.raw(String(DIRECTOR_FUNCTION))}) as "directors"
    from (
      select i."Id" as "IdInscription", i."Numero", i."IdFilm", i."IdCampagneSection", i."Statut",
        i."StatutPublie", i."DateSoumission", count(*) over ()::int as "total"${keys}
      ${INBOX_FROM}
      ${film}
      ${needsViewing(filter) ? VIEWING_SUMMARY_JOIN : sql``}
      ${countrySortJoins(filter, language)}
      where ${inboxWhere(festivalId, filter)}
      order by ${order.inner}
      limit ${query.take} offset ${query.skip}
    ) page
    join "film" pf on pf."Id" = page."IdFilm"
    left join "film_pays" fpp on fpp."IdFilm" = page."IdFilm" and fpp."IsPrincipal"
    left join "pays" pa on pa."Id" = fpp."IdPays"
    ${country.joins}
    left join "visionnage_resume" w on w."IdInscription" = page."IdInscription"
    -- The joins above do not keep the page's order: its keys do.
    order by ${order.outer}`;
}

/** Counts the filtered entries (a page past the end has no row to carry the window count). */
export function inboxCountSql(query: Pick<InboxQuery, 'festivalId' | 'filter'>): SQL {
  const { festivalId, filter } = query;
  return sql`select count(*)::int as "total" ${INBOX_FROM}
    ${needsFilm(filter) ? FILM_JOIN : sql``}
    ${needsViewing(filter) ? VIEWING_SUMMARY_JOIN : sql``}
    where ${inboxWhere(festivalId, filter)}`;
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
  };
}
