import { z } from 'zod';
import { calendarDaysLeft, isWithinSoonWindow } from '../expires-soon.ts';
import { PRODUCT_CODES } from './catalogue.ts';

/**
 * SuperStamp subscriptions (spec §2 profile "subscriptions (expiring soon, expired)", §3
 * Subscription: expiration date, duration months, film; §4 "A film has a subscription when expiry
 * is in the future; renewal is possible in the last 30 days"; §9 renewal window 30 days).
 */

/** Spec §9: renewal is offered in the last 30 days of a subscription. */
export const RENEWAL_WINDOW_DAYS = 30;

export const SUBSCRIPTION_STATES = ['expiringSoon', 'active', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * Where a film's SuperStamp stands on `now`: expired once its end is not in the future (spec §4,
 * an instant: the discount stops then), else expiring soon when its end's day is within the
 * renewal window, counted like every expires-soon marker (`expires-soon.ts`, UTC calendar days).
 */
export function subscriptionState(expiry: Date, now: Date): SubscriptionState {
  if (expiry.getTime() <= now.getTime()) return 'expired';
  return isWithinSoonWindow(calendarDaysLeft(expiry, now), RENEWAL_WINDOW_DAYS) ? 'expiringSoon' : 'active';
}

/** Renewal (spec §4) is possible in the last 30 days of a running subscription. */
export function isRenewable(expiry: Date | null, now: Date): boolean {
  return expiry !== null && subscriptionState(expiry, now) === 'expiringSoon';
}

const ZDateTime = z.iso.datetime({ offset: true });

/** One film's SuperStamp as the account sees it. */
export const ZSubscription = z.object({
  IdFilm: z.number().int(),
  filmTitle: z.string(),
  /** The film's `DateExpirationSuperTimbre`. */
  DateExpiration: ZDateTime,
  /** Months of the last SuperStamp paid for the film (6 or 12), null when none is on record (e.g. seeded). */
  DureeMois: z.number().int().nullable(),
  /** The product of that last SuperStamp: what "Renew" puts in the basket. */
  code: z.enum(PRODUCT_CODES).nullable(),
  state: z.enum(SUBSCRIPTION_STATES),
  /** A SuperStamp for this film already waits in the basket. */
  inBasket: z.boolean(),
});
export type Subscription = z.infer<typeof ZSubscription>;

/**
 * `GET customer/{id}/subscriptions` (the profile's subscriptions page) and
 * `GET customer/{id}/basket/expiring-subscriptions` (spec §7: those in their renewal window and
 * not yet in the basket), soonest end first.
 */
export const ZSubscriptions = z.array(ZSubscription);
