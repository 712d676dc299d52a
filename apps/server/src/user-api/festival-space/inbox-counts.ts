import type { Db } from '@shortlist/db/client';
import { searchName } from '@shortlist/db/search-name';
import type { InboxCounts, InboxFilter } from '@shortlist/domain/festival-space/entry-contracts';
import type { Coverage } from '@shortlist/domain/festival-space/viewing-rules';
import type { Language } from '@shortlist/domain/languages';
import { type SQL, sql } from 'drizzle-orm';
import { batchLoader } from '../../platform/performance/batch-loader.ts';
import { LoadingCache } from '../../platform/performance/loading-cache.ts';
import { translatedLabelSql } from '../../platform/translations/translated-label.ts';
import {
  COVERAGE,
  INBOX_FROM,
  inFestival,
  intArray,
  VIEWING_SUMMARY_JOIN,
  visibleFlags,
} from './inbox-sql.ts';

/** A festival's sections (of all its campaigns) with their labels, in edition and section order. */
export type FestivalSection = { IdCampagneSection: number; sectionLabel: string };

/** The counts, the sections, and the rows they were added up from (for `countedTotal`). */
export type InboxSummary = { counts: InboxCounts; sections: FestivalSection[]; rows: readonly CountRow[] };

/** The festival's entries counted per section, status, published or not, and coverage. */
export type CountRow = {
  section: number;
  status: number;
  unpublished: boolean;
  coverage: Coverage;
  n: number;
};

/**
 * The counts beside the inbox's filters, over every entry the festival sees (unfiltered): per
 * status, per section, per coverage, and the decisions not yet published. One grouped read of the
 * festival's entries with each one's viewing summary (a few hundred groups at most: sections x
 * statuses x 2 x 3), added up per kind by `toCounts`. Exported for the benchmark's plans.
 */
export function countEntriesSql(festivalId: number): SQL {
  return sql`
    select i."IdCampagneSection" as "section", i."Statut" as "status",
      i."Statut" <> i."StatutPublie" as "unpublished", ${COVERAGE} as "coverage", count(*)::int as "n"
    ${INBOX_FROM}
    ${VIEWING_SUMMARY_JOIN}
    where ${inFestival(festivalId)} and i."Statut" = any(${intArray(visibleFlags())})
    group by 1, 2, 3, 4`;
}

async function countEntries(db: Db, festivalId: number): Promise<CountRow[]> {
  return (await db.execute<CountRow>(countEntriesSql(festivalId))).rows;
}

/**
 * The festival's sections of every edition, newest edition first, in the festival's order, and
 * the festival's inbox version (`inbox_version`, kept by the triggers of migration 0031: 0 when
 * nothing changed since) read in the same statement, before any count: no extra round trip.
 */
async function festivalSections(
  db: Db,
  festivalId: number,
  language: Language,
): Promise<{ sections: FestivalSection[]; version: number }> {
  const label = translatedLabelSql({ name: 'section', labelId: sql`s."IdLibelle"`, language });
  const { rows } = await db.execute<{
    IdCampagneSection: number;
    label: string;
    AnneeEdition: number;
    version: number | string;
  }>(sql`
    select cs."Id" as "IdCampagneSection", ${label.label} as "label", c."AnneeEdition",
      coalesce((select v."Version" from "inbox_version" v where v."IdFestival" = ${festivalId}), 0) as "version"
    from "campagne" c
    join "campagne_section" cs on cs."IdCampagne" = c."Id"
    join "section" s on s."Id" = cs."IdSection"
    ${label.joins}
    where c."IdFestival" = ${festivalId}
    order by c."AnneeEdition" desc, cs."Ordre", cs."Id"`);
  // A section keeps its name across editions: the edition tells two of them apart.
  return {
    sections: rows.map((row) => ({
      IdCampagneSection: Number(row.IdCampagneSection),
      sectionLabel: `${row.label} (${row.AnneeEdition})`,
    })),
    // A bigint: node-postgres answers it as text. No section: no entry, nothing to count.
    version: rows.length === 0 ? -1 : Number(rows[0]?.version),
  };
}

function toCounts(rows: CountRow[], sections: FestivalSection[]): InboxCounts {
  const byStatus: Record<string, number> = {};
  const bySectionId = new Map<number, number>();
  const byCoverage: Record<Coverage, number> = { notOpened: 0, partly: 0, full: 0 };
  let unpublished = 0;
  for (const row of rows) {
    const n = Number(row.n);
    byStatus[String(row.status)] = (byStatus[String(row.status)] ?? 0) + n;
    bySectionId.set(Number(row.section), (bySectionId.get(Number(row.section)) ?? 0) + n);
    byCoverage[row.coverage] += n;
    if (row.unpublished) unpublished += n;
  }
  return {
    byStatus,
    bySection: sections.map((section) => ({
      ...section,
      count: bySectionId.get(section.IdCampagneSection) ?? 0,
    })),
    byCoverage,
    unpublished,
  };
}

