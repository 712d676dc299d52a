import type { Db } from '@shortlist/db/client';
import { panierArticle, panierInscription, produit } from '@shortlist/db/schema/orders';
import type { Language } from '@shortlist/domain/languages';
import type { Basket } from '@shortlist/domain/orders/api-contracts';
import {
  type BasketCalculation,
  calculateBasket,
  type PricedProduct,
} from '@shortlist/domain/orders/basket-calculation';
import {
  defaultFormula,
  FORMULA_IDS,
  formulaOfId,
  type SubmissionFormula,
} from '@shortlist/domain/orders/formulas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Account } from '../../platform/session-store.ts';
import { basketVideoRetention } from '../../user-api/film-video/order-port.ts';
import { loadOrderEntries, loadOrderFilms, type OrderEntry } from '../../user-api/submissions/order-port.ts';
import { toProduct } from '../catalogue/active-products.ts';
import { type BasketCouponState, loadBasketCoupon } from '../coupons/coupon-store.ts';
import { type BasketCodeState, loadBasketCodes } from '../festival-codes/festival-code-store.ts';
import { stampBalance } from '../stamps/stamp-ledger.ts';
import { type BillingVat, billingVat } from './billing-vat.ts';

export type BasketState = {
  basket: Basket;
  entries: (OrderEntry & { formula: SubmissionFormula })[];
  calculation: BasketCalculation;
  billing: BillingVat;
  /** Basket items (booklets, SuperStamps) as read, for the order that empties them. */
  itemIds: number[];
  /** The coupon on the basket; it comes off only while it may be used (`refusal` null). */
  coupon: BasketCouponState | null;
  /** The festivals' codes on the entries, by entry; each comes off only while `view.problem` is null. */
  festivalCodes: Map<number, BasketCodeState>;
};

/**
 * Everything the basket holds, read once, and its sum: the basket answer, the calculation of the
 * summary and the order. A fixed number of queries whatever the basket's size.
 */
export async function loadBasketState(
  db: Db,
  options: {
    account: Account;
    language: Language;
    now: Date;
    /** Only these entries, and no booklet or SuperStamp (an order of some entries). */
    only?: readonly number[];
    /** The booklets and SuperStamps alone, no entry (paid first, issue 32). */
    itemsOnly?: boolean;
  },
): Promise<BasketState> {
  const { account, language, now, only, itemsOnly } = options;
  const accountId = account.Id;
  const [items, entries, balance, billing, [platformFeeRow], coupon] = await Promise.all([
    db
      .select({ item: panierArticle, product: produit })
      .from(panierArticle)
      .innerJoin(produit, eq(produit.Id, panierArticle.IdProduit))
      .where(and(eq(panierArticle.IdCompte, accountId), only ? sql`false` : undefined))
      .orderBy(asc(produit.Ordre), asc(panierArticle.Id)),
    itemsOnly ? [] : loadOrderEntries(db, { accountId, language, now, ...(only ? { ids: only } : {}) }),
    stampBalance(db, { accountId }),
    billingVat(db, { account }),
    db
      .select()
      .from(produit)
      .where(and(eq(produit.Kind, 'platformFee'), eq(produit.IsActif, true)))
      .limit(1),
    loadBasketCoupon(db, { accountId, now }),
  ]);
  if (!platformFeeRow) throw new Error('the catalogue has no active platform fee');
  const festivalCodes = await loadBasketCodes(db, { entries, login: account.Login, now });
  const formulas = entries.length
    ? await db
        .select()
        .from(panierInscription)
        .where(
          inArray(
            panierInscription.IdInscription,
            entries.map((e) => e.IdInscription),
          ),
        )
    : [];
  const superStampFilms = items.filter((i) => i.item.IdFilm !== null).map((i) => i.item.IdFilm!);
  const films = await loadOrderFilms(db, { accountId, filmIds: superStampFilms });
  const titles = new Map(films.map((f) => [f.Id, f.TitreOriginal]));

  const covered = new Set(
    entries.filter((e) => e.superStampUntil !== null && e.superStampUntil > now).map((e) => e.IdFilm),
  );
  const chosen = new Map(formulas.map((f) => [f.IdInscription, formulaOfId(f.FormuleId)]));
  const boughtCover = new Set(superStampFilms);
  let stampsLeft = balance;
  const withFormula = entries.map((entry) => {
    const formula =
      chosen.get(entry.IdInscription) ??
      defaultFormula({ filmCovered: covered.has(entry.IdFilm) || boughtCover.has(entry.IdFilm), stampsLeft });
    if (formula === 'balance') stampsLeft -= 1;
    return { ...entry, formula };
  });

  const priced = (row: typeof produit.$inferSelect): PricedProduct => {
    const p = toProduct(row);
    return { Id: p.Id, code: p.code, priceCents: p.priceCents, stamps: p.stamps, months: p.months };
  };
  const calculation = calculateBasket({
    booklets: items
      .filter((i) => i.item.IdFilm === null)
      .map((i) => ({ product: priced(i.product), quantity: i.item.Quantite })),
    superStamps: items
      .filter((i) => i.item.IdFilm !== null)
      .map((i) => ({ product: priced(i.product), IdFilm: i.item.IdFilm! })),
    submissions: withFormula.map((e) => ({
      IdInscription: e.IdInscription,
      IdFilm: e.IdFilm,
      IdFestival: e.IdFestival,
      entryFeeCents: e.entryFeeCents,
      formula: e.formula,
      festivalCode: usableCode(festivalCodes.get(e.IdInscription))?.rule ?? null,
    })),
    platformFee: priced(platformFeeRow),
    stampBalance: balance,
    filmsCovered: covered,
    vat: billing.vat,
    coupon: coupon && coupon.refusal === null ? coupon.rule : null,
  });

  const retention = await basketVideoRetention(db, { entries: withFormula, now });
  const basket: Basket = {
    stampBalance: balance,
    booklets: items
      .filter((i) => i.item.IdFilm === null)
      .map((i) => ({
        Id: i.item.Id,
        productId: i.product.Id,
        code: toProduct(i.product).code,
        quantity: i.item.Quantite,
      })),
    superStamps: items
      .filter((i) => i.item.IdFilm !== null)
      .map((i) => ({
        Id: i.item.Id,
        productId: i.product.Id,
        code: toProduct(i.product).code,
        IdFilm: i.item.IdFilm!,
        filmTitle: titles.get(i.item.IdFilm!) ?? '',
      })),
    submissions: withFormula.map(({ superStampUntil, formula, ...e }) => ({
      ...e,
      FormuleId: FORMULA_IDS[formula],
      superStampActive: superStampUntil !== null && superStampUntil > now,
      videoRetention: retention.get(e.IdInscription) ?? null,
      festivalCode: festivalCodes.get(e.IdInscription)?.view ?? null,
    })),
    count: items.length + entries.length,
  };
  return {
    basket,
    entries: withFormula,
    calculation,
    billing,
    itemIds: items.map((i) => i.item.Id),
    coupon,
    festivalCodes,
  };
}

/** A code comes off only while it may be used; one that lapsed since is shown, not applied. */
function usableCode(state: BasketCodeState | undefined): BasketCodeState | undefined {
  return state && state.view.problem === null ? state : undefined;
}
