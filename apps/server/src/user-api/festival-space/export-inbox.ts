import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { Db } from '@shortlist/db/client';
import { festival } from '@shortlist/db/schema/festivals';
import type { InboxFilter, InboxItem } from '@shortlist/domain/festival-space/entry-contracts';
import type { Language } from '@shortlist/domain/languages';
import { translate } from '@shortlist/i18n/catalogues';
import { eq } from 'drizzle-orm';
import { requireMembership } from './festival-membership.ts';
import { selectInboxPage } from './inbox-page.ts';
import type { InboxSummaryLoader } from './list-inbox.ts';
import { conflictedFilms, hasConflicts } from './member-conflicts.ts';
import { inboxReader } from './review-sql.ts';

/** Rows read per query while exporting: the export holds one such page at a time. */
export const EXPORT_PAGE_ROWS = 500;

export type ExportFormat = 'csv' | 'xlsx';

const COLUMNS = [
  'number',
  'title',
  'internationalTitle',
  'directors',
  'section',
  'status',
  'published',
  'submitted',
  'duration',
  'country',
  'firstFilm',
  'schoolFilm',
  'coverage',
  'membersWatched',
] as const;

/**
 * The scores' columns (issue 34): managers only, as in the inbox (`canSeeScores`); a manager's
 * row of an entry they declared a conflict with leaves them empty. Programmers never get them.
 */
const SCORE_COLUMNS = ['scoreMean', 'scoreSpread', 'scoreCount'] as const;

type Cell = string | number | Date | null;

/** `m:ss` of a running time in seconds (the film record's unit). */
function runningTime(seconds: number | null): string | null {
  if (seconds === null) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function cells(item: InboxItem, language: Language, withScores: boolean): Cell[] {
  const word = (key: string) =>
    translate({ language, namespace: 'submissions', key: `festivalExport.${key}` });
  return [
    item.Numero,
    item.TitreOriginal,
    item.TitreInternationnal,
    item.directors,
    item.sectionLabel,
    item.statusLabel,
    word(item.isPublished ? 'published' : 'unpublished'),
    item.DateSoumission ? new Date(item.DateSoumission) : null,
    runningTime(item.Duree),
    item.countryLabel,
    word(item.IsPremierFilm ? 'yes' : 'no'),
    word(item.IsFilmEcole ? 'yes' : 'no'),
    word(`coverage.${item.coverage}`),
    item.membersWatchedToEnd,
    ...(withScores
      ? [item.scores?.mean ?? null, item.scores?.spread ?? null, item.scores?.count ?? null]
      : []),
  ];
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, and the tab and carriage return
 * that some read the same way) gets a leading apostrophe: a film title is the filmmaker's text,
 * and "=HYPERLINK(...)" must stay text for the festival that opens the file (CSV injection).
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field (RFC 4180): always quoted, quotes doubled, formulas guarded. */
function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = cell instanceof Date ? cell.toISOString() : guardFormula(cell);
  return `"${text.replaceAll('"', '""')}"`;
}

const csvLine = (row: Cell[]) => `${row.map(csvField).join(',')}\r\n`;

/**
 * What an export reads: the festival's short name and today on its clock (the file's name), and
 * its rows page by page in the inbox's order (`EXPORT_PAGE_ROWS` per query, offset paging: a
 * row changed during the export may move between two pages, as in any paged read).
 */
export async function prepareInboxExport(
  db: Db,
  options: {
    accountId: number;
    festivalId: number;
    filter: InboxFilter;
    language: Language;
    now: Date;
    format: ExportFormat;
    summary: InboxSummaryLoader;
  },
): Promise<{ filename: string; header: string[]; pages: AsyncGenerator<Cell[][]> }> {
  const { festivalId, language } = options;
  const membership = await requireMembership(db, { accountId: options.accountId, festivalId });
  const reader = await inboxReader(db, { membership, filter: options.filter });
  const [row] = await db
    .select({ ShortName: festival.ShortName, FuseauHoraire: festival.FuseauHoraire })
    .from(festival)
    .where(eq(festival.Id, festivalId));
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: row?.FuseauHoraire ?? 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(options.now);
  const name = translate({ language, namespace: 'submissions', key: 'festivalExport.filename' });
  const withScores = reader.seesScores;
  // Asked once: most members declared no conflict, and their export then looks none up per page.
  const conflicts = withScores && (await hasConflicts(db, { accountId: options.accountId, festivalId }));
  const header = [...COLUMNS, ...(withScores ? SCORE_COLUMNS : [])].map((column) =>
    translate({ language, namespace: 'submissions', key: `festivalExport.columns.${column}` }),
  );
  async function* pages(): AsyncGenerator<Cell[][]> {
    const sectionLabels = options
      .summary({ festivalId, language })
      .then((s) => new Map(s.sections.map((x) => [x.IdCampagneSection, x.sectionLabel])));
    for (let skip = 0; ; skip += EXPORT_PAGE_ROWS) {
      const page = await selectInboxPage(db, {
        festivalId,
        filter: options.filter,
        language,
        skip,
        take: EXPORT_PAGE_ROWS,
        sectionLabels,
        // Blind mode, scores and score sorts as in the inbox (issue 34).
        reader,
      });
      const conflicted = conflicts
        ? await conflictedFilms(db, {
            accountId: options.accountId,
            festivalId,
            filmIds: page.items.map((item) => item.IdFilm),
          })
        : new Set<number>();
      if (page.items.length > 0)
        yield page.items.map((item) =>
          cells(conflicted.has(item.IdFilm) ? { ...item, scores: null } : item, language, withScores),
        );
      if (page.items.length < EXPORT_PAGE_ROWS) return;
    }
  }
  return {
    filename: `${row?.ShortName ?? festivalId}-${name}-${day}.${options.format}`,
    header,
    pages: pages(),
  };
}

/** The CSV file as a stream: a BOM (so spreadsheets read UTF-8), the header, then page after page. */
export function csvStream(prepared: { header: string[]; pages: AsyncGenerator<Cell[][]> }): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\ufeff${csvLine(prepared.header)}`;
    for await (const rows of prepared.pages) yield rows.map(csvLine).join('');
  }
  return Readable.from(lines(), { objectMode: false });
}

/**
 * The spreadsheet as a stream, written by exceljs's streaming writer: each row is committed (and
 * leaves memory) as it is added, and the writer waits for the client whenever the zip's output
 * is more than its high-water mark ahead. Text cells are guarded against formulas as in CSV.
 */
export async function xlsxStream(prepared: {
  header: string[];
  pages: AsyncGenerator<Cell[][]>;
  sheetName: string;
}): Promise<Readable> {
  const { default: ExcelJS } = await import('exceljs');
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(prepared.sheetName.slice(0, 31) || 'Entries');
  const write = async () => {
    sheet.addRow(prepared.header).commit();
    for await (const rows of prepared.pages) {
      for (const row of rows) {
        const added = sheet.addRow(row.map((cell) => (typeof cell === 'string' ? guardFormula(cell) : cell)));
        added.commit();
      }
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
