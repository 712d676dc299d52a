import { type DraftEvent, timedEvents } from './calendar-edit.ts';
import { datedEvents, eventFlags, isClosedAt } from './calendar-rules.ts';
import { openingDayAt } from './call-state.ts';
import { type DatesAndFees, datesAndFees } from './dates-and-fees.ts';

/** A section of the call as the calendar page shows it beside its draft. */
export type PreviewSection = {
  IdCampagneSection: number;
  Libelle: string;
  IsPayant: boolean;
  IsPublic: boolean;
  IsInscription: boolean;
  events: readonly DraftEvent[];
  /**
   * The festival's own names of its steps ("Early bird"), per type in order: the n-th deadline
   * keeps the n-th saved deadline's name, as the writer keeps them (`call-calendar.ts`).
   */
  labels?: Partial<Record<DraftEvent['Type'], readonly (string | null)[]>>;
};

/**
 * The public page's "dates and fees" table (`datesAndFees`) for a calendar being edited, so a
 * manager sees what filmmakers will see before saving: the draft's dates read on the festival's
 * clock, expired and current as of `now`, each instant worded by `word` (the page's own format);
 * `results` holds the result announcements' instants (the page words them as days).
 * A section whose draft holds an invalid date shows no deadline until it is fixed.
 */
export function calendarPreview(
  sections: readonly PreviewSection[],
  options: { now: Date; timeZone: string; word: (date: Date) => string },
): DatesAndFees & { results: string[] } {
  const { now, timeZone, word } = options;
  const results = new Set<string>();
  const table = datesAndFees(
    sections.map((section) => {
      const events = datedEvents(timedEvents(section.events, timeZone) ?? []);
      const flags = events.map((e) => eventFlags(e, now, timeZone));
      const current = events[flags.findIndex((f) => !f.expired)];
      for (const e of events) if (e.Type === 'result') results.add(e.DateEvent.toISOString());
      const opensOn = openingDayAt(current);
      const seen = new Map<string, number>();
      const label = (type: DraftEvent['Type']) => {
        const index = seen.get(type) ?? 0;
        seen.set(type, index + 1);
        return section.labels?.[type]?.[index] ?? null;
      };
      return {
        IdCampagneSection: section.IdCampagneSection,
        Libelle: section.Libelle,
        IsPayant: section.IsPayant,
        IsPublic: section.IsPublic,
        IsInscription: section.IsInscription,
        isClosed: isClosedAt(current),
        opensOn,
        opensOnDay: opensOn === null || current === undefined ? null : word(current.DateEvent),
        events: events.map((e, i) => ({
          Type: e.Type,
          DateEvent: e.DateEvent.toISOString(),
          LibelleEvent: label(e.Type),
          Prix: e.Prix,
          expired: flags[i]?.expired ?? false,
          text: word(e.DateEvent),
        })),
      };
    }),
  );
  return { ...table, results: [...results] };
}
