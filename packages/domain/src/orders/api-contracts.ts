import { z } from 'zod';
import { ZId, ZIdParam } from '../fields/ids.ts';
import { ZVideoRetention } from '../media/video-contracts.ts';
import { BASKET_PROBLEMS, LINE_KINDS } from './basket-calculation.ts';
import { MAX_BOOKLET_QUANTITY, PRODUCT_CODES } from './catalogue.ts';
import { COUPON_REFUSALS, ZBasketCoupon } from './coupons.ts';
import { ZBasketFestivalCode } from './festival-code-contracts.ts';
import { FORMULA_ID_VALUES } from './formulas.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from './order-state.ts';
import { VAT_REGIMES } from './vat.ts';

/*
 * The order service's calls (spec §7 "Order service", under `/order-api/`), one schema each,
 * used by the server, OpenAPI and the web. Money is integer cents (euros), VAT rates basis
 * points. The catalogue's product answer is `ZProduct` / `ZActiveProducts` (catalogue.ts).
 */

const ZDateTime = z.iso.datetime({ offset: true });
const ZCents = z.number().int().nonnegative();

/** Most entries one formula change names (a basket holds a few dozen at most). */
export const MAX_FORMULA_SUBMISSIONS = 100;

/** `customer/{id}/...`: the customer is the signed-in account; another id answers 404. */
export const ZCustomerParams = z.object({ id: ZIdParam });

/** `POST customer/{id}/basket/stamps`: a stamp booklet (`productId` of kind stampBooklet) into the basket. */
export const ZBasketBookletRequest = z.strictObject({
  productId: ZId,
  quantity: z.number().int().min(1).max(MAX_BOOKLET_QUANTITY),
});
export type BasketBookletRequest = z.infer<typeof ZBasketBookletRequest>;

/**
 * `POST customer/{id}/basket/superstamps`: a SuperStamp for one of the account's films. Its use is
 * irreversible (spec §1): the request must say it was confirmed.
 */
export const ZBasketSuperStampRequest = z.strictObject({
  productId: ZId,
  IdFilm: ZId,
  confirmIrreversible: z.literal(true),
});
export type BasketSuperStampRequest = z.infer<typeof ZBasketSuperStampRequest>;

/** `PUT customer/basket/submission/update {FormuleId, SubmissionIds}` (spec §7). FormuleId: 1 balance, 2 stamp bought now, 3 SuperStamp. */
export const ZSubmissionFormulaRequest = z.strictObject({
  FormuleId: z.union(FORMULA_ID_VALUES.map((id) => z.literal(id))),
  SubmissionIds: z.array(ZId).min(1).max(MAX_FORMULA_SUBMISSIONS),
});
export type SubmissionFormulaRequest = z.infer<typeof ZSubmissionFormulaRequest>;

/** One entry waiting in the basket, with what it costs to send. */
export const ZBasketSubmission = z.object({
  IdInscription: z.number().int(),
  IdFilm: z.number().int(),
  filmTitle: z.string(),
  IdFestival: z.number().int(),
  festivalName: z.string(),
  IdCampagneSection: z.number().int(),
  sectionLabel: z.string(),
  /** The section's fee now (cents), or null when the section no longer takes entries. */
  entryFeeCents: ZCents.nullable(),
  FormuleId: z.number().int(),
  /** The film has an active SuperStamp now (bought in an earlier order). */
  superStampActive: z.boolean(),
  /**
   * Until when and why the film's stored video would be kept once this entry is sent (issue 32);
   * null when the film has no stored file.
   */
  videoRetention: ZVideoRetention.nullable(),
  /** The festival's discount code put on this entry (issue 33), or none. */
  festivalCode: ZBasketFestivalCode.nullish(),
});
export type BasketSubmission = z.infer<typeof ZBasketSubmission>;

/** `GET customer/{id}/basket`: what the basket holds and the stamps the account has. */
export const ZBasket = z.object({
  stampBalance: z.number().int().nonnegative(),
  booklets: z.array(
    z.object({
      Id: z.number().int(),
      productId: z.number().int(),
      code: z.enum(PRODUCT_CODES),
      quantity: z.number().int(),
    }),
  ),
  superStamps: z.array(
    z.object({
      Id: z.number().int(),
      productId: z.number().int(),
      code: z.enum(PRODUCT_CODES),
      IdFilm: z.number().int(),
      filmTitle: z.string(),
    }),
  ),
  submissions: z.array(ZBasketSubmission),
  /** What the header badge shows: entries, booklets and SuperStamps. */
  count: z.number().int().nonnegative(),
});
export type Basket = z.infer<typeof ZBasket>;

