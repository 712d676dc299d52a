/**
 * The query key of a festival's invitations. Under `submissions` (the submissions feature's
 * `submissionKeys.all`), so answering an invitation refreshes the festival page's notice too.
 * In a file of its own, without the call and its schema: the submissions' query keys, which the
 * shell's basket badge reads, would pull the invitation contracts (and the festival and
 * eligibility contracts they import) into every public page's main chunk (28 KB of brotli).
 */
export const festivalInvitationsKey = (IdFestival: number) =>
  ['submissions', 'invitations', IdFestival] as const;