type SummaryKey = { festivalId: number; language: Language };

/** How many (festival, version) counts one app keeps: a festival's older versions go first. */
export const INBOX_COUNTS_KEPT = 256;

/**
 * The summary of each festival asked during one turn of the event loop, read once per festival
 * and language (`batchLoader`): the members of one festival paging, filtering and sorting at once
 * all need the same unfiltered counts, and one read serves them.
 *
 * The counts (5-7 ms of PostgreSQL on the benchmark's 10,000 entries, on every request) are kept
 * per festival and inbox version (`inbox_version`, migration 0031), whose triggers give the
 * festival a new version in the transaction of every change the counts read, at its commit.
 * Each request reads the version with the sections, before any count, and reuses the counts
 * computed for that version, or computes them (one load for the requests that miss together).
 * So a count is never older than the version its request read: counts computed later under the
 * same version can only be newer, and any change after it gives a version not yet seen. Several
 * app servers on one database each keep their own, with no message between them. The sections'
 * labels are read on every request (they are not versioned, and cost a fraction of a millisecond).
 */
export function inboxSummaryLoader(db: Db): (key: SummaryKey) => Promise<InboxSummary> {
  // A version is exact, so no time limit is needed; the hour only frees festivals no one reads.
  const countsByVersion = new LoadingCache<CountRow[]>({ ttlMs: 60 * 60_000, max: INBOX_COUNTS_KEPT });
  const countsAt = (festivalId: number, version: number): Promise<CountRow[]> =>
    version < 0
      ? Promise.resolve([])
      : countsByVersion.get(`${festivalId}:${version}`, () => countEntries(db, festivalId));
  const load = batchLoader(
    async (keys: readonly SummaryKey[]) => {
      const distinct = new Map<string, SummaryKey>();
      for (const key of keys) distinct.set(`${key.festivalId}:${key.language}`, key);
      const answers = new Map<string, Promise<InboxSummary>>();
      for (const [name, key] of distinct) {
        answers.set(
          name,
          festivalSections(db, key.festivalId, key.language).then(async ({ sections, version }) => ({
            ...(await countsAt(key.festivalId, version).then((rows) => ({
              counts: toCounts(rows, sections),
              rows,
            }))),
            sections,
          })),
        );
      }
      return answers;
    },
    { maxBatch: 64 },
  );
  return async (key) => {
    const answers = await load(key);
    return (await answers.get(`${key.festivalId}:${key.language}`)) as InboxSummary;
  };
}

/**
 * Whether `filter` reads only what the count rows are grouped by (sections, statuses, coverage,
 * published or not): then the page's total is added up from them (`countedTotal`) and the page
 * query counts nothing (3-5 ms of the first page's PostgreSQL time on 10,000 entries).
 */
export function countableFilter(filter: InboxFilter): boolean {
  return (
    !filter.countries?.length &&
    !filter.dialogueLanguages?.length &&
    !filter.subtitleLanguages?.length &&
    !filter.answers?.length &&
    filter.durationMin === undefined &&
    filter.durationMax === undefined &&
    filter.firstFilm === undefined &&
    filter.schoolFilm === undefined &&
    // A search of only spaces or marks folds to nothing and filters nothing (`inboxWhere`).
    (!filter.search || searchName(filter.search) === '')
  );
}

/**
 * The number of entries a `countableFilter` keeps, from the count rows: the conditions of
 * `inboxWhere` on those fields (statuses the festival sees, sections, coverage, unpublished).
 * `inbox-counts.test.ts` checks it against the page query's own count for each field.
 */
export function countedTotal(rows: readonly CountRow[], filter: InboxFilter): number {
  const statuses = new Set(visibleFlags(filter.statuses));
  const sections = filter.sections?.length ? new Set(filter.sections) : undefined;
  const coverages = filter.coverage?.length ? new Set(filter.coverage) : undefined;
  let total = 0;
  for (const row of rows) {
    if (!statuses.has(Number(row.status))) continue;
    if (sections && !sections.has(Number(row.section))) continue;
    if (coverages && !coverages.has(row.coverage)) continue;
    if (filter.unpublished !== undefined && Boolean(row.unpublished) !== filter.unpublished) continue;
    total += Number(row.n);
  }
  return total;
}

/** The counts computed afresh, never kept: the oracle of the tests (`inbox-counts.test.ts`). */
export async function freshInboxCounts(db: Db, festivalId: number, language: Language): Promise<InboxCounts> {
  const { sections } = await festivalSections(db, festivalId, language);
  return toCounts(await countEntries(db, festivalId), sections);
}
