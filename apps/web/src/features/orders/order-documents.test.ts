import { describe, expect, it } from 'vitest';
import { orderDocuments } from './order-documents.ts';
import { calculationOf, orderOf } from './test-fixtures.ts';

const link = (kind: 'invoice' | 'creditNote', number: string, festivalId: number | null) => ({
  kind,
  number,
  festivalId,
  path: `/order-api/customer/7/orders/77/${number}`,
  issuedAt: '2026-11-20T10:05:00.000Z',
  totalCents: kind === 'invoice' ? 1200 : -1200,
});

describe("an order's documents, grouped and explained (issue 32)", () => {
  it("names the festival of each festival's invoice and the invoice each credit note cancels", () => {
    // One entry fee at festival 2, Les Courts de Nantes.
    const festivalId = 2;
    const order = orderOf({
      status: 'refunded',
      lines: calculationOf().lines.map((line, index) => ({
        ...line,
        Id: index + 1,
        filmTitle: null,
        festivalName: line.IdFestival === festivalId ? 'Les Courts de Nantes' : null,
        sectionName: null,
      })),
      invoices: [
        link('invoice', 'INV-2026-000001', null),
        link('invoice', 'INV-2026-000002', festivalId),
        link('creditNote', 'CN-2026-000001', null),
        link('creditNote', 'CN-2026-000002', festivalId),
      ],
    });
    const { documents, none } = orderDocuments(order);
    expect(none).toBeNull();
    expect(documents.map((document) => document.role)).toEqual([
      'platformInvoice',
      'festivalInvoice',
      'creditNote',
      'creditNote',
    ]);
    expect(documents[1]).toMatchObject({ festivalName: 'Les Courts de Nantes' });
    expect(documents[2]).toMatchObject({ cancels: 'INV-2026-000001' });
    expect(documents[3]).toMatchObject({ cancels: 'INV-2026-000002' });
  });

  it('says why an order has none: not paid yet, or nothing charged', () => {
    expect(orderDocuments(orderOf({ status: 'open' })).none).toBe('issuedOnPayment');
    expect(orderDocuments(orderOf({ status: 'waitingForTransfer' })).none).toBe('issuedOnPayment');
    expect(orderDocuments(orderOf({ status: 'failed' })).none).toBe('nothingCharged');
    expect(orderDocuments(orderOf({ status: 'expired' })).none).toBe('nothingCharged');
  });
});
