import type {
  CallCalendar,
  CallCalendarRequest,
  EventLabels,
} from '@shortlist/domain/festival-space/calendar-contracts';
import type { DraftEvent } from '@shortlist/domain/festivals/calendar-edit';
import type { PreviewSection } from '@shortlist/domain/festivals/calendar-preview';
import { LANGUAGES, type Language } from '@shortlist/domain/language-list';

/*
 * The calendar page's form (issue 33): each section's opening, deadlines with their fees in euros
 * as typed, optional extension and result date, as `datetime-local` values on the festival's
 * clock. Deadlines and the extension carry the festival's own name for them ("Early bird") in
 * each routed language. The request lists each section's events in that order, and `fieldKey`
 * maps an API field error (`sections.0.events.2.Prix`) back to the input it names.
 */

/** A step's own name per language, as typed (empty: none). */
export type StepNames = Partial<Record<Language, string>>;

/**
 * A deadline or the extension as typed; `id` keeps its inputs while others are added or removed.
 * `names` is the festival's own name for the step in each language.
 */
export type FeeStep = { id: number; DateEvent: string; fee: string; names: StepNames };

/** A new step after `steps`, with the previous fee to start from and no name of its own. */
export function newStep(steps: readonly FeeStep[]): FeeStep {
  return {
    id: Math.max(-1, ...steps.map((s) => s.id)) + 1,
    DateEvent: '',
    fee: steps.at(-1)?.fee ?? '',
    names: {},
  };
}

export type CalendarFormSection = {
  IdCampagneSection: number;
  Libelle: string;
  IsPayant: boolean;
  IsPublic: boolean;
  IsInscription: boolean;
  paidEntries: number;
  opening: string;
  deadlines: FeeStep[];
  extension: FeeStep | null;
  result: string;
};

/** Cents as the fee input shows them: `15`, `12.50`. */
export function centsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * A fee typed in euros (`12`, `12.5`, `12,50`, `€ 12`) in cents; -1 for anything else, so the
 * contract refuses it on its own field (`CALENDAR_FEE_INVALID`). Empty is free (0).
 */
export function parseEuros(text: string): number {
  const clean = text.replace(/[€\s\u00a0]/g, '').replace(',', '.');
  if (clean === '') return 0;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return -1;
  const [whole = '0', part = ''] = clean.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}

/** The saved calendar as the form edits it. */
export function calendarFormSections(calendar: CallCalendar): CalendarFormSection[] {
  return calendar.sections.map((s) => {
    const of = (type: string) => s.events.filter((e) => e.Type === type);
    const step = (e: (typeof s.events)[number], id: number): FeeStep => ({
      id,
      DateEvent: e.DateEvent,
      fee: centsText(e.Prix),
      names: Object.fromEntries(Object.entries(e.Libelle).filter(([, v]) => v)) as StepNames,
    });
    const extension = of('extension')[0];
    return {
      IdCampagneSection: s.IdCampagneSection,
      Libelle: s.Libelle,
      IsPayant: s.IsPayant,
      IsPublic: s.IsPublic,
      IsInscription: s.IsInscription,
      paidEntries: s.paidEntries,
      opening: of('opening')[0]?.DateEvent ?? '',
      deadlines: of('closing').map(step),
      extension: extension ? step(extension, 0) : null,
      result: of('result')[0]?.DateEvent ?? '',
    };
  });
}

type FormEvent = { event: DraftEvent; key: string; names?: StepNames };

/** A section's events in request order, each with the form key of its inputs (`s0.deadlines.1`). */
function sectionEvents(section: CalendarFormSection, index: number): FormEvent[] {
  const fee = (step: FeeStep) => (section.IsPayant ? parseEuros(step.fee) : 0);
  const base = `s${index}`;
  const empty = [section.opening, section.result, ...section.deadlines.map((d) => d.DateEvent)].every(
    (v) => v === '',
  );
  // A section left blank has no calendar (it takes no entries), as the spec's "closed".
  if (empty && section.extension === null) return [];
  const list: FormEvent[] = [];
  if (section.opening !== '')
    list.push({ event: { Type: 'opening', DateEvent: section.opening, Prix: 0 }, key: `${base}.opening` });
  section.deadlines.forEach((d, i) => {
    list.push({
      event: { Type: 'closing', DateEvent: d.DateEvent, Prix: fee(d) },
      key: `${base}.deadlines.${i}`,
      names: d.names,
    });
  });
  if (section.extension) {
    list.push({
      event: { Type: 'extension', DateEvent: section.extension.DateEvent, Prix: fee(section.extension) },
      key: `${base}.extension`,
      names: section.extension.names,
    });
  }
  if (section.result !== '')
    list.push({ event: { Type: 'result', DateEvent: section.result, Prix: 0 }, key: `${base}.result` });
  return list;
}