export const ZBasketLine = z.object({
  kind: z.enum(LINE_KINDS),
  productId: z.number().int().nullable(),
  code: z.enum(PRODUCT_CODES).nullable(),
  IdInscription: z.number().int().nullable(),
  IdFilm: z.number().int().nullable(),
  IdFestival: z.number().int().nullable(),
  quantity: z.number().int(),
  unitCents: ZCents,
  discountCents: ZCents,
  netCents: ZCents,
  vatRateBp: z.number().int().nonnegative(),
  stampsUsed: z.number().int().nonnegative(),
  stampsCredited: z.number().int().nonnegative(),
  payoutCents: ZCents.nullable(),
});

export const ZBasketTotals = z.object({
  netCents: ZCents,
  vatCents: ZCents,
  totalCents: ZCents,
  vatByRate: z.array(z.object({ rateBp: z.number().int(), netCents: ZCents, vatCents: ZCents })),
  entryFeesCents: ZCents,
  stampsUsed: z.number().int().nonnegative(),
  stampsCredited: z.number().int().nonnegative(),
  submissionsByStamps: z.number().int().nonnegative(),
  submissionsByMoney: z.number().int().nonnegative(),
  /** Set when a coupon came off (orders placed before coupons have neither). */
  couponCode: z.string().optional(),
  couponDiscountCents: ZCents.optional(),
});

/** `GET customer/{id}/basket/calculate?itemsOnly=true`: the booklets and SuperStamps alone (issue 32). */
export const ZBasketCalculationQuery = z.strictObject({ itemsOnly: z.enum(['true']).optional() });

/** `GET customer/{id}/basket/calculate`: the summary shown before the pay button (spec §2). */
export const ZBasketCalculationAnswer = z.object({
  regime: z.enum(VAT_REGIMES),
  rateBp: z.number().int().nonnegative(),
  lines: z.array(ZBasketLine),
  totals: ZBasketTotals,
  problems: z.array(z.object({ code: z.enum(BASKET_PROBLEMS), IdInscription: z.number().int() })),
  stampBalance: z.number().int().nonnegative(),
  /** The coupon applied to the basket, or null. */
  coupon: ZBasketCoupon.nullable(),
  /** Why the basket's coupon no longer comes off (expired, used up since), else null. */
  couponProblem: z.enum(COUPON_REFUSALS).nullable(),
  /** False until the billing address is complete: VAT is then France's, and only a stamps-only order can be placed. */
  billingAddressComplete: z.boolean(),
});
export type BasketCalculationAnswer = z.infer<typeof ZBasketCalculationAnswer>;

/** The longest `payload` of the pay form: a place-order request is a few hundred characters. */
export const PAY_PAYLOAD_MAX = 4000;

/** Methods the checkout takes (spec §3 but the cheque); Apple Pay and PayPal go through the provider's page. */
export const CHECKOUT_METHODS = ['balance', 'creditCard', 'applePay', 'paypal', 'bankTransfer'] as const;

/**
 * `POST customer/orders/place {Id}` (spec §7): the basket becomes an order. `Id` is the customer
 * (the signed-in account); the terms must be accepted at payment (spec §5). With
 * `SubmissionIds`, only those entries of the basket are ordered (and no booklet or SuperStamp):
 * the basket popup's "pay this entry now".
 */
export const ZPlaceOrderRequest = z.strictObject({
  Id: ZId,
  method: z.enum(CHECKOUT_METHODS),
  acceptTerms: z.literal(true),
  SubmissionIds: z.array(ZId).min(1).max(MAX_FORMULA_SUBMISSIONS).optional(),
  /**
   * The basket's booklets and SuperStamps alone, its entries left in the basket (issue 32): a
   * booklet's stamps are credited once its order is paid, so paying it first lets them pay the
   * entries' platform fees. Not with `SubmissionIds`.
   */
  itemsOnly: z.literal(true).optional(),
});
export type PlaceOrderRequest = z.infer<typeof ZPlaceOrderRequest>;

/**
 * `form POST customer/{id}/pay` (spec §7): the checkout as a plain HTML form. `payload` is the
 * JSON of a `ZPlaceOrderRequest` (the same request as `customer/orders/place`, checked by the
 * same schema once parsed); `csrf` is the session's CSRF value, which a form sends as a hidden
 * field because it cannot set the header the JSON calls carry.
 */
export const ZPayForm = z.strictObject({
  payload: z.string().min(1).max(PAY_PAYLOAD_MAX),
  csrf: z.string().max(200).optional(),
});
export type PayForm = z.infer<typeof ZPayForm>;

/** The methods that take money (every checkout method but the stamp balance). */
export const MONEY_METHODS = CHECKOUT_METHODS.filter(
  (method): method is Exclude<(typeof CHECKOUT_METHODS)[number], 'balance'> => method !== 'balance',
);
export type MoneyMethod = (typeof MONEY_METHODS)[number];

/**
 * `GET payments/status` (spec §7): which payment provider runs and which money methods the
 * checkout may offer now (bank transfer only when it is switched on). The stamp balance is not
 * listed: it is always there, for an order that asks no money.
 */
