import type { Language } from '@shortlist/domain/languages';

/**
 * Texts of the deadline feed and reminder emails, written on the server like the account emails
 * (en, fr, es; other languages get en).
 */
type DeadlineTexts = {
  calendarName: string;
  summary: (festival: string) => string;
  sections: (names: string) => string;
  subject: (festival: string, days: number) => string;
  intro: (festival: string, date: string) => string;
  action: string;
  why: string;
  switchOff: string;
};

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

const TEXTS: Record<'en' | 'fr' | 'es', DeadlineTexts> = {
  en: {
    calendarName: 'Shortlist: festival deadlines',
    summary: (festival) => `Deadline: ${festival}`,
    sections: (names) => `Sections: ${names}`,
    subject: (festival, days) =>
      days === 0
        ? `${festival}: entries close today`
        : days === 1
          ? `${festival}: entries close tomorrow`
          : `${festival}: entries close in ${days} days`,
    intro: (festival, date) => `${festival}, one of your favourite festivals, closes entries on ${date}.`,
    action: 'See the festival and submit',
    why: 'You receive this reminder because this festival is in your favourites on Shortlist.',
    switchOff: 'Switch deadline reminders off in your profile',
  },
  fr: {
    calendarName: 'Shortlist : dates limites des festivals',
    summary: (festival) => `Date limite : ${festival}`,
    sections: (names) => `Sections : ${names}`,
    subject: (festival, days) =>
      days === 0
        ? `${festival} : clôture des inscriptions aujourd'hui`
        : days === 1
          ? `${festival} : clôture des inscriptions demain`
          : `${festival} : clôture des inscriptions dans ${days} ${plural(days, 'jour', 'jours')}`,
    intro: (festival, date) =>
      `${festival}, l'un de vos festivals favoris, clôt ses inscriptions le ${date}.`,
    action: 'Voir le festival et inscrire un film',
    why: 'Vous recevez ce rappel parce que ce festival fait partie de vos favoris sur Shortlist.',
    switchOff: 'Désactiver les rappels de dates limites dans votre profil',
  },
  es: {
    calendarName: 'Shortlist: fechas límite de festivales',
    summary: (festival) => `Fecha límite: ${festival}`,
    sections: (names) => `Secciones: ${names}`,
    subject: (festival, days) =>
      days === 0
        ? `${festival}: la inscripción cierra hoy`
        : days === 1
          ? `${festival}: la inscripción cierra mañana`
          : `${festival}: la inscripción cierra en ${days} ${plural(days, 'día', 'días')}`,
    intro: (festival, date) =>
      `${festival}, uno de tus festivales favoritos, cierra la inscripción el ${date}.`,
    action: 'Ver el festival e inscribir una película',
    why: 'Recibes este recordatorio porque este festival está en tus favoritos de Shortlist.',
    switchOff: 'Desactivar los recordatorios de fechas límite en tu perfil',
  },
};

/** The language the feed and emails are written in (en for it and pt, which are routed only by configuration). */
export function deadlineLanguage(language: Language): 'en' | 'fr' | 'es' {
  return language === 'fr' || language === 'es' ? language : 'en';
}

export function deadlineTexts(language: Language): DeadlineTexts {
  return TEXTS[deadlineLanguage(language)];
}

/** A deadline day (`YYYY-MM-DD`) written out, e.g. "3 December 2026". */
export function longDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(deadlineLanguage(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
