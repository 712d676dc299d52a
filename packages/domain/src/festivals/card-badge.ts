import type { FestivalBadge } from './campaign-rules.ts';

// Apart from campaign-rules.ts: the festival card (home page, directory) needs only this, and
// importing campaign-rules pulled the calendar and time-zone rules into every public page's main
// chunk (28 KB of brotli, js-weight.spec.ts).
/**
 * The status a card shows beside its next deadline (issue 32, "the urgency shown once"): when
 * that deadline carries the countdown marker (`expiresSoon`, "5 days left"), the urgency is said
 * there, so "last days" gives way to "open", as on the festival's page (`CallStatus`). Without
 * the marker, "last days" stays the card's one word of urgency.
 */
export function cardBadge(badge: FestivalBadge, deadlineExpiresSoon: boolean): FestivalBadge {
  return badge === 'lastDays' && deadlineExpiresSoon ? 'open' : badge;
}
