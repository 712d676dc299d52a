import { LANGUAGES, type Language } from '@shortlist/domain/language-list';

/** A message's moment on the reader's clock, in their language (signed-in pages render in the browser). */
export function formatTicketDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LANGUAGES[language].locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}
