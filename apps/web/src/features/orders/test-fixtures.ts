import type { Basket, BasketCalculationAnswer, Order } from '@shortlist/domain/orders/api-contracts';
import { DEFAULT_PRODUCTS, type Product } from '@shortlist/domain/orders/catalogue';

/** Component-test answers of the order API, shaped by its contracts (the page parses them). */
export const PRODUCTS: Product[] = DEFAULT_PRODUCTS.map((product, index) => ({
  Id: index + 1,
  code: product.code,
  kind: product.kind,
  priceCents: product.priceCents,
  stamps: product.stamps,
  months: product.months,
}));

export function basketOf(overrides: Partial<Basket> = {}): Basket {
  return {
    stampBalance: 3,
    booklets: [],
    superStamps: [],
    submissions: [
      {
        IdInscription: 41,
        IdFilm: 10,
        filmTitle: 'Le Cœur battant',
        IdFestival: 2,
        festivalName: 'Les Courts de Nantes',
        IdCampagneSection: 5,
        sectionLabel: 'Compétition internationale',
        entryFeeCents: 2000,
        FormuleId: 1,
        superStampActive: false,
        videoRetention: {
          until: '2027-07-12T10:00:00.000Z',
          held: true,
          reason: {
            kind: 'entry',
            IdInscription: 41,
            festival: 'Les Courts de Nantes',
            awaiting: true,
            resultAt: '2027-06-12T10:00:00.000Z',
            closingAt: '2027-01-31T22:59:00.000Z',
          },
        },
      },
      {
        IdInscription: 42,
        IdFilm: 11,
        filmTitle: 'Night Bus',
        IdFestival: 3,
        festivalName: 'Festival de Clermont',
        IdCampagneSection: 6,
        sectionLabel: 'Labo',
        entryFeeCents: 0,
        FormuleId: 2,
        superStampActive: false,
        videoRetention: null,
      },
    ],
    count: 2,
    ...overrides,
  };
}

const none = { productId: null, code: null, IdFilm: null, IdFestival: null, payoutCents: null } as const;

/** The sum the server answers for `basketOf()`: one entry by stamp (20.00 fee), one with a stamp bought now. */
export function calculationOf(overrides: Partial<BasketCalculationAnswer> = {}): BasketCalculationAnswer {
  return {
    regime: 'domestic',
    rateBp: 2000,
    lines: [
      {
        ...none,
        kind: 'entryFee',
        IdInscription: 41,
        IdFilm: 10,
        IdFestival: 2,
        quantity: 1,
        unitCents: 2000,
        discountCents: 0,
        netCents: 2000,
        vatRateBp: 0,
        stampsUsed: 1,
        stampsCredited: 0,
        payoutCents: 1902,
      },
      {
        ...none,
        kind: 'platformFee',
        productId: 8,
        code: 'platform-fee',
        IdInscription: 42,
        quantity: 1,
        unitCents: 500,
        discountCents: 0,
        netCents: 500,
        vatRateBp: 2000,
        stampsUsed: 0,
        stampsCredited: 0,
      },
      {
        ...none,
        kind: 'entryFee',
        IdInscription: 42,
        quantity: 1,
        unitCents: 0,
        discountCents: 0,
        netCents: 0,
        vatRateBp: 0,
        stampsUsed: 0,
        stampsCredited: 0,
      },
    ],
    totals: {
      netCents: 2500,
      vatCents: 100,
      totalCents: 2600,
      vatByRate: [{ rateBp: 2000, netCents: 500, vatCents: 100 }],
      entryFeesCents: 2000,
      stampsUsed: 1,
      stampsCredited: 0,
      submissionsByStamps: 1,
      submissionsByMoney: 1,
    },
    problems: [],
    coupon: null,
    couponProblem: null,
    stampBalance: 3,
    billingAddressComplete: true,
    ...overrides,
  };
}

/** A calculation asking no money: every entry paid by a stamp of the balance, free sections. */
export function stampsOnlyCalculation(): BasketCalculationAnswer {
  const base = calculationOf({ billingAddressComplete: false });
  return {
    ...base,
    lines: [{ ...base.lines[2]!, stampsUsed: 1 }],
    totals: {
      ...base.totals,
      netCents: 0,
      vatCents: 0,
      totalCents: 0,
      vatByRate: [],
      entryFeesCents: 0,
      submissionsByStamps: 1,
      submissionsByMoney: 0,
    },
  };
}

export function orderOf(overrides: Partial<Order> = {}): Order {
  const calculation = stampsOnlyCalculation();
  return {
    Id: 77,
    reference: 'SL-2026-ABCD2345',
    status: 'paid',
    stateFlag: 4,
    method: 'balance',
    regime: 'domestic',
    DateCreation: '2026-11-20T10:00:00.000Z',
    expiresAt: null,
    lines: calculation.lines.map((line, index) => ({
      ...line,
      Id: index + 1,
      filmTitle: line.IdFilm ? 'La Jetée' : null,
      festivalName: line.IdFestival ? 'Les Courts de Nantes' : null,
      sectionName: line.kind === 'entryFee' || line.kind === 'platformFee' ? 'Compétition' : null,
    })),
    totals: calculation.totals,
    checkoutUrl: null,
    bankTransfer: null,
    invoices: [],
    ...overrides,
  };
}
