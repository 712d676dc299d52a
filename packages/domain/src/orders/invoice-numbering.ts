import type { InvoiceKind } from './api-contracts.ts';

/**
 * Invoice numbers (docs/decisions.md "Invoice numbers"): one gap-free series per kind and year,
 * `INV-2026-000001` for invoices, `CN-2026-000001` for credit notes. The counter itself lives in
 * the database (`facture_compteur`), taken in the paying transaction; these are the pure parts.
 */
export const INVOICE_SERIES_CODES = ['INV', 'CN'] as const;
export type InvoiceSeriesCode = (typeof INVOICE_SERIES_CODES)[number];

export const INVOICE_SERIES: Record<InvoiceKind, InvoiceSeriesCode> = { invoice: 'INV', creditNote: 'CN' };

/** The numbering year is the seller's (France): an order paid at 00:30 in Paris on 1 January is of the new year. */
export const INVOICE_TIME_ZONE = 'Europe/Paris';

const yearFormat = new Intl.DateTimeFormat('en-GB', { timeZone: INVOICE_TIME_ZONE, year: 'numeric' });

export function invoiceYear(issuedAt: Date): number {
  return Number(yearFormat.format(issuedAt));
}

/** Six digits at least; a year past 999 999 documents keeps counting with more digits. */
export function formatInvoiceNumber(series: InvoiceSeriesCode, year: number, counter: number): string {
  if (!Number.isSafeInteger(counter) || counter < 1)
    throw new RangeError(`invoice counter must be 1 or more: ${counter}`);
  if (!Number.isSafeInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`invoice year out of range: ${year}`);
  return `${series}-${year}-${String(counter).padStart(6, '0')}`;
}

const NUMBER_PATTERN = /^(INV|CN)-(\d{4})-(\d{6,})$/;

/** The parts of a number, or null when it is not one of ours. */
export function parseInvoiceNumber(
  value: string,
): { series: InvoiceSeriesCode; year: number; counter: number } | null {
  const match = NUMBER_PATTERN.exec(value);
  if (!match) return null;
  return { series: match[1] as InvoiceSeriesCode, year: Number(match[2]), counter: Number(match[3]) };
}
