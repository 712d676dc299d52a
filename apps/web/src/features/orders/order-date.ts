import { LANGUAGES, type Language } from '@shortlist/domain/languages';

/**
 * Dates as the platform's filmmakers read them: in France's time zone, whatever the server's or
 * the browser's, and saying so ("20 Nov 2026, 11:00 CET"; issue 32: a time without its zone).
 */
export function formatOrderDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGES[language].locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
    timeZoneName: 'short',
  }).format(new Date(iso));
}
