import { LANGUAGES, type Language } from '@shortlist/domain/languages';
import type { InvoiceDocument, InvoiceLine } from '@shortlist/domain/orders/invoice-lines';
import { formatEuros, formatRate } from '@shortlist/domain/orders/money-format';
import { translate } from '@shortlist/i18n/catalogues';
import { openPdfDocument } from './pdf-document.ts';

/*
 * An issued invoice or credit note as a PDF, drawn from its stored document alone (never from the
 * order or the catalogue again), in the reader's language. The font is embedded (DejaVu Sans,
 * fonts/LICENSE) so accents and every Latin letter print the same everywhere (é, ñ, ü, ß, ł).
 */

const LEFT = 50;
const RIGHT = 545;

export async function renderInvoicePdf(document: InvoiceDocument, language: Language): Promise<Buffer> {
  const t = (key: string, values?: Record<string, string>) =>
    translate({ language, namespace: 'orders', key: `invoices.${key}`, values });
  const money = (cents: number) => formatEuros(cents, language);
  const rate = (bp: number) => formatRate(bp, language);
  const issuedAt = new Date(document.issuedAt);
  const title = `${t(`title.${document.kind}`)} ${document.number}`;
  // The same document gives the same PDF: the dates are the issue's, not the download's.
  const { pdf, bytes: done } = await openPdfDocument({
    title,
    author: document.seller.name,
    date: issuedAt,
    locale: LANGUAGES[language].locale,
    margin: LEFT,
  });

  pdf.font('bold').fontSize(18).text(title, LEFT, 50);
  pdf.font('regular').fontSize(10);
  const date = new Intl.DateTimeFormat(LANGUAGES[language].locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  });
  pdf.text(t('date', { value: date.format(issuedAt) }), LEFT, 78);
  pdf.text(t('order', { value: document.orderReference }));
  if (document.kind === 'invoice' && document.payment) {
    const method = translate({ language, namespace: 'orders', key: `methods.${document.payment.method}` });
    pdf.text(t('paid', { date: date.format(new Date(document.payment.paidAt)), method }));
  }
  if (document.cancels) pdf.text(t('cancels', { number: document.cancels }));

  const countries = new Intl.DisplayNames([LANGUAGES[language].locale], { type: 'region' });
  const partyTop = 140;
  const party = (heading: string, x: number, who: InvoiceDocument['buyer']) => {
    pdf.font('bold').fontSize(10).text(heading, x, partyTop, { width: 230 });
    pdf.font('regular');
    if (!who) return;
    pdf.text(who.name, { width: 230 });
    for (const line of who.addressLines) pdf.text(line, { width: 230 });
    pdf.text(countries.of(who.countryIso2) ?? who.countryIso2, { width: 230 });
    if (who.vatNumber) pdf.text(t('vatNumber', { value: who.vatNumber }), { width: 230 });
    if (who.registration) pdf.text(who.registration, { width: 230 });
  };
  party(t('seller'), LEFT, document.seller);
  party(t('buyer'), 315, document.buyer);

  let y = 250;
  if (document.festivalName) {
    pdf
      .font('regular')
      .text(t('festival', { name: document.festivalName }), LEFT, y, { width: RIGHT - LEFT });
    y = pdf.y + 10;
  }

  const columns = [
    { key: 'description', x: LEFT, width: 185, align: 'left' as const },
    { key: 'quantity', x: 240, width: 35, align: 'right' as const },
    { key: 'unitPrice', x: 280, width: 70, align: 'right' as const },
    { key: 'discount', x: 355, width: 60, align: 'right' as const },
    { key: 'net', x: 420, width: 70, align: 'right' as const },
    { key: 'vatRate', x: 495, width: 50, align: 'right' as const },
  ];
  pdf.font('bold').fontSize(9);
  for (const column of columns)
    pdf.text(t(column.key), column.x, y, { width: column.width, align: column.align });
  y = pdf.y + 4;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 6;
  pdf.font('regular').fontSize(9);
  for (const line of document.lines) {
    const cells = [
      String(line.quantity),
      money(line.unitCents),
      line.discountCents === 0 ? '' : money(line.discountCents),
      money(line.netCents),
      rate(line.vatRateBp),
    ];
    pdf.text(describe(line, language), columns[0]!.x, y, { width: columns[0]!.width });
    let bottom = pdf.y;
    if (line.filmTitle) {
      pdf.text(t('film', { title: line.filmTitle }), { width: columns[0]!.width });
      bottom = pdf.y;
    }
    cells.forEach((cell, index) => {
      const column = columns[index + 1]!;
      pdf.text(cell, column.x, y, { width: column.width, align: column.align });
    });
    y = Math.max(bottom, pdf.y) + 6;
    if (y > 720) {
      pdf.addPage();
      y = 50;
    }
  }
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).stroke();
  y += 10;

  const total = (label: string, amount: number, bold = false) => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(bold ? 11 : 10);
    pdf.text(label, 250, y, { width: 200, align: 'right' });
    pdf.text(money(amount), 455, y, { width: 90, align: 'right' });
    y = pdf.y + 4;
  };
  // Already taken off the lines above (their discount column): said here with its code, not subtracted again.
  if (document.coupon) total(t('coupon', { code: document.coupon.code }), -document.coupon.discountCents);
  total(t('totalNet'), document.totals.netCents);
  for (const group of document.totals.vatByRate) {
    if (group.rateBp > 0) total(t('totalVat', { rate: rate(group.rateBp) }), group.vatCents);
  }
  if (document.totals.vatByRate.every((group) => group.rateBp === 0)) {
    total(t('totalVat', { rate: rate(0) }), 0);
  }
  total(t('total'), document.totals.totalCents, true);

  y += 16;
  pdf.font('regular').fontSize(9);
  const mentions: string[] = [];
  if (document.festivalId !== null) mentions.push(t('entryFees'));
  else if (document.regime === 'reverseCharge') mentions.push(t('reverseCharge'));
  else if (document.regime === 'outsideEu') mentions.push(t('outsideEu'));
  for (const mention of mentions) {
    pdf.text(mention, LEFT, y, { width: RIGHT - LEFT });
    y = pdf.y + 4;
  }
  pdf.end();
  return done;
}

function describe(line: InvoiceLine, language: Language): string {
  const key = line.code ? `products.${line.code}` : `lines.${line.kind}`;
  return translate({ language, namespace: 'orders', key });
}
