import type { PayoutStatement } from '@shortlist/domain/festival-space/payout-contracts';
import { PAYOUT_TIME_ZONE } from '@shortlist/domain/festival-space/payout-rules';
import { LANGUAGES, type Language } from '@shortlist/domain/languages';
import { formatEuros } from '@shortlist/domain/orders/money-format';
import { translate } from '@shortlist/i18n/catalogues';
import { openPdfDocument } from '../invoices/pdf-document.ts';

/*
 * A festival's monthly payout statement as a PDF, drawn from the statement alone, in the reader's
 * language, with the invoices' embedded fonts (DejaVu Sans: every Latin letter of a film title).
 */

const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 760;

/** Labels of the statement (PDF and CSV): `orders:payouts.*`. */
export function statementText(language: Language) {
  return (key: string, values?: Record<string, string>) =>
    translate({ language, namespace: 'orders', key: `payouts.${key}`, values });
}

/** "February 2026" in the reader's language. */
export function monthName(month: string, language: Language): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(LANGUAGES[language].locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 15)));
}

export async function renderStatementPdf(statement: PayoutStatement, language: Language): Promise<Buffer> {
  const t = statementText(language);
  const money = (cents: number) => formatEuros(cents, language);
  const locale = LANGUAGES[language].locale;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: PAYOUT_TIME_ZONE });
  const longDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: PAYOUT_TIME_ZONE });
  const title = t('title', { month: monthName(statement.month, language) });
  // The same statement gives the same PDF: no download date inside.
  const { pdf, bytes: done } = await openPdfDocument({
    title,
    author: statement.festivalName,
    date: new Date(`${statement.month}-01T00:00:00Z`),
    locale,
    margin: LEFT,
  });

  pdf
    .font('bold')
    .fontSize(18)
    .text(title, LEFT, 50, { width: RIGHT - LEFT });
  pdf.font('regular').fontSize(10);
  pdf.text(t('festival', { name: statement.festivalName }), { width: RIGHT - LEFT });
  pdf.text(t('rule'), { width: RIGHT - LEFT });
  let y = pdf.y + 16;

  // Widths for 8 pt text on A4 (495 pt between the margins): long words stay whole.
  const columns = [
    { key: 'date', x: LEFT, width: 48, align: 'left' as const },
    { key: 'number', x: 102, width: 32, align: 'left' as const },
    { key: 'film', x: 138, width: 128, align: 'left' as const },
    { key: 'section', x: 270, width: 90, align: 'left' as const },
    { key: 'received', x: 364, width: 57, align: 'right' as const },
    { key: 'fee', x: 425, width: 58, align: 'right' as const },
    { key: 'due', x: 487, width: 58, align: 'right' as const },
  ];
  const header = () => {
    pdf.font('bold').fontSize(7.5);
    let bottom = y;
    for (const column of columns) {
      pdf.text(t(`columns.${column.key}`), column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, pdf.y);
    }
    y = bottom + 3;
    pdf.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
    y += 5;
    pdf.font('regular').fontSize(8);
  };
  header();
  if (statement.lines.length === 0) {
    pdf.text(t('empty'), LEFT, y, { width: RIGHT - LEFT });
    y = pdf.y + 6;
  }
  for (const line of statement.lines) {
    const film = line.kind === 'refund' ? t('refund', { title: line.filmTitle }) : line.filmTitle;
    const cells = [
      day.format(new Date(line.date)),
      line.Numero === null ? '' : String(line.Numero),
      film,
      line.sectionLabel,
      money(line.receivedCents),
      money(line.feeCents),
      money(line.dueCents),
    ];
    let bottom = y;
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      pdf.text(cell, column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, pdf.y);
    });
    y = bottom + 4;
    if (y > BOTTOM) {
      pdf.addPage();
      y = 50;
      header();
    }
  }
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 10;

  const total = (label: string, amount: number, bold = false) => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(bold ? 11 : 10);
    pdf.text(label, 230, y, { width: 220, align: 'right' });
    pdf.text(money(amount), 455, y, { width: 90, align: 'right' });
    y = pdf.y + 4;
  };
  const { totals } = statement;
  pdf.font('regular').fontSize(10);
  pdf.text(t('counts', { entries: String(totals.entries), refunds: String(totals.refunds) }), LEFT, y, {
    width: 175,
  });
  total(t('totalReceived'), totals.receivedCents);
  total(t('totalFee'), -totals.feeCents);
  total(t('totalDue'), totals.dueCents, true);

  y += 16;
  pdf.font('regular').fontSize(10);
  const paid = statement.paid;
  pdf.text(
    paid ? t('paid', { date: longDay.format(new Date(paid.date)), reference: paid.reference }) : t('notPaid'),
    LEFT,
    y,
    { width: RIGHT - LEFT },
  );
  pdf.end();
  return done;
}
