import { PAYOUT_TIME_ZONE } from '@shortlist/domain/festival-space/payout-contracts';
import { LANGUAGES, type Language } from '@shortlist/domain/language-list';

/*
 * Dates, durations and months in the reader's language (DESIGN.md "Everyone"). Money goes
 * through the domain's `formatEuros`, as on every other screen.
 */

function locale(language: Language): string {
  return LANGUAGES[language].locale;
}

/** A day ("2 Oct 2026"), on the reader's clock. */
export function formatDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium' }).format(new Date(iso));
}

/** A moment ("2 Oct 2026, 14:05"), on the reader's clock. */
export function formatMoment(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A payout month (`2026-03`) as "March 2026", the month of the platform's books. */
export function formatMonth(month: string, language: Language): string {
  const [year, number] = month.split('-').map(Number);
  // The middle of the month: the same month whatever the clock it is read on.
  const middle = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1, 15, 12));
  return new Intl.DateTimeFormat(locale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: PAYOUT_TIME_ZONE,
  }).format(middle);
}

/** A whole number in the reader's language ("1,234", "1 234"). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(locale(language)).format(value);
}

/** A running time in seconds as whole minutes (the assignments and the queue count in minutes). */
export function minutesOf(seconds: number | null): number {
  return seconds === null ? 0 : Math.round(seconds / 60);
}

/** A scores' mean ("3.5", "3,5"), at most two decimals; nothing without one. */
export function formatScore(mean: number | null | undefined, language: Language): string {
  if (mean === null || mean === undefined) return '';
  return new Intl.NumberFormat(locale(language), { maximumFractionDigits: 2 }).format(mean);
}
