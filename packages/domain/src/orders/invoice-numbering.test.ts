import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, INVOICE_SERIES, invoiceYear, parseInvoiceNumber } from './invoice-numbering.ts';

describe('invoice numbering (docs/decisions.md "Invoice numbers")', () => {
  it('writes INV-YYYY-000001 and CN-YYYY-000001', () => {
    expect(formatInvoiceNumber(INVOICE_SERIES.invoice, 2026, 1)).toBe('INV-2026-000001');
    expect(formatInvoiceNumber(INVOICE_SERIES.creditNote, 2026, 42)).toBe('CN-2026-000042');
  });
  it('keeps counting past six digits', () => {
    expect(formatInvoiceNumber('INV', 2026, 1_234_567)).toBe('INV-2026-1234567');
  });
  it('refuses a counter below 1 or not whole, and a year out of range', () => {
    expect(() => formatInvoiceNumber('INV', 2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('INV', 2026, 1.5)).toThrow(RangeError);
    expect(() => formatInvoiceNumber('INV', 99, 1)).toThrow(RangeError);
  });
  it('reads a number back, and nothing else', () => {
    expect(parseInvoiceNumber('CN-2027-000003')).toEqual({ series: 'CN', year: 2027, counter: 3 });
    expect(parseInvoiceNumber('INV-2026-12')).toBeNull();
    expect(parseInvoiceNumber('XX-2026-000001')).toBeNull();
  });
  it('counts the year in Paris: 31 December 23:30 UTC is already the new year there', () => {
    expect(invoiceYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(invoiceYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
    expect(invoiceYear(new Date('2026-07-01T12:00:00Z'))).toBe(2026);
  });
});
