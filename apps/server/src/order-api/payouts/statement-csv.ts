import type { PayoutStatement } from '@shortlist/domain/festival-space/payout-contracts';
import { PAYOUT_TIME_ZONE } from '@shortlist/domain/festival-space/payout-rules';
import { wallTime } from '@shortlist/domain/festivals/zoned-time';
import type { Language } from '@shortlist/domain/languages';
import { statementText } from './statement-pdf.ts';

/**
 * A festival's monthly statement as CSV (RFC 4180: commas, CRLF, quoted where needed, UTF-8 with
 * a byte-order mark so spreadsheets read accents): a header row in the reader's language, one row
 * per line, then the totals row. Amounts are plain decimals in euros (`19.02`, `-19.02`) and dates
 * `YYYY-MM-DD` on the Paris clock, whatever the language, so a spreadsheet reads them as numbers
 * and dates. A text starting like a formula (`=`, `+`, `-`, `@`) is prefixed with `'` so a
 * spreadsheet shows a film title and never runs it.
 */
export function statementCsv(statement: PayoutStatement, language: Language): string {
  const t = statementText(language);
  const rows: string[][] = [
    [
      t('columns.date'),
      t('columns.kind'),
      t('columns.number'),
      t('columns.film'),
      t('columns.section'),
      t('columns.received'),
      t('columns.fee'),
      t('columns.due'),
    ],
  ];
  for (const line of statement.lines) {
    rows.push([
      parisDay(line.date),
      t(`kinds.${line.kind}`),
      line.Numero === null ? '' : String(line.Numero),
      text(line.filmTitle),
      text(line.sectionLabel),
      euros(line.receivedCents),
      euros(line.feeCents),
      euros(line.dueCents),
    ]);
  }
  const { totals } = statement;
  rows.push([
    '',
    text(t('totalDue')),
    '',
    text(t('counts', { entries: String(totals.entries), refunds: String(totals.refunds) })),
    '',
    euros(totals.receivedCents),
    euros(totals.feeCents),
    euros(totals.dueCents),
  ]);
  return `\uFEFF${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

function parisDay(iso: string): string {
  const wall = wallTime(new Date(iso), PAYOUT_TIME_ZONE);
  return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** Cents as euros with two decimals and a point: `1902` -> `19.02`, `-1902` -> `-19.02`. */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A free text made harmless for a spreadsheet (no formula). */
function text(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}