/**
 * A step's names as the request sends them: every routed language (empty ones null), so a
 * removed step never hands its name to the next; the site's other languages are not edited here.
 */
function requestNames(names: StepNames, languages: readonly Language[]): EventLabels {
  const out: EventLabels = { en: names.en?.trim() || null, fr: null, es: null, it: null, pt: null };
  for (const language of languages) out[language] = names[language]?.trim() || null;
  return out;
}

/** The request for the form, and the form key of each API field path it may answer. */
export function calendarRequest(
  sections: readonly CalendarFormSection[],
  options: { languages: readonly Language[]; confirmLowerFees?: boolean },
): { request: CallCalendarRequest; keys: Map<string, string> } {
  const keys = new Map<string, string>();
  const request: CallCalendarRequest = {
    sections: sections.map((section, i) => {
      keys.set(`sections.${i}.events`, `s${i}`);
      keys.set(`sections.${i}.IdCampagneSection`, `s${i}`);
      const events = sectionEvents(section, i);
      events.forEach(({ key }, j) => {
        const at = `sections.${i}.events.${j}`;
        keys.set(`${at}.DateEvent`, `${key}.DateEvent`);
        keys.set(`${at}.Prix`, `${key}.fee`);
        keys.set(`${at}.Type`, `${key}.DateEvent`);
        for (const language of options.languages)
          keys.set(`${at}.Libelle.${language}`, `${key}.name.${language}`);
      });
      return {
        IdCampagneSection: section.IdCampagneSection,
        events: events.map(({ event, names }) =>
          names ? { ...event, Libelle: requestNames(names, options.languages) } : event,
        ),
      };
    }),
  };
  if (options.confirmLowerFees) request.confirmLowerFees = true;
  return { request, keys };
}

/** The form key of an API field path (the section itself when nothing finer matches). */
export function fieldKey(keys: ReadonlyMap<string, string>, path: string): string {
  return keys.get(path) ?? keys.get(path.split('.').slice(0, 2).join('.').concat('.events')) ?? path;
}

/** A step's name in the reader's language, English otherwise (as the public page falls back). */
export function stepName(names: StepNames, language: Language): string | null {
  return names[language]?.trim() || names.en?.trim() || null;
}

/** The form as the preview table reads it (`calendarPreview`), step names as typed. */
export function previewSections(
  sections: readonly CalendarFormSection[],
  language: Language,
): PreviewSection[] {
  return sections.map((section, i) => ({
    IdCampagneSection: section.IdCampagneSection,
    Libelle: section.Libelle,
    IsPayant: section.IsPayant,
    IsPublic: section.IsPublic,
    IsInscription: section.IsInscription,
    labels: {
      closing: section.deadlines.map((d) => stepName(d.names, language)),
      extension: section.extension ? [stepName(section.extension.names, language)] : [],
    },
    // An event still being typed (an empty date, a fee that is not a number) is left out.
    events: sectionEvents(section, i)
      .map((e) => e.event)
      .filter((e) => e.DateEvent !== '' && e.Prix >= 0),
  }));
}

/** The zone's name in the reader's language (`Pacific Time`), with its IANA id. */
export function zoneLabel(timeZone: string, language: Language): string {
  const parts = new Intl.DateTimeFormat(LANGUAGES[language].locale, {
    timeZone,
    timeZoneName: 'longGeneric',
  }).formatToParts(new Date());
  const name = parts.find((part) => part.type === 'timeZoneName')?.value;
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
}
