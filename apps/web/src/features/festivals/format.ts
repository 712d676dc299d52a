import { LANGUAGES, type Language } from '@shortlist/domain/language-list';

function locale(language: Language): string {
  return LANGUAGES[language].locale;
}

/**
 * Building an `Intl` formatter costs far more than formatting with one: the home page formats
 * some 60 fees, and building a `NumberFormat` for each was a fifth of its render at hydration
 * (bench/log/2026-11-to-12.md). Each (kind, options) is built once; the keys are bounded (a few kinds x
 * languages x currencies or zones).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.ListFormat>();

function cached<T extends Intl.NumberFormat | Intl.ListFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Money from integer cents, in the user's language: `€15.00` in en, `15,00 €` in fr and es.
 * Whole amounts drop the decimals (`15 €`) so fee ranges stay short on cards.
 */
export function formatMoney(options: { cents: number; currency: string; language: Language }): string {
  const whole = options.cents % 100 === 0;
  const { currency, language } = options;
  return cached(
    `money|${language}|${currency}|${whole}`,
    () =>
      new Intl.NumberFormat(locale(language), {
        style: 'currency',
        currency,
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: 2,
      }),
  ).format(options.cents / 100);
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

// The deadline and day formats are shared with the server, which sends the festival page and the
// cards their texts (the browser's zone data can differ from the server's).
export { formatDeadline, formatZonedDay } from '@shortlist/i18n/deadline-format';

/** The zone's name in the reader's language (`Central European Time`), else its IANA id. */
export function timeZoneName(timeZone: string, language: Language): string {
  const parts = new Intl.DateTimeFormat(locale(language), {
    timeZone,
    timeZoneName: 'longGeneric',
  }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
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
  return cached(
    `list|${language}|${type}`,
    () => new Intl.ListFormat(locale(language), { style: 'long', type }),
  ).format(items);
}