export const ZPaymentStatus = z.object({
  provider: z.string(),
  methods: z.array(z.enum(MONEY_METHODS)),
});
export type PaymentStatus = z.infer<typeof ZPaymentStatus>;

/** `POST customer/{id}/payments/paypal/get-link {orderId}`: the hosted PayPal page of an open PayPal order. */
export const ZPaypalLinkRequest = z.strictObject({ orderId: ZId });
export const ZPaypalLink = z.object({ url: z.string() });
export type PaypalLink = z.infer<typeof ZPaypalLink>;

/**
 * `POST payments/request/applepay/session {validationUrl}`: the URL Safari's `onvalidatemerchant`
 * gives, always an https address of Apple's (anything else would make the server call a
 * stranger's address). The domain is the site's own, taken from the configuration.
 */
export const ZApplePaySessionRequest = z.strictObject({
  validationUrl: z
    .string()
    .max(300)
    .regex(/^https:\/\/([a-z0-9-]+\.)*apple\.com\/[A-Za-z0-9/_.-]*$/),
});
/** Apple's merchant session, opaque: handed to `completeMerchantValidation` as it came. */
export const ZApplePaySession = z.record(z.string(), z.unknown());

/**
 * An order line with what it was for in words: the film (an entry, a SuperStamp), the festival and
 * the section in the reader's language (an entry's fee and platform fee); null where none applies
 * or it was since deleted.
 */
export const ZOrderLine = ZBasketLine.extend({
  Id: z.number().int(),
  filmTitle: z.string().nullable(),
  festivalName: z.string().nullable(),
  sectionName: z.string().nullable(),
});

/** What an order's document is: an invoice, or the credit note that cancels one. */
export const INVOICE_KINDS = ['invoice', 'creditNote'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * One invoice or credit note of an order (spec §3 Order "invoice, credit note"): per order for
 * stamps and SuperStamps (`festivalId` null), per festival for entry fees. `path` is the download
 * (spec §7, under `/order-api/`), answered as application/pdf; `?culture=xx` picks its language.
 */
export const ZOrderInvoiceLink = z.object({
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  festivalId: z.number().int().nullable(),
  path: z.string(),
  /** When it was issued: the payment for an invoice, the refund for a credit note (issue 32). */
  issuedAt: ZDateTime,
  /** Its total including VAT, in cents (negative for a credit note). */
  totalCents: z.number().int(),
});
export type OrderInvoiceLink = z.infer<typeof ZOrderInvoiceLink>;

/** Spec §3 "Order": reference, amount, status, payment method, lines, bank-transfer details. */
export const ZOrder = z.object({
  Id: z.number().int(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Spec §4 flags: open 1, pending 2, paid 4, cancelled 8. */
  stateFlag: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  regime: z.enum(VAT_REGIMES),
  DateCreation: ZDateTime,
  /** When an open payment link expires (3 hours) or a bank transfer stops being awaited (14 days), else null. */
  expiresAt: ZDateTime.nullable(),
  lines: z.array(ZOrderLine),
  totals: ZBasketTotals,
  /** Where to pay (the provider's hosted page) while the order is open, else null. */
  checkoutUrl: z.string().nullable(),
  /** While a bank transfer is awaited: where to send it and the reference to quote, else null. */
  bankTransfer: z
    .object({ iban: z.string(), bic: z.string(), holder: z.string(), reference: z.string() })
    .nullable(),
  /** The order's invoices and credit notes, oldest first (none until it is paid). */
  invoices: z.array(ZOrderInvoiceLink),
});
export type Order = z.infer<typeof ZOrder>;

/** The answer to `place`: the order, and where the browser goes next (the provider's page, or the confirmation). */
export const ZPlacedOrder = z.object({ order: ZOrder, redirectUrl: z.string() });
export type PlacedOrder = z.infer<typeof ZPlacedOrder>;

/**
 * One order as the orders page lists it: the order (with its invoices and credit notes) and the
 * provider's id of its latest payment (the cancel call names it; null without one).
 */
export const ZOrderListItem = ZOrder.extend({ paymentId: z.string().nullable() });
export type OrderListItem = z.infer<typeof ZOrderListItem>;

/** `POST customer/orders/filter/0/999 {id}` (spec §7, §9: one page, 0 to 999). */
export const ZOrdersFilterRequest = z.strictObject({ id: ZId });
export const ZOrdersList = z.object({
  items: z.array(ZOrderListItem),
  count: z.number().int().nonnegative(),
});

/** `GET customer/{id}/orders/check-has-banktransfer-pending`: an order waits for a transfer. */
export const ZBankTransferPending = z.object({ pending: z.boolean() });
export type BankTransferPending = z.infer<typeof ZBankTransferPending>;
export type OrdersList = z.infer<typeof ZOrdersList>;
