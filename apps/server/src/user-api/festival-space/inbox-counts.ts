import type { Db } from '@shortlist/db/client';
import type { InboxCounts } from '@shortlist/domain/festival-space/entry-contracts';
import type { Coverage } from '@shortlist/domain/festival-space/viewing-rules';
import type { Language } from '@shortlist/domain/languages';
import { type SQL, sql } from 'drizzle-orm';
import { batchLoader } from '../../platform/performance/batch-loader.ts';
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

export type InboxSummary = { counts: InboxCounts; sections: FestivalSection[] };

/** The festival's entries counted per section, status, published or not, and coverage. */
type CountRow = { section: number; status: number; unpublished: boolean; coverage: Coverage; n: number };

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

/** The festival's sections of every edition, newest edition first, in the festival's order. */
async function festivalSections(db: Db, festivalId: number, language: Language): Promise<FestivalSection[]> {
  const label = translatedLabelSql({ name: 'section', labelId: sql`s."IdLibelle"`, language });
  const { rows } = await db.execute<{ IdCampagneSection: number; label: string; AnneeEdition: number }>(sql`
    select cs."Id" as "IdCampagneSection", ${label.label} as "label", c."AnneeEdition"
    from "campagne" c
    join "campagne_section" cs on cs."IdCampagne" = c."Id"
    join "section" s on s."Id" = cs."IdSection"
    ${label.joins}
    where c."IdFestival" = ${festivalId}
    order by c."AnneeEdition" desc, cs."Ordre", cs."Id"`);
  // A section keeps its name across editions: the edition tells two of them apart.
  return rows.map((row) => ({
    IdCampagneSection: Number(row.IdCampagneSection),
    sectionLabel: `${row.label} (${row.AnneeEdition})`,
  }));
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

/**
 * The summary of each festival asked during one turn of the event loop, read once per festival
 * and language (`batchLoader`): the members of one festival paging, filtering and sorting at once
 * all need the same unfiltered counts, and one read serves them. Nothing is kept after the turn,
 * so a count is never older than the request that shows it.
 */
export function inboxSummaryLoader(db: Db): (key: SummaryKey) => Promise<InboxSummary> {
  const load = batchLoader(
    async (keys: readonly SummaryKey[]) => {
      const distinct = new Map<string, SummaryKey>();
      for (const key of keys) distinct.set(`${key.festivalId}:${key.language}`, key);
      const counted = new Map<number, Promise<CountRow[]>>();
      const answers = new Map<string, Promise<InboxSummary>>();
      for (const [name, key] of distinct) {
        let counts = counted.get(key.festivalId);
        if (!counts) {
          counts = countEntries(db, key.festivalId);
          // Each answer awaits it; a failure reaches them, never the process as unhandled.
          counts.catch(() => undefined);
          counted.set(key.festivalId, counts);
        }
        const rows = counts;
        answers.set(
          name,
          festivalSections(db, key.festivalId, key.language).then(async (sections) => ({
            counts: toCounts(await rows, sections),
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
