import { addMonths } from '../media/video-retention.ts';

/**
 * The film's new `DateExpirationSuperTimbre` when a SuperStamp of `months` is paid on `paidAt`
 * (spec §1: 6 or 12 months): a SuperStamp still running is extended from its end, so buying
 * early never loses days; an ended one (or none) starts on the payment day.
 */
export function superStampEnd(current: Date | null, paidAt: Date, months: number): Date {
  const from = current && current.getTime() > paidAt.getTime() ? current : paidAt;
  return addMonths(from, months);
}

/** Whether the film's SuperStamp runs at `now` (its end strictly after): entries then take the SuperStamp formula. */
export function superStampRuns(until: Date | null, now: Date): boolean {
  return until !== null && until.getTime() > now.getTime();
}
