import type { FilmVideoState } from '@shortlist/domain/media/video-states';
import type { SubmissionListItem } from '@shortlist/domain/submissions/api-contracts';
import {
  SUBMISSION_STATUS,
  type SubmissionStatusName,
} from '@shortlist/domain/submissions/submission-status';
import { STATUS_FILTERS, statusName } from '../../shared/ui/submission-status-look.ts';

/**
 * What the dashboard's cards count, worked out from the answers of the calls (pure, so the cards
 * only lay it out).
 */

/** Films whose video must be sent (none yet, expired, unreadable), then those expiring soon. */
export function videosToUpload(films: readonly FilmVideoState[]): FilmVideoState[] {
  const toSend = films.filter(
    (film) => film.state === 'missing' || film.state === 'expired' || film.state === 'failed',
  );
  const soon = films.filter((film) => film.state === 'ready' && film.expiresSoon);
  return [...toSend, ...soon];
}

/** Entries still in the basket (not finished), and those of them waiting for their payment. */
export function unfinishedSubmissions(items: readonly SubmissionListItem[]) {
  const unfinished = items.filter((item) => item.Statut === SUBMISSION_STATUS.notFinished);
  return {
    inBasket: unfinished.filter((item) => !item.isPaiementAttente),
    paymentPending: unfinished.filter((item) => item.isPaiementAttente),
  };
}

/**
 * When the status the filmmaker sees last changed: the day a festival published its decision, or
 * the day the entry was sent or refunded (`statusDate`, issue 31). A section's results day says
 * nothing by itself: the status moves only when the festival publishes. Without a date (an older
 * answer), the results day once passed, else the day it was sent.
 */
export function lastUpdate(item: SubmissionListItem, now: Date): string {
  if (item.statusDate) return item.statusDate;
  if (item.resultDate && new Date(item.resultDate).getTime() <= now.getTime()) return item.resultDate;
  return item.submitDate ?? item.DateCreation;
}

/** The sent entries whose status changed last, newest first. */
export function recentUpdates(items: readonly SubmissionListItem[], now: Date, count = 5) {
  return items
    .filter((item) => item.Statut !== SUBMISSION_STATUS.notFinished)
    .map((item) => ({ item, date: lastUpdate(item, now) }))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || b.item.IdInscription - a.item.IdInscription)
    .slice(0, count);
}

/** How many entries hold each status, in the submissions page's order; statuses held by none are left out. */
export function statusCounts(
  items: readonly SubmissionListItem[],
): { status: SubmissionStatusName; count: number }[] {
  const counts = new Map<SubmissionStatusName, number>();
  for (const item of items) {
    const name = statusName(item.Statut);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return STATUS_FILTERS.flatMap((status) => {
    const count = counts.get(status) ?? 0;
    return count > 0 ? [{ status, count }] : [];
  });
}
