import { LANGUAGES, type Language } from '@shortlist/domain/languages';

/** A SuperStamp's end as a filmmaker reads it: a day in France's time zone, whatever the browser's. */
export function formatSuperStampEnd(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGES[language].locale, {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}
