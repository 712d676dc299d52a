/**
 * The festival page's Node work without I/O (`npx tsx bench/festivals/page-build.ts`): the
 * benchmark's catalogue on a scratch database, 600 page documents read once (200 festivals in
 * en/fr/es), then rounds over them of each step a page asked for the first time runs after its
 * query: the rows from the document, the page from its rows, and its JSON text. Prints each
 * step's median µs per page over the rounds; the HTTP figures are `run.ts`'s.
 */
import { fillFestivalTimeZones } from '@shortlist/db/festival-time-zones';
import { migrateDatabase } from '@shortlist/db/migrate';
import { seedDatabase } from '@shortlist/db/seed/seed-database';
import type { Language } from '@shortlist/domain/languages';
import {
  festivalPageRows,
  loadFestivalPageDocument,
  type PageDocument,
} from '../../apps/server/src/user-api/festivals/festival-page-head.ts';
import { buildFestivalPage } from '../../apps/server/src/user-api/festivals/get-festival-page.ts';
import { referenceLabels } from '../../apps/server/src/user-api/festivals/reference-labels.ts';
import { openScratchDatabase } from '../shared/api-server.ts';
import { generateCatalogue } from './generate-catalogue.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 41);
const LANGUAGES: Language[] = ['en', 'fr', 'es'];

const scratch = await openScratchDatabase('shortlist_pagebuild');
try {
  const { db } = scratch.database;
  const now = new Date();
  await migrateDatabase(scratch.database);
  await seedDatabase({ db, now, demo: false });
  await generateCatalogue(db, now);
  await fillFestivalTimeZones(db);
  const reference = await referenceLabels(db);
  const documents: { page: PageDocument; language: Language }[] = [];
  for (let id = 1; id <= 200; id++)
    for (const language of LANGUAGES) {
      const page = await loadFestivalPageDocument(db, { id, language });
      if (page) documents.push({ page, language });
    }

  const steps = {
    rows: [] as number[],
    page: [] as number[],
    json: [] as number[],
  };
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let rowsNs = 0n;
    let pageNs = 0n;
    let jsonNs = 0n;
    bytes = 0;
    for (const { page, language } of documents) {
      const t0 = process.hrtime.bigint();
      const rows = festivalPageRows(page, { reference, language });
      const t1 = process.hrtime.bigint();
      const built = buildFestivalPage(rows, { language, now });
      const t2 = process.hrtime.bigint();
      bytes += JSON.stringify(built).length;
      const t3 = process.hrtime.bigint();
      rowsNs += t1 - t0;
      pageNs += t2 - t1;
      jsonNs += t3 - t2;
    }
    const per = (ns: bigint) => Number(ns) / 1000 / documents.length;
    steps.rows.push(per(rowsNs));
    steps.page.push(per(pageNs));
    steps.json.push(per(jsonNs));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const [rows, page, json] = [median(steps.rows), median(steps.page), median(steps.json)];
  console.log(
    `${documents.length} pages, ${ROUNDS} rounds, median µs per page: rows ${rows.toFixed(1)}, page ${page.toFixed(1)}, JSON ${json.toFixed(1)}, all ${(rows + page + json).toFixed(1)} (${Math.round(bytes / documents.length)} characters a page)`,
  );
} finally {
  await scratch.drop();
}
process.exit(0);
