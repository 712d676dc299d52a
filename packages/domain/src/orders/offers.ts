import { z } from 'zod';
import { COUPON_KINDS, COUPON_TARGETS } from './coupons.ts';

/*
 * The account's consumption (spec §3 "stamp offers, fee offers, SuperStamp balance", §7
 * `compte/offres-timbre`, `offres-fee`, `solde-super-timbre`; docs/decisions.md "Offers"). A free
 * stamp offer is stamps an operator granted through the ledger (`grant`); a fee offer is a coupon
 * reserved for the account, valid now, with uses left.
 */
const ZDateTime = z.iso.datetime({ offset: true });

/** `GET compte/offres-timbre`: the stamp balance and the free stamps granted to the account. */
export const ZStampOffers = z.object({
  stampBalance: z.number().int().nonnegative(),
  freeStamps: z.array(z.object({ stamps: z.number().int(), grantedAt: ZDateTime })),
});
export type StampOffers = z.infer<typeof ZStampOffers>;

/** `GET compte/offres-fee`: coupons reserved for the account that it can still use. */
export const ZFeeOffers = z.array(
  z.object({
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    value: z.number().int().nonnegative(),
    appliesTo: z.enum(COUPON_TARGETS),
    validUntil: ZDateTime.nullable(),
  }),
);
export type FeeOffers = z.infer<typeof ZFeeOffers>;

/** `GET compte/solde-super-timbre`: each of the account's films with a SuperStamp, and its expiry. */
export const ZSuperStampBalance = z.array(
  z.object({ IdFilm: z.number().int(), title: z.string(), until: ZDateTime, active: z.boolean() }),
);
export type SuperStampBalance = z.infer<typeof ZSuperStampBalance>;
