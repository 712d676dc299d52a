/*
 * The programmer's "Next" (issue 34; docs/decisions.md "Assignments and conflicts of interest").
 */

export type QueueCandidate = {
  IdInscription: number;
  /** The programmer watched it to the end already: it is done, never served again. */
  watchedToEnd: boolean;
  /** How many members watched it to the end. */
  membersWatchedToEnd: number;
  /** When it was sent (ms), null when unknown: the oldest goes first, unknown last. */
  submittedAt: number | null;
};

/**
 * The assigned entry to watch next: of those the programmer has not watched to the end, the one
 * with the fewest complete views (so every film gets its views before any gets more), ties by the
 * oldest sent, then the lowest id; never `except` (the entry on screen, which "Next" leaves). Null
 * when every assigned entry is done.
 */
export function nextInQueue(items: readonly QueueCandidate[], except?: number): number | null {
  let best: QueueCandidate | null = null;
  for (const item of items) {
    if (item.watchedToEnd || item.IdInscription === except) continue;
    if (best === null || before(item, best)) best = item;
  }
  return best?.IdInscription ?? null;
}

function before(a: QueueCandidate, b: QueueCandidate): boolean {
  if (a.membersWatchedToEnd !== b.membersWatchedToEnd) return a.membersWatchedToEnd < b.membersWatchedToEnd;
  const at = a.submittedAt ?? Number.POSITIVE_INFINITY;
  const bt = b.submittedAt ?? Number.POSITIVE_INFINITY;
  if (at !== bt) return at < bt;
  return a.IdInscription < b.IdInscription;
}
