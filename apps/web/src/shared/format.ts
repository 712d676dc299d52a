import { LANGUAGES, type Language } from '@shortlist/domain/languages';

/** Money is integer cents with its currency (ARCHITECTURE.md); euros show a comma in fr and es. */
export function formatMoney(options: { cents: number; currency?: string; language: Language }): string {
  return new Intl.NumberFormat(LANGUAGES[options.language].locale, {
    style: 'currency',
    currency: options.currency ?? 'EUR',
  }).format(options.cents / 100);
}

export function formatDate(date: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGES[language].locale, { dateStyle: 'long' }).format(new Date(date));
}
