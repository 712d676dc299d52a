import { LANGUAGES, type Language } from '@shortlist/domain/language-list';

/** Month names of the production month list, in the page's language ("janvier"). */
export function monthNames(language: Language): string[] {
  const format = new Intl.DateTimeFormat(LANGUAGES[language].locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
}

/** Production years offered, newest first, from this year down to `min` (spec §9: from 1800). */
export function productionYears(now: Date, min: number): number[] {
  const last = now.getFullYear();
  return Array.from({ length: last - min + 1 }, (_, index) => last - index);
}

/** A running time in seconds as "12 min 30 s" (or "12 min"). */
export function formatDuration(seconds: number | null, language: Language): string | null {
  if (seconds === null || seconds <= 0) return null;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(LANGUAGES[language].locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
    }).format(value);
  if (minutes === 0) return unit(rest, 'second');
  return rest === 0 ? unit(minutes, 'minute') : `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}

/** The DOM id of a film form field, the target of the completeness checklist's links. */
export function fieldId(field: string): string {
  return `film-${field}`;
}
