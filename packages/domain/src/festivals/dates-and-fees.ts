import type { EventType } from '../festival-campaign.ts';

/** The fields of a calendar event of the page answer that the table reads. */
type TableEvent = {
  Type: EventType;
  DateEvent: string;
  LibelleEvent: string | null;
  Prix: number;
  expired: boolean;
  /** The deadline on the festival's clock, as the server says it. */
  text: string;
};

/** The fields of a section of the page answer that the table reads. */
type TableSection = {
  IdCampagneSection: number;
  Libelle: string;
  IsPayant: boolean;
  IsPublic: boolean;
  IsInscription: boolean;
  isClosed: boolean;
  opensOn: string | null;
  opensOnDay: string | null;
  events: readonly TableEvent[];
};

/** One deadline of the table: every section's closing or extension event at the same instant. */
export type DeadlineColumn = {
  key: string;
  Type: 'closing' | 'extension';
  DateEvent: string;
  /** `DateEvent` on the festival's clock, as the server says it. */
  text: string;
  /** The festival's own name for this deadline when every section gives the same one, else null. */
  LibelleEvent: string | null;
  expired: boolean;
  /** The first deadline not yet passed: the one the table points out. */
  next: boolean;
};

/** What a section costs at a deadline: a fee, free, or nothing (the section has no such deadline). */
export type FeeCell = { kind: 'fee'; cents: number } | { kind: 'free' } | { kind: 'none' };

/** A section's line: whether it takes entries now and its fee at each deadline. */
export type SectionStatus = 'open' | 'opensOn' | 'closed' | 'noEntries';

export type DatesAndFeesRow = {
  IdCampagneSection: number;
  Libelle: string;
  IsPublic: boolean;
  status: SectionStatus;
  /** The opening day when `status` is `opensOn`. */
  opensOn: string | null;
  /** `opensOn` as the server says it on the festival's clock. */
  opensOnDay: string | null;
  cells: FeeCell[];
};

export type DatesAndFees = { columns: DeadlineColumn[]; rows: DatesAndFeesRow[] };

const DEADLINE_TYPES: readonly EventType[] = ['closing', 'extension'];

const columnKey = (event: TableEvent) => `${event.Type}@${new Date(event.DateEvent).toISOString()}`;

/** A section's status for its table line (a free section and a paid one read the same). */
export function sectionStatus(
  section: Omit<TableSection, 'events' | 'Libelle' | 'opensOnDay'>,
): SectionStatus {
  if (!section.IsInscription) return 'noEntries';
  if (section.opensOn !== null) return 'opensOn';
  return section.isClosed ? 'closed' : 'open';
}

/**
 * A section's fee at one of its deadlines: a section marked free (`IsPayant` false, docs/decisions.md:
 * free or paid is a property of each section) and a fee of 0 both read "Free".
 */
export function feeCell(section: Pick<TableSection, 'IsPayant'>, event: TableEvent | undefined): FeeCell {
  if (!event) return { kind: 'none' };
  if (!section.IsPayant || event.Prix === 0) return { kind: 'free' };
  return { kind: 'fee', cents: event.Prix };
}

/**
 * The festival page's one "dates and fees" table: a line per section, a column per deadline
 * (closing and extension events of every section, merged when they fall at the same instant),
 * in date order. Sections usually share their deadlines, so the table replaces a calendar
 * repeated under each section; a section without a deadline in a column shows nothing there.
 */
export function datesAndFees(sections: readonly TableSection[]): DatesAndFees {
  const byKey = new Map<string, { event: TableEvent; labels: Set<string | null> }>();
  for (const section of sections) {
    for (const event of section.events) {
      if (!DEADLINE_TYPES.includes(event.Type)) continue;
      const key = columnKey(event);
      const column = byKey.get(key) ?? { event, labels: new Set<string | null>() };
      column.labels.add(event.LibelleEvent);
      byKey.set(key, column);
    }
  }
  const ordered = [...byKey.entries()].sort(
    ([, a], [, b]) =>
      new Date(a.event.DateEvent).getTime() - new Date(b.event.DateEvent).getTime() ||
      DEADLINE_TYPES.indexOf(a.event.Type) - DEADLINE_TYPES.indexOf(b.event.Type),
  );
  const nextIndex = ordered.findIndex(([, c]) => !c.event.expired);
  const columns: DeadlineColumn[] = ordered.map(([key, { event, labels }], index) => ({
    key,
    Type: event.Type as DeadlineColumn['Type'],
    DateEvent: new Date(event.DateEvent).toISOString(),
    text: event.text,
    LibelleEvent: labels.size === 1 ? ([...labels][0] ?? null) : null,
    expired: event.expired,
    next: index === nextIndex,
  }));
  const rows = sections.map((section) => {
    const own = new Map(
      section.events.filter((e) => DEADLINE_TYPES.includes(e.Type)).map((e) => [columnKey(e), e]),
    );
    return {
      IdCampagneSection: section.IdCampagneSection,
      Libelle: section.Libelle,
      IsPublic: section.IsPublic,
      status: sectionStatus(section),
      opensOn: section.opensOn,
      opensOnDay: section.opensOnDay,
      cells: columns.map((column) => feeCell(section, own.get(column.key))),
    };
  });
  return { columns, rows };
}
