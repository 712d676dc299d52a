/**
 * How often an account may be sent a link by email on a visitor's request (issue 29, docs/decisions.md
 * "Emailed links"): a password reset or an activation link at most once every 5 minutes and 5
 * times in 24 hours, counted per account and kind of link. Anyone may ask for either with an
 * address alone, so without a limit the form mails a stranger's inbox as often as it is sent.
 * The answer to the request is the same whether or not a link went.
 */
export const EMAIL_LINK_LIMITS = { minGapMs: 5 * 60_000, perDay: 5, dayMs: 24 * 3_600_000 } as const;

/** Whether one more link may go now, given when the earlier ones of that kind went (any order). */
export function mayEmailLink(sentBefore: readonly Date[], now: Date): boolean {
  const at = now.getTime();
  const recent = sentBefore.filter((sent) => at - sent.getTime() < EMAIL_LINK_LIMITS.dayMs);
  if (recent.length >= EMAIL_LINK_LIMITS.perDay) return false;
  return recent.every((sent) => at - sent.getTime() >= EMAIL_LINK_LIMITS.minGapMs);
}
