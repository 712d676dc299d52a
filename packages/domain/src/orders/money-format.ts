import { LANGUAGES, type Language } from '../languages.ts';

/**
 * Euros from integer cents in the reader's language, always with the cents (`€5.00` in en,
 * `5,00 €` in fr), so lines add up to the total as written: the basket, the orders page, the
 * order emails and the invoices all word money this way.
 */
export function formatEuros(cents: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGES[language].locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A VAT rate in basis points as a percentage (`2000` -> `20%` in en, `20 %` in fr). */
export function formatRate(rateBp: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGES[language].locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rateBp / 10_000);
}
