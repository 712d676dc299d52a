import { describe, expect, it } from 'vitest';
import { calculateBasket } from './basket-calculation.ts';
import { creditNoteLines, type InvoiceSourceLine, invoiceDrafts, invoiceTotals } from './invoice-lines.ts';

const line = (overrides: Partial<InvoiceSourceLine>): InvoiceSourceLine => ({
  kind: 'stampBooklet',
  code: 'stamp-10',
  IdFestival: null,
  quantity: 1,
  unitCents: 1000,
  discountCents: 0,
  netCents: 1000,
  vatRateBp: 2000,
  filmTitle: null,
  festivalName: null,
  ...overrides,
});
const entry = (festival: number, netCents: number, name = `Festival ${festival}`) =>
  line({
    kind: 'entryFee',
    code: null,
    IdFestival: festival,
    unitCents: netCents,
    netCents,
    vatRateBp: 0,
    filmTitle: 'Ma vie en rosé',
    festivalName: name,
  });

describe('invoiceDrafts (issue 15: per order for stamps and SuperStamps, per festival for entry fees)', () => {
  it("puts what the platform sells on the order's invoice and each festival's entry fees on its own", () => {
    const drafts = invoiceDrafts([
      line({ code: 'stamp-10', unitCents: 3000, netCents: 3000 }),
      entry(7, 2000, 'Clermont'),
      line({ kind: 'platformFee', code: 'platform-fee', IdFestival: 3, unitCents: 250, netCents: 250 }),
      entry(3, 1500, 'Annecy'),
      entry(7, 1000, 'Clermont'),
    ]);
    expect(drafts.map((d) => [d.festivalId, d.festivalName, d.lines.length])).toEqual([
      [null, null, 2],
      [3, 'Annecy', 1],
      [7, 'Clermont', 2],
    ]);
    expect(drafts[0]!.totals).toEqual({
      netCents: 3250,
      vatCents: 650,
      totalCents: 3900,
      vatByRate: [{ rateBp: 2000, netCents: 3250, vatCents: 650 }],
    });
    expect(drafts[2]!.totals).toEqual({
      netCents: 3000,
      vatCents: 0,
      totalCents: 3000,
      vatByRate: [{ rateBp: 0, netCents: 3000, vatCents: 0 }],
    });
  });

  it('leaves off what charged nothing, and a document with nothing left', () => {
    expect(invoiceDrafts([entry(4, 0), line({ netCents: 0, unitCents: 0 })])).toEqual([]);
    expect(invoiceDrafts([entry(4, 0), entry(5, 900)]).map((d) => d.festivalId)).toEqual([5]);
  });

  it("adds up to the order's totals to the cent, VAT rounded once per rate as the order did", () => {
    const product = (Id: number, code: 'stamp-1' | 'stamp-5', priceCents: number) => ({
      Id,
      code,
      priceCents,
      stamps: code === 'stamp-1' ? 1 : 5,
      months: 0,
    });
    const calculation = calculateBasket({
      vat: { regime: 'euConsumer', rateBp: 2550 },
      booklets: [
        { product: product(1, 'stamp-1', 333), quantity: 3 },
        { product: product(2, 'stamp-5', 1499), quantity: 1 },
      ],
      superStamps: [],
      submissions: [
        { IdInscription: 1, IdFilm: 1, IdFestival: 3, entryFeeCents: 1234, formula: 'buyStamp' },
        { IdInscription: 2, IdFilm: 1, IdFestival: 4, entryFeeCents: 999, formula: 'buyStamp' },
      ],
      stampBalance: 0,
      filmsCovered: new Set(),
      platformFee: { Id: 9, code: 'platform-fee', priceCents: 250, stamps: 0, months: 0 },
    });
    const drafts = invoiceDrafts(
      calculation.lines.map((l) => ({ ...l, filmTitle: null, festivalName: null })),
    );
    const sum = (pick: (t: { netCents: number; vatCents: number; totalCents: number }) => number) =>
      drafts.reduce((total, d) => total + pick(d.totals), 0);
    expect(sum((t) => t.netCents)).toBe(calculation.totals.netCents);
    expect(sum((t) => t.vatCents)).toBe(calculation.totals.vatCents);
    expect(sum((t) => t.totalCents)).toBe(calculation.totals.totalCents);
  });

  it('sums VAT per rate then rounds, never line by line', () => {
    // Three lines of 0.05 at 20 %: 0.01 each rounded alone (0.03), 0.03 summed first.
    const totals = invoiceTotals([1, 2, 3].map(() => ({ netCents: 5, vatRateBp: 2000 })));
    expect(totals.vatCents).toBe(3);
    const odd = invoiceTotals([1, 2].map(() => ({ netCents: 7, vatRateBp: 2000 })));
    expect(odd).toEqual({
      netCents: 14,
      vatCents: 3,
      totalCents: 17,
      vatByRate: [{ rateBp: 2000, netCents: 14, vatCents: 3 }],
    });
  });
});

describe('creditNoteLines', () => {
  it('negates every amount, so invoice plus credit note is zero to the cent', () => {
    const [draft] = invoiceDrafts([line({ unitCents: 1999, netCents: 1999, vatRateBp: 2550 })]);
    const credit = creditNoteLines(draft!);
    expect(credit.lines[0]!.netCents).toBe(-1999);
    expect(credit.totals.netCents + draft!.totals.netCents).toBe(0);
    expect(credit.totals.vatCents + draft!.totals.vatCents).toBe(0);
    expect(credit.totals.totalCents).toBe(-draft!.totals.totalCents);
  });
});
