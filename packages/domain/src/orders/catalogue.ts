import { z } from 'zod';
import { ZId } from '../fields/ids.ts';

/**
 * The product catalogue (docs/decisions.md "Placeholders filled"): stamp booklets, SuperStamps and the
 * platform fee of a submission paid without stamp. Prices are in cents excluding VAT. These are
 * the seed's defaults; the `produit` table is the truth, editable by an operator command.
 */
export const PRODUCT_KINDS = ['stampBooklet', 'superStamp', 'platformFee'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const PRODUCT_CODES = [
  'stamp-1',
  'stamp-5',
  'stamp-10',
  'stamp-20',
  'stamp-50',
  'superstamp-6',
  'superstamp-12',
  'platform-fee',
] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export type CatalogueProduct = {
  code: ProductCode;
  kind: ProductKind;
  priceCents: number;
  /** Stamps a booklet credits; 0 for the other kinds. */
  stamps: number;
  /** Months a SuperStamp lasts; 0 for the other kinds. */
  months: number;
  ordre: number;
};

export const DEFAULT_PRODUCTS: readonly CatalogueProduct[] = [
  { code: 'stamp-1', kind: 'stampBooklet', priceCents: 500, stamps: 1, months: 0, ordre: 1 },
  { code: 'stamp-5', kind: 'stampBooklet', priceCents: 2_000, stamps: 5, months: 0, ordre: 2 },
  { code: 'stamp-10', kind: 'stampBooklet', priceCents: 3_000, stamps: 10, months: 0, ordre: 3 },
  { code: 'stamp-20', kind: 'stampBooklet', priceCents: 4_000, stamps: 20, months: 0, ordre: 4 },
  { code: 'stamp-50', kind: 'stampBooklet', priceCents: 5_000, stamps: 50, months: 0, ordre: 5 },
  { code: 'superstamp-6', kind: 'superStamp', priceCents: 3_500, stamps: 0, months: 6, ordre: 6 },
  { code: 'superstamp-12', kind: 'superStamp', priceCents: 5_900, stamps: 0, months: 12, ordre: 7 },
  { code: 'platform-fee', kind: 'platformFee', priceCents: 500, stamps: 0, months: 0, ordre: 8 },
];

/** Spec §1: a SuperStamp takes 20 % off entry fees; spec §9 / docs/decisions.md: 4.9 % bank fee on payouts. */
export const SUPERSTAMP_ENTRY_DISCOUNT_BP = 2_000;
export const FESTIVAL_BANK_FEE_BP = 490;

/** Most booklets of one kind a basket holds (a bound, so a loop cannot grow an order without end). */
export const MAX_BOOKLET_QUANTITY = 20;

/** One product of `GET products/active` (the product's name is `orders:products.<code>` in the catalogues). */
export const ZProduct = z.object({
  Id: ZId,
  code: z.enum(PRODUCT_CODES),
  kind: z.enum(PRODUCT_KINDS),
  priceCents: z.number().int().nonnegative(),
  stamps: z.number().int().nonnegative(),
  months: z.number().int().nonnegative(),
});
export type Product = z.infer<typeof ZProduct>;

export const ZActiveProducts = z.array(ZProduct);

/** Highest catalogue price an operator may set (10 000 euros excl. VAT): a typo guard. */
export const MAX_PRODUCT_PRICE_CENTS = 1_000_000;

/** `npm run admin -- set-price --product <code> --cents <n>`: a catalogue price, cents excl. VAT. */
export const ZSetPriceCommand = z.strictObject({
  product: z.enum(PRODUCT_CODES),
  cents: z.number().int().min(0).max(MAX_PRODUCT_PRICE_CENTS),
});
export type SetPriceCommand = z.infer<typeof ZSetPriceCommand>;
