import { DIRECTORY_STATUS_ORDER } from '@shortlist/domain/festivals/campaign-rules';
import type { Comparer, DirectorySort, FestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import { type SQL, sql } from 'drizzle-orm';
import { publicCall } from '../../shared-kernel/public-call-sql.ts';

/*
 * SQL pieces of the directory queries. Aliases: `f` festival, `c` its current campaign (latest
 * edition, null when it has none), `a` its address. Dates compare by calendar day on the
 * festival's clock, as the domain rules do (`daysOnClock` in zoned-time.ts; docs/decisions.md
 * "Deadline times"): `(instant at time zone zone)::date` is the day the festival's calendar
 * shows, so a deadline at 23:59 in Tokyo is past at 00:00 there, not at midnight UTC.
 */

/**
 * The festival's IANA zone: `festival."FuseauHoraire"`, written from its city by the seed and
 * the start-up fill (`fillFestivalTimeZones`), and read by the cards and the page too
 * (`festivalZone`). UTC for a row written since the last start without one: its card computes
 * the zone from the city meanwhile, so the two can differ only until the next start fills it.
 */
const ZONE: SQL = sql`coalesce(f."FuseauHoraire", 'UTC')`;

/** The calendar day an instant column falls on, on the festival's clock. */
function localDay(instant: SQL): SQL {
  return sql`(${instant} at time zone ${ZONE})::date`;
}

/** Today on the festival's clock. */
function today(now: Date): SQL {
  return localDay(ts(now));
}

const DAY_MS = 86_400_000;

/**
 * A UTC instant `days` days from an instant or a filter day's UTC midnight. Every zone is
 * within UTC-12 to UTC+14 and a local day lasts at most 25 hours, so "on or after today there"
 * implies "at or after now - 2 days" and "before day D there" implies "before D + 2 days, UTC":
 * these loose bounds, added beside the exact comparison on the festival's calendar, change no
 * answer and let PostgreSQL read the date indexes (campagne_fermeture_idx,
 * evenement_campagne_section_idx) instead of converting every row.
 */
function around(date: Date | string, days: number): SQL {
  const ms = typeof date === 'string' ? Date.parse(date.slice(0, 10)) : date.getTime();
  return ts(new Date(ms + days * DAY_MS));
}

/**
 * `f` left-joined to its current campaign (`currentCampaign` of the domain: a verified call and no
 * verified call of a later edition exists; `AnneeEdition` is unique per festival, so one row per
 * festival). A call in preparation or waiting for verification is never the current one: the
 * public keeps the previous edition until it is verified. directory.test.ts checks it against the rule.
 */
export const DIRECTORY_FROM: SQL = sql`from "festival" f
  left join "campagne" c on c."IdFestival" = f."Id" and ${publicCall('c')} and not exists (
    select 1 from "campagne" newer
    where newer."IdFestival" = c."IdFestival" and newer."AnneeEdition" > c."AnneeEdition"
      and ${publicCall('newer')})`;

/** Status rank of DIRECTORY_STATUS_ORDER, festivals without a campaign last. */
export const STATUS_RANK: SQL = sql.raw(
  `case c."StatutCampagne" ${DIRECTORY_STATUS_ORDER.map((status, rank) => `when '${status}' then ${rank}`).join(' ')} else ${DIRECTORY_STATUS_ORDER.length} end`,
);

/**
 * `festivalNextDeadline` of the domain, the deadline a card prints: the earliest closing or
 * extension of the current campaign's sections whose day is not past on the festival's calendar.
 */
function nextDeadline(now: Date): SQL {
  return sql`(select min(e."DateEvent") from "campagne_section" cs
    join "evenement" e on e."IdCampagneSection" = cs."Id"
    where cs."IdCampagne" = c."Id" and e."Type" in ('closing', 'extension')
      and e."DateEvent" >= ${around(now, -2)} and ${localDay(sql`e."DateEvent"`)} >= ${today(now)})`;
}

/**
 * The deadline order (`compareDirectory` of the domain, issue 32): campaign status, the next
 * deadline each card prints, the campaign's closing and opening dates, then Id for a stable page.
 */
function deadlineOrder(now: Date): SQL {
  return sql`${STATUS_RANK}, ${nextDeadline(now)} asc nulls last, c."FermetureCampagne" asc nulls last, c."OuvertureCampagne" asc nulls last, f."Id" asc`;
}

/**
 * `lowestEntryFee` of the domain: over the current campaign's sections, the fee at each one's
 * next deadline (a closing or extension whose day is not past on the festival's calendar; 0 for
 * a free section), the lowest.
 */
function lowestEntryFee(now: Date): SQL {
  return sql`(select min(case when cs."IsPayant" then nd."Prix" else 0 end)
    from "campagne_section" cs
    join lateral (
      select e."Prix" from "evenement" e
      where e."IdCampagneSection" = cs."Id" and e."Type" in ('closing', 'extension')
        and e."DateEvent" >= ${around(now, -2)} and ${localDay(sql`e."DateEvent"`)} >= ${today(now)}
      order by e."DateEvent", e."Ordre" limit 1) nd on true
    where cs."IdCampagne" = c."Id")`;
}

/**
 * `hasOpenFreeSection` of the domain: a free section of the current campaign whose current event
 * (the first dated one not expired; an opening expires on its own day) is a deadline, so it takes
 * entries now (`isSectionClosed` is false).
 */
function openFreeSection(now: Date): SQL {
  // The festival's zone is read from a join of the subquery's own (`zf`), not from the outer `f`:
  // PostgreSQL turns an EXISTS into a semi-join only when the outer query appears in its WHERE
  // alone. Left a subplan, it was charged on every campaign row a plan might read, and a search's
  // page scanned every open campaign (5-9 ms) instead of reading its few festivals (0.1 ms).
  const zone = sql`coalesce(zf."FuseauHoraire", 'UTC')`;
  const day = (instant: SQL) => sql`(${instant} at time zone ${zone})::date`;
  return sql`exists (select 1 from "campagne_section" cs, "festival" zf,
    lateral (
      select e."Type" from "evenement" e
      where e."IdCampagneSection" = cs."Id" and e."DateEvent" >= ${around(now, -2)}
        and ${day(sql`e."DateEvent"`)} >= ${day(ts(now))} + case when e."Type" = 'opening' then 1 else 0 end
      order by e."DateEvent", e."Ordre" limit 1) cur
    where cs."IdCampagne" = c."Id" and zf."Id" = c."IdFestival" and not cs."IsPayant"
      and cur."Type" in ('closing', 'extension'))`;
}

/**
 * `festivalTakesLength` of the domain: a section of the current campaign with no checked duration
 * criterion that the length falls outside of (bounds in seconds, 0 or null leaving a side open).
 */
function takesFilmLength(minutes: number): SQL {
  const seconds = minutes * 60;
  return sql`exists (select 1 from "campagne_section" cs
    where cs."IdCampagne" = c."Id" and not exists (
      select 1 from "critere" cr
      where cr."IdCampagneSection" = cs."Id" and cr."Type" = 'duration' and cr."IsCheckerCritere"
        and ((coalesce(cr."DureeMin", 0) > 0 and cr."DureeMin" > ${seconds})
          or (coalesce(cr."DureeMax", 0) > 0 and cr."DureeMax" < ${seconds}))))`;
}

/**
 * The ORDER BY of a directory sort (`compareDirectory` of the domain): its own key first, then
 * the deadline order and the id, so every page is stable.
 */
export function directoryOrder(sort: DirectorySort | undefined, now: Date): SQL {
  const byDeadline = deadlineOrder(now);
  if (sort === 'fee') return sql`${lowestEntryFee(now)} asc nulls last, ${byDeadline}`;
  if (sort === 'newest') return sql`c."OuvertureCampagne" desc nulls last, ${byDeadline}`;
  if (sort === 'name') return sql`f."NomRecherche" collate "C" asc, ${byDeadline}`;
  return byDeadline;
}

function ts(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}

/**
 * An open call as the card badge reads it (`festivalBadge`): status `open` and the last
 * deadline's day not yet past on the festival's calendar (a status the festival site has not
 * updated yet must not invite entries).
 */
export function openCall(now: Date): SQL {
  return sql`(c."StatutCampagne" = 'open' and (c."FermetureCampagne" is null or (c."FermetureCampagne" >= ${around(now, -2)} and ${localDay(sql`c."FermetureCampagne"`)} >= ${today(now)})))`;
}

/**
 * The last deadline falls today or within `days` days on the festival's calendar (the "last
 * days" window of `isLastDays`, with `openCall` for the lower bound).
 */
export function closingWithin(now: Date, days: number): SQL {
  return sql`${localDay(sql`c."FermetureCampagne"`)} <= ${today(now)} + ${days}::int`;
}

/** A filter day (`YYYY-MM-DD`, a plain calendar date) as an SQL date. */
function plainDay(day: string): SQL {
  return sql`${day.slice(0, 10)}::date`;
}

/**
 * Comparer of a single date by the day it falls on in the festival's calendar
 * (`matchesComparer`); a missing date never matches. With `hidden`, the loose bounds are scalar
 * subqueries the planner does not read (as `searchedIds`): a search's page then keeps its generic
 * plan instead of being planned again for each day asked (1 ms against 0.1-0.2 of execution).
 * Without a search the bounds stay readable, since they choose between the date index and a scan.
 */
function compareDay(options: { column: SQL; comparer: Comparer; day: string; hidden: boolean }): SQL {
  const { column, comparer } = options;
  const bound = (days: number) =>
    options.hidden ? sql`(select ${around(options.day, days)})` : around(options.day, days);
  const day = localDay(column);
  const wanted = plainDay(options.day);
  if (comparer === 'before') return sql`(${column} < ${bound(2)} and ${day} < ${wanted})`;
  if (comparer === 'after') return sql`(${column} >= ${bound(-1)} and ${day} > ${wanted})`;
  return sql`(${column} >= ${bound(-1)} and ${column} < ${bound(2)} and ${day} = ${wanted})`;
}

/** Comparer of the festival's span DebutCampagne..FinCampagne (`matchesComparer` in SQL). */
function compareSpan(comparer: Comparer, day: string): SQL {
  const wanted = plainDay(day);
  const from = localDay(sql`c."DebutCampagne"`);
  const to = localDay(sql`coalesce(c."FinCampagne", c."DebutCampagne")`);
  if (comparer === 'before') return sql`${to} < ${wanted}`;
  if (comparer === 'after') return sql`${from} > ${wanted}`;
  return sql`(${from} <= ${wanted} and ${to} >= ${wanted})`;
}

export type DirectoryWhereOptions = {
  filter: FestivalFilter;
  now: Date;
  /**
   * With a search, the festivals it finds by name, city or country (`FestivalSearch`); the
   * filter's `Search` itself is not read.
   */
  searchIds?: readonly number[] | undefined;
  /** With `IsFavoris`, the signed-in account whose favourites the list keeps. */
  favouritesOf?: number | undefined;
};

/**
 * A list of ids as one array parameter, so the statement's text is the same however many there
 * are (one prepared statement per filter shape, statement-shapes.ts).
 */
function anyOf(ids: readonly number[]): SQL {
  return sql`any(${`{${ids.join(',')}}`}::int[])`;
}

/**
 * The festivals a search found, as `any(ids)` whose list the planner cannot read: a scalar
 * subquery of the parameter. A search finds a few festivals, so a plan that reads the list (a
 * custom plan, made per execution) estimates fewer rows and looks cheaper than the generic plan,
 * and PostgreSQL kept re-planning 8 of the benchmark's 12 search shapes on every request (about
 * 0.8 ms of planning against 0.03-0.2 of execution). Hidden, both plans estimate alike and the
 * named statement keeps the generic plan after its first five runs; the index on `festival."Id"`
 * still reads the list at run time.
 */
function searchedIds(ids: readonly number[]): SQL {
  return sql`any((select ${`{${ids.join(',')}}`}::int[])::int[])`;
}

/** The WHERE clause of the directory filter (spec §3 Festival list filter); true when empty. */
export function directoryWhere(options: DirectoryWhereOptions): SQL {
  const { filter, now } = options;
  const parts: SQL[] = [];
  if (options.searchIds !== undefined) parts.push(sql`f."Id" = ${searchedIds(options.searchIds)}`);
  if (options.favouritesOf !== undefined)
    parts.push(
      sql`exists (select 1 from "favori" fv where fv."IdFestival" = f."Id" and fv."IdCompte" = ${options.favouritesOf})`,
    );
  if (filter.IdPays !== undefined) parts.push(sql`f."IdPays" = ${filter.IdPays}`);
  if (filter.feeMax !== undefined) parts.push(sql`${lowestEntryFee(now)} <= ${filter.feeMax}`);
  if (filter.filmMinutes !== undefined) parts.push(takesFilmLength(filter.filmMinutes));
  if (filter.withLabels === true)
    parts.push(sql`exists (select 1 from "festival_label" fl where fl."IdFestival" = f."Id")`);
  // `promisesWatch` of the domain: the current call promises a guaranteed watch (issue 34).
  if (filter.watchGuarantee === true) parts.push(sql`c."VisionnageGaranti" is not null`);
  if (filter.IsCampagneOuverte === true) parts.push(openCall(now));
  if (filter.IsCampagneOuverte === false) parts.push(sql`not coalesce(${openCall(now)}, false)`);
  if (filter.IsPayant === true)
    parts.push(
      sql`exists (select 1 from "campagne_section" cs where cs."IdCampagne" = c."Id" and cs."IsPayant")`,
    );
  if (filter.IsPayant === false) parts.push(openFreeSection(now));
  if (filter.DeadLine && filter.DeadLineComparer)
    parts.push(
      compareDay({
        column: sql`c."FermetureCampagne"`,
        comparer: filter.DeadLineComparer,
        day: filter.DeadLine,
        hidden: options.searchIds !== undefined,
      }),
    );
  if (filter.Edition && filter.EditionComparer)
    parts.push(compareSpan(filter.EditionComparer, filter.Edition));
  const links = [
    ['festival_categorie', 'IdCategorie', filter.IdsCategorie],
    ['festival_genre', 'IdGenre', filter.IdsGenre],
    ['festival_thematique', 'IdThematique', filter.IdsThematique],
  ] as const;
  for (const [table, column, ids] of links) {
    if (ids && ids.length > 0)
      parts.push(
        sql`exists (select 1 from ${sql.identifier(table)} l where l."IdFestival" = f."Id" and l.${sql.identifier(column)} = ${anyOf(ids)})`,
      );
  }
  if (filter.PecRealisateurs === true) parts.push(sql`f."PecRealisateur"`);
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}
