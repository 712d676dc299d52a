import { randomBytes } from 'node:crypto';
import type { Db } from '@shortlist/db/client';
import {
  commande,
  commandeLigne,
  commandeStatut,
  paiement,
  panierArticle,
} from '@shortlist/db/schema/orders';
import type { Language } from '@shortlist/domain/languages';
import type { Order, PlaceOrderRequest } from '@shortlist/domain/orders/api-contracts';
import { isPaidEntirelyByStamps } from '@shortlist/domain/orders/basket-calculation';
import type { InvoiceParty } from '@shortlist/domain/orders/invoice-lines';
import { PAYMENT_LINK_MS, TRANSFER_WAIT_MS } from '@shortlist/domain/orders/order-state';
import { inArray, sql } from 'drizzle-orm';
import type { BankTransferAccount } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueueEmail } from '../../platform/mail/outbox.ts';
import type { Account } from '../../platform/session-store.ts';
import { holdEntries } from '../../user-api/submissions/order-port.ts';
import { loadBasketState } from '../basket/basket-state.ts';
import { recordCouponUse } from '../coupons/coupon-use.ts';
import { refuseLapsedFestivalCodes, takeFestivalCodeUses } from '../festival-codes/festival-code-use.ts';
import { applyPaidOrder } from '../orders/order-paid.ts';
import { transitionOrder } from '../orders/order-transition.ts';
import { loadOrders } from '../orders/order-view.ts';
import { availableMethods } from '../payments/available-methods.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { bankTransferEmail } from '../payments/transfer-email.ts';
import { moveStamps } from '../stamps/stamp-ledger.ts';

/** An order reference: short, unguessable, without letters that read alike. */
function newReference(now: Date): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const random = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  return `SL-${now.getUTCFullYear()}-${random}`;
}

type PlaceOrderOptions = {
  account: Account;
  request: PlaceOrderRequest;
  language: Language;
  now: Date;
  provider: PaymentProvider;
  /** The site's address: the provider sends the customer back there and calls its webhook. */
  publicUrl: string;
  /** The account transfers are paid to (`config.bankTransfer`); null: bank transfer is not offered. */
  bankTransfer: BankTransferAccount | null;
  /** Who sells (`config.invoiceSeller`): kept on the order for its invoices. */
  seller: InvoiceParty;
};

type BasketState = Awaited<ReturnType<typeof loadBasketState>>;
type ProviderPayment = Awaited<ReturnType<PaymentProvider['createPayment']>>;

/**
 * `POST customer/orders/place`: the basket (or the named entries) becomes an order, in one
 * transaction: the entries are held by the order (a concurrent order of the same entries finds
 * them gone: 409), the lines are written as calculated, the stamps the entries use are debited
 * from the ledger (a balance short of them refuses the whole order: STAMPS_INSUFFICIENT), and
 * the booklets and SuperStamps leave the basket. An order asking no money is paid at once: its
 * entries are sent with their numbers and their payout lines written. An order paid by card,
 * Apple Pay or PayPal is open with a payment at the provider (its hosted page opens on that
 * method; the order records it); its link expires after 3 hours (spec §4). An order paid by
 * bank transfer asks the provider nothing: it waits for the transfer (14 days, `TRANSFER_WAIT_MS`)
 * and the email with the IBAN, BIC and reference is queued in the same transaction.
 */
export async function placeOrder(
  db: Db,
  options: PlaceOrderOptions,
): Promise<{ order: Order; redirectUrl: string }> {
  const { account, language, now } = options;
  const state = await readCheckedBasket(db, options);
  const method = paymentMethod(state, options);
  const orderId = await reserveOrderId(db);
  const reference = newReference(now);
  // The provider's payment is made before the transaction (a network call never holds locks);
  // if the transaction then refuses the order, the unused payment expires at the provider.
  const payment = await openProviderPayment(options, { method, orderId, reference, state });
  await db.transaction(async (tx) => {
    await holdBasketEntries(tx, { account, state });
    await writeOrder(tx, { orderId, reference, method, state, options });
    await spendStampsAndCoupon(tx, { orderId, state, options });
    await takeFestivalCodeUses(tx, { orderId, accountId: account.Id, state, now });
    await takeBasketItems(tx, state);
    await settleOrStartPayment(tx, { orderId, reference, method, payment, state, options });
  });
  const [placed] = await loadOrders(db, {
    accountId: account.Id,
    orderId,
    bankTransfer: options.bankTransfer,
    language,
  });
  return { order: placed!, redirectUrl: payment ? payment.checkoutUrl : `/${language}/confirm/${orderId}` };
}

