import { calendarDaysLeft } from '../expires-soon.ts';
import type { DateInput } from '../festivals/utc-days.ts';
import type { EligibilityVideo } from './eligibility-input.ts';

/**
 * Spec §4 "Video expiry": the limit date is the later of the expiry and the extension date. A
 * video with neither date has no limit. The media issue owns the video; this is the rule the
 * eligibility engine needs from it.
 */
export function videoLimitDate(video: EligibilityVideo): DateInput | null {
  const { DateExpiration: expiry, DateProlongation: extension } = video;
  if (expiry === null) return extension;
  if (extension === null) return expiry;
  return new Date(extension).getTime() > new Date(expiry).getTime() ? extension : expiry;
}

/** Expired when the limit date's UTC day is before today's: the video still counts on its last day. */
export function isVideoExpired(video: EligibilityVideo, now: Date): boolean {
  const limit = videoLimitDate(video);
  return limit !== null && calendarDaysLeft(limit, now) < 0;
}
