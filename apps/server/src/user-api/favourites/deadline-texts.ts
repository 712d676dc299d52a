import type { Language } from '@shortlist/domain/languages';
import { catalogueText } from '../../platform/mail/render-email.ts';

/**
 * Texts of the deadline feed and reminder emails come from the `emails` catalogue
 * (`deadlineReminder`, `deadlineCalendar`) in all five languages, through the same template
 * mechanism as every email.
 */

/** The language of the site paths in feeds and emails (it and pt are routed only by configuration). */
export function deadlineLanguage(language: Language): 'en' | 'fr' | 'es' {
  return language === 'fr' || language === 'es' ? language : 'en';
}

/** The reminder's subject key: closing today, tomorrow, or in `days` days (2 or more). */
export function reminderSubjectKey(days: number): string {
  if (days <= 0) return 'deadlineReminder.subjectToday';
  if (days === 1) return 'deadlineReminder.subjectTomorrow';
  return 'deadlineReminder.subjectInDays';
}

/** The iCalendar feed's texts in the account's language. */
export function calendarTexts(language: Language) {
  return {
    name: catalogueText({ language, key: 'deadlineCalendar.name' }),
    /** `name`: the festival's own name of the deadline (early, regular, late...), else its kind's. */
    summary: (event: { kind: 'closing' | 'extension'; name?: string; section: string; festival: string }) =>
      catalogueText({
        language,
        key: event.section ? 'deadlineCalendar.summary' : 'deadlineCalendar.summaryNoSection',
        values: {
          kind: event.name || catalogueText({ language, key: `deadlineCalendar.kind.${event.kind}` }),
          section: event.section,
          festival: event.festival,
        },
      }),
  };
}