/** The basket (or the named entries) as calculated, refused when empty, invalid or short of stamps. */
async function readCheckedBasket(db: Db, options: PlaceOrderOptions): Promise<BasketState> {
  const { account, request, language, now } = options;
  const only = request.SubmissionIds ? [...new Set(request.SubmissionIds)] : undefined;
  if (only && request.itemsOnly) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'itemsOnly', code: 'ITEMS_ONLY_WITH_ENTRIES', message: 'ITEMS_ONLY_WITH_ENTRIES' }],
    });
  }
  const part = only ? { only } : request.itemsOnly ? { itemsOnly: true } : {};
  const state = await loadBasketState(db, { account, language, now, ...part });
  if (only && state.entries.length !== only.length) throw new AppError('NOT_FOUND');
  const { calculation } = state;
  if (calculation.lines.length === 0) throw new AppError('BASKET_EMPTY');
  if (calculation.problems.length > 0) {
    const onlyStamps = calculation.problems.every((p) => p.code === 'STAMPS_INSUFFICIENT');
    throw new AppError(onlyStamps ? 'STAMPS_INSUFFICIENT' : 'BASKET_INVALID', {
      fields: calculation.problems.map((p) => ({
        path: `submissions.${p.IdInscription}`,
        code: p.code,
        message: p.code,
      })),
    });
  }
  // A coupon that expired or was used up since it was applied is said, not silently dropped.
  if (state.coupon?.refusal) throw new AppError(state.coupon.refusal);
  refuseLapsedFestivalCodes(state);
  return state;
}

/** How the order is paid: `balance` when it asks no money, else the method asked, if offered. */
function paymentMethod(state: BasketState, options: PlaceOrderOptions): PlaceOrderRequest['method'] {
  if (isPaidEntirelyByStamps(state.calculation)) return 'balance';
  const { request, provider, bankTransfer } = options;
  if (request.method === 'balance') {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'method', code: 'MONEY_DUE', message: 'MONEY_DUE' }],
    });
  }
  if (!state.billing.address) throw new AppError('BILLING_ADDRESS_INCOMPLETE');
  if (!availableMethods({ provider, bankTransfer }).some((method) => method === request.method)) {
    // The same list `GET payments/status` gives the checkout (bank transfer needs BANK_TRANSFER...).
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'method', code: 'METHOD_UNAVAILABLE', message: 'METHOD_UNAVAILABLE' }],
    });
  }
  return request.method;
}

