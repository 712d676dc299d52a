import { ZPlaceOrderRequest } from '@shortlist/domain/orders/api-contracts';
import { ZApplyCouponRequest } from '@shortlist/domain/orders/coupons';
import { ZApplyFestivalCodeRequest } from '@shortlist/domain/orders/festival-code-contracts';
import type { z } from 'zod';

/**
 * The payment step's form: the place-order body's own fields (method, terms accepted at payment,
 * spec §5). The customer id is the session's, added when sent. An unticked box fails the domain's
 * `literal(true)`, and the page says the terms must be accepted.
 */
export const ZPaymentForm = ZPlaceOrderRequest.pick({ method: true, acceptTerms: true });
export type PaymentForm = z.input<typeof ZPaymentForm>;

/** The basket's coupon field: the apply-coupon body itself (code rules of packages/domain). */
export const ZCouponForm = ZApplyCouponRequest;
export type CouponForm = z.input<typeof ZCouponForm>;

/** A basket entry's festival code field: the code of the festival-code body (its rules in packages/domain). */
export const ZFestivalCodeForm = ZApplyFestivalCodeRequest.pick({ code: true });
export type FestivalCodeForm = z.input<typeof ZFestivalCodeForm>;
