import { LANGUAGES, type Language } from '@shortlist/domain/languages';

function locale(language: Language): string {
  return LANGUAGES[language].locale;
}

/**
 * Money from integer cents, in the user's language: `€15.00` in en, `15,00 €` in fr and es.
 * Whole amounts drop the decimals (`15 €`) so fee ranges stay short on cards.
 */
export function formatMoney(options: { cents: number; currency: string; language: Language }): string {
  const whole = options.cents % 100 === 0;
  return new Intl.NumberFormat(locale(options.language), {
    style: 'currency',
    currency: options.currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(options.cents / 100);
}

/**
 * A fee range: one amount when both ends are equal, else `min` and `max` formatted for the
 * sentence `range` (which words the "to"), and undefined when nothing is charged.
 */
export function formatFeeRange(options: {
  min: number;
  max: number;
  currency: string;
  language: Language;
  range: (values: { min: string; max: string }) => string;
}): string | undefined {
  const { min, max, currency, language } = options;
  if (max === 0) return undefined;
  const low = formatMoney({ cents: min, currency, language });
  if (min === max) return low;
  return options.range({ min: low, max: formatMoney({ cents: max, currency, language }) });
}

/**
 * A calendar day, read in UTC like the §4 rules (deadlines are kept at 23:59 UTC and must not
 * move to the next day for a visitor east of Greenwich).
 */
export function formatDay(
  date: string | Date,
  language: Language,
  style: 'long' | 'medium' = 'long',
): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: style, timeZone: 'UTC' }).format(
    new Date(date),
  );
}

/** `2026-11-25` for a `<time dateTime>` attribute. */
export function isoDay(date: string | Date): string {
  return new Date(date).toISOString().slice(0, 10);
}

/** A month and year (`January 2024`, `janvier 2024`) for the production-date criterion. */
export function formatMonthYear(options: { year: number; month: number; language: Language }): string {
  return new Intl.DateTimeFormat(locale(options.language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(options.year, options.month - 1, 1)));
}

/** Labels joined the way the language does (`A, B and C`, `A, B et C`, `A, B y C`). */
export function formatList(
  items: readonly string[],
  language: Language,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return new Intl.ListFormat(locale(language), { style: 'long', type }).format(items);
}