/** The order's id, taken before the payment is made so the provider's return link names it. */
async function reserveOrderId(db: Db): Promise<number> {
  const allocated = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('commande', 'Id'))::int as id`,
  );
  return allocated.rows[0]!.id;
}

/** A payment at the provider for card, Apple Pay and PayPal; none for the balance or a transfer. */
async function openProviderPayment(
  options: PlaceOrderOptions,
  order: { method: PlaceOrderRequest['method']; orderId: number; reference: string; state: BasketState },
): Promise<ProviderPayment | null> {
  const { method, orderId } = order;
  if (method === 'balance' || method === 'bankTransfer') return null;
  const { language, now, publicUrl } = options;
  return options.provider.createPayment({
    method,
    orderId,
    amountCents: order.state.calculation.totals.totalCents,
    description: order.reference,
    redirectUrl: `${publicUrl}/${language}/confirm/${orderId}`,
    webhookUrl: `${publicUrl}/order-api/payments/webhook`,
    language,
    now,
  });
}

/** The entries leave the basket for the order; one held by a concurrent order refuses this one. */
async function holdBasketEntries(tx: Db, options: { account: Account; state: BasketState }): Promise<void> {
  const entryIds = options.state.entries.map((e) => e.IdInscription);
  const held = await holdEntries(tx, { accountId: options.account.Id, ids: entryIds });
  if (held.length !== entryIds.length) throw new AppError('CONFLICT');
}

/** The order, its first audit row and its lines, as calculated. */
async function writeOrder(
  tx: Db,
  order: {
    orderId: number;
    reference: string;
    method: PlaceOrderRequest['method'];
    state: BasketState;
    options: PlaceOrderOptions;
  },
): Promise<void> {
  const { orderId, state, options } = order;
  const { totals, vat, lines } = state.calculation;
  const now = options.now;
  await tx.insert(commande).values({
    Id: orderId,
    Reference: order.reference,
    IdCompte: options.account.Id,
    Statut: 'created',
    MoyenPaiement: order.method,
    Regime: vat.regime,
    TauxTvaBp: vat.rateBp,
    MontantHT: totals.netCents,
    MontantTva: totals.vatCents,
    MontantTTC: totals.totalCents,
    Totaux: totals,
    AdresseFacturation: state.billing.address,
    Vendeur: options.seller,
    DateCreation: now,
    DateModification: now,
  });
  await tx.insert(commandeStatut).values({
    IdCommande: orderId,
    De: null,
    Vers: 'created',
    Evenement: 'place',
    Auteur: 'customer',
    DateCreation: now,
  });
  await tx.insert(commandeLigne).values(
    lines.map((line) => ({
      IdCommande: orderId,
      Kind: line.kind,
      IdProduit: line.productId,
      Code: line.code,
      IdInscription: line.IdInscription,
      IdFilm: line.IdFilm,
      IdFestival: line.IdFestival,
      Quantite: line.quantity,
      PrixUnitaire: line.unitCents,
      Remise: line.discountCents,
      MontantHT: line.netCents,
      TauxTvaBp: line.vatRateBp,
      TimbresUtilises: line.stampsUsed,
      TimbresCredites: line.stampsCredited,
      Versement: line.payoutCents,
    })),
  );
}

/** The stamps the entries use leave the balance (never below zero); the coupon's use is counted. */
async function spendStampsAndCoupon(
  tx: Db,
  order: { orderId: number; state: BasketState; options: PlaceOrderOptions },
): Promise<void> {
  const { orderId, state } = order;
  const { account, now } = order.options;
  const { totals } = state.calculation;
  if (totals.stampsUsed > 0) {
    await moveStamps(tx, {
      accountId: account.Id,
      delta: -totals.stampsUsed,
      reason: 'checkout',
      orderId,
      now,
    });
  }
  const discountCents = state.calculation.coupon?.discountCents ?? 0;
  if (state.coupon && discountCents > 0) {
    await recordCouponUse(tx, {
      couponId: state.coupon.id,
      accountId: account.Id,
      orderId,
      discountCents,
      now,
    });
  }
}

/** Booklets and SuperStamps leave the basket; the same basket paid from two tabs: the second is refused. */
async function takeBasketItems(tx: Db, state: BasketState): Promise<void> {
  if (state.itemIds.length === 0) return;
  const taken = await tx
    .delete(panierArticle)
    .where(inArray(panierArticle.Id, state.itemIds))
    .returning({ Id: panierArticle.Id });
  if (taken.length !== state.itemIds.length) throw new AppError('CONFLICT');
}

/**
 * What follows the order's writing: a transfer waits (with the IBAN email), an order asking no
 * money is paid at once, an order paid at the provider is open with its payment recorded.
 */
async function settleOrStartPayment(
  tx: Db,
  order: {
    orderId: number;
    reference: string;
    method: PlaceOrderRequest['method'];
    payment: ProviderPayment | null;
    state: BasketState;
    options: PlaceOrderOptions;
  },
): Promise<void> {
  const { orderId, payment, options } = order;
  const { account, language, now, provider, bankTransfer } = options;
  if (order.method === 'bankTransfer' && bankTransfer) {
    const waitsUntil = new Date(now.getTime() + TRANSFER_WAIT_MS);
    await transitionOrder(tx, {
      orderId,
      event: 'awaitTransfer',
      author: 'customer',
      now,
      set: { DateExpiration: waitsUntil },
    });
    await enqueueEmail(
      tx,
      bankTransferEmail({
        language,
        to: account.Login,
        account: bankTransfer,
        reference: order.reference,
        amountCents: order.state.calculation.totals.totalCents,
        waitsUntil,
      }),
    );
    return;
  }
  if (!payment) {
    await transitionOrder(tx, { orderId, event: 'pay', author: 'system', now, set: { DatePaiement: now } });
    await applyPaidOrder(tx, { orderId, accountId: account.Id, now, publicUrl: options.publicUrl });
    return;
  }
  await transitionOrder(tx, {
    orderId,
    event: 'startPayment',
    author: 'customer',
    now,
    set: { DateExpiration: new Date(now.getTime() + PAYMENT_LINK_MS) },
  });
  await tx.insert(paiement).values({
    IdCommande: orderId,
    Fournisseur: provider.name,
    IdFournisseur: payment.id,
    Statut: 'open',
    Montant: payment.amountCents,
    UrlPaiement: payment.checkoutUrl,
    DateCreation: now,
    DateModification: now,
  });
}
