import { LANGUAGES, type Language } from '@shortlist/domain/language-list';

/**
 * Building an `Intl.DateTimeFormat` costs far more than formatting with one (a festival page
 * formats some 30 dates: about 3 ms of CPU when each built its own), so each (kind, language,
 * zone) is built once. The keys are bounded: a few kinds x the languages x the IANA zones.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function cachedFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * A deadline as the festival gives it (docs/decisions.md, deadline times): day and time on the
 * festival's clock with the zone's short name, `26 Nov 2026, 23:59 GMT+1`. The festival page,
 * the directory's cards, the reminder emails and the calendar feed all say it this way; `long`
 * spells the month out for a sentence (`26 November 2026 at 23:59 GMT+1`).
 */
export function formatDeadline(
  date: string | Date,
  language: Language,
  timeZone: string,
  month: 'short' | 'long' = 'short',
): string {
  const locale = LANGUAGES[language].locale;
  return cachedFormat(
    `deadline|${month}|${locale}|${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone,
        day: 'numeric',
        month,
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'short',
      }),
  ).format(new Date(date));
}

/** A calendar day on the festival's clock (an opening day, a festival date): `26 November 2026`. */
export function formatZonedDay(date: string | Date, language: Language, timeZone: string): string {
  const locale = LANGUAGES[language].locale;
  return cachedFormat(
    `day|${locale}|${timeZone}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }),
  ).format(new Date(date));
}

/**
 * A plain calendar day (`YYYY-MM-DD`, or an instant read on UTC): an invitation's last day, a
 * day an eligibility reason or a basket warning names. Said as `formatZonedDay` says a day, in
 * the language's locale, so the panel, the basket, the pages and the emails write a day one way
 * per language (issue 32), never the browser's default (`en` alone would say `November 26, 2026`
 * beside the pages' `26 November 2026`).
 */
export function formatDay(day: string | Date, language: Language): string {
  const date = typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day;
  return formatZonedDay(date, language, 'UTC');
}

/**
 * An instant as the festival's page says it, worked out by the server: the browser's time-zone
 * data can differ from the server's (a region that changed its rules), so text formatted on the
 * festival's clock in the browser would not match the HTML it hydrates (React #418).
 */
export function zonedTexts(date: string | Date, language: Language, timeZone: string) {
  return { text: formatDeadline(date, language, timeZone), day: formatZonedDay(date, language, timeZone) };
}

/** `YYYY-MM-DD` of an instant on the zone's calendar: the day a deadline falls where the festival is. */
export function zonedIsoDay(date: string | Date, timeZone: string): string {
  const parts = cachedFormat(
    `iso-day|${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).formatToParts(new Date(date));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
