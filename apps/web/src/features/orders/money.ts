import { LANGUAGES, type Language } from '@shortlist/domain/languages';

/**
 * Euros from integer cents in the user's language (`€5.00` in en, `5,00 €` in fr and es). The
 * basket always shows the cents, so the lines add up to the total as written.
 */
export function formatEuros(cents: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGES[language].locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A VAT rate in basis points as a percentage for the sentence (`2000` -> `20 %` in fr). */
export function formatRate(rateBp: number, language: Language): string {
  return new Intl.NumberFormat(LANGUAGES[language].locale, {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rateBp / 10_000);
}
