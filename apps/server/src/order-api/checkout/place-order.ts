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
  options: {
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
  },
): Promise<{ order: Order; redirectUrl: string }> {
  const { account, request, language, now, provider, bankTransfer } = options;
  const only = request.SubmissionIds ? [...new Set(request.SubmissionIds)] : undefined;
  const state = await loadBasketState(db, { account, language, now, ...(only ? { only } : {}) });
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
  const free = isPaidEntirelyByStamps(calculation);
  const byTransfer = !free && request.method === 'bankTransfer';
  if (!free) {
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
  }

  const reference = newReference(now);
  // The order's id is taken before the payment is made, so the provider's return link names it.
  const allocated = await db.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('commande', 'Id'))::int as id`,
  );
  const orderId = allocated.rows[0]!.id;
  // The provider's payment is made before the transaction (a network call never holds locks);
  // if the transaction then refuses the order, the unused payment expires at the provider.
  const method = free ? 'balance' : request.method;
  const payment =
    method === 'balance' || method === 'bankTransfer'
      ? null
      : await provider.createPayment({
          method,
          orderId,
          amountCents: calculation.totals.totalCents,
          description: reference,
          redirectUrl: `${options.publicUrl}/${language}/confirm/${orderId}`,
          webhookUrl: `${options.publicUrl}/order-api/payments/webhook`,
          language,
          now,
        });

  const entryIds = state.entries.map((e) => e.IdInscription);
  await db.transaction(async (tx) => {
    const held = await holdEntries(tx, { accountId: account.Id, ids: entryIds });
    if (held.length !== entryIds.length) throw new AppError('CONFLICT');
    const { totals, vat } = calculation;
    const [order] = await tx
      .insert(commande)
      .values({
        Id: orderId,
        Reference: reference,
        IdCompte: account.Id,
        Statut: 'created',
        MoyenPaiement: method,
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
      })
      .returning({ Id: commande.Id });
    const id = order!.Id;
    await tx.insert(commandeStatut).values({
      IdCommande: id,
      De: null,
      Vers: 'created',
      Evenement: 'place',
      Auteur: 'customer',
      DateCreation: now,
    });
    await tx.insert(commandeLigne).values(
      calculation.lines.map((line) => ({
        IdCommande: id,
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
    if (totals.stampsUsed > 0) {
      await moveStamps(tx, {
        accountId: account.Id,
        delta: -totals.stampsUsed,
        reason: 'checkout',
        orderId: id,
        now,
      });
    }
    const discountCents = calculation.coupon?.discountCents ?? 0;
    if (state.coupon && discountCents > 0) {
      await recordCouponUse(tx, {
        couponId: state.coupon.id,
        accountId: account.Id,
        orderId: id,
        discountCents,
        now,
      });
    }
    if (state.itemIds.length > 0) {
      // The same basket paid from two tabs: the second finds its items gone and is refused.
      const taken = await tx
        .delete(panierArticle)
        .where(inArray(panierArticle.Id, state.itemIds))
        .returning({ Id: panierArticle.Id });
      if (taken.length !== state.itemIds.length) throw new AppError('CONFLICT');
    }
    if (byTransfer && bankTransfer) {
      const waitsUntil = new Date(now.getTime() + TRANSFER_WAIT_MS);
      await transitionOrder(tx, {
        orderId: id,
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
          reference,
          amountCents: totals.totalCents,
          waitsUntil,
        }),
      );
      return;
    }
    if (!payment) {
      await transitionOrder(tx, {
        orderId: id,
        event: 'pay',
        author: 'system',
        now,
        set: { DatePaiement: now },
      });
      await applyPaidOrder(tx, { orderId: id, accountId: account.Id, now, publicUrl: options.publicUrl });
      return;
    }
    await transitionOrder(tx, {
      orderId: id,
      event: 'startPayment',
      author: 'customer',
      now,
      set: { DateExpiration: new Date(now.getTime() + PAYMENT_LINK_MS) },
    });
    await tx.insert(paiement).values({
      IdCommande: id,
      Fournisseur: provider.name,
      IdFournisseur: payment.id,
      Statut: 'open',
      Montant: payment.amountCents,
      UrlPaiement: payment.checkoutUrl,
      DateCreation: now,
      DateModification: now,
    });
  });
  const [placed] = await loadOrders(db, { accountId: account.Id, orderId, bankTransfer });
  return { order: placed!, redirectUrl: payment ? payment.checkoutUrl : `/${language}/confirm/${orderId}` };
}
