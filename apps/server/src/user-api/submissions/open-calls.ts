import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import { utcDayNumber } from '@shortlist/domain/festivals/utc-days';
import type { Language } from '@shortlist/domain/languages';
import { type PreparedSection, prepareSection } from '@shortlist/domain/submissions/eligibility';
import type { EligibilitySection } from '@shortlist/domain/submissions/eligibility-input';
import type { PanelSectionFacts, PanelSectionKeys } from '@shortlist/domain/submissions/film-panel-page';
import { searchable } from '@shortlist/domain/submissions/panel-search';
import { eq } from 'drizzle-orm';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { loadEligibilitySections, sectionsWhere } from './eligibility-facts.ts';
import { collatorOf } from './panel-collator.ts';
import {
  ClockDays,
  currentOnDay,
  type SectionCalendar,
  sectionCalendar,
  ZoneToday,
} from './section-calendar.ts';
import { TtlCache } from './ttl-cache.ts';

/*
 * Every section of every open call, as a film's panel judges them. They are the same for every
 * filmmaker (only the verdicts are the film's), thousands of rows in five queries, and change
 * when a festival edits its call: kept a few seconds per app, so a panel page costs the film's
 * queries and the engine, not the catalogue's. Putting an entry in the basket reads the section
 * again (add-to-basket.ts), so a call closed meanwhile is still refused there.
 */

/**
 * How long the open calls are kept (the reload runs behind the answers, see TtlCache); a festival's
 * edit empties them at once on every instance (`platform/festival-changes.ts`).
 */
export const OPEN_CALLS_TTL_MS = 30_000;

type SectionMeta = {
  IdFestival: number;
  festivalName: string;
  timeZone: string;
  IdLibelle: number | null;
  IsPayant: boolean;
};

/** The sections with the reasons that depend on them alone, for one UTC day. */
type PreparedDay = { day: number; sections: readonly PreparedSection[] };

export type OpenCalls = {
  sections: EligibilitySection[];
  byId: ReadonlyMap<number, EligibilitySection>;
  meta: ReadonlyMap<number, SectionMeta>;
  /** Each section's calendar on its festival's clock, for the sort keys (section-calendar.ts). */
  calendars: ReadonlyMap<number, SectionCalendar>;
  /** The sections prepared on the day of the load: a film asked that day judges only its side. */
  prepared: PreparedDay;
  /** Today on each festival's clock, shared by the panels of this load. */
  today: ZoneToday;
};

/*
 * What a section's own verdict depends on (`sectionReasons`: the call's status and the current
 * event of its calendar, counted in UTC days) changes only when the UTC day does, so sections
 * prepared with any moment of a day serve the whole day, and another day prepares them again.
 */
function prepareDay(sections: readonly EligibilitySection[], now: Date): PreparedDay {
  return { day: utcDayNumber(now), sections: sections.map((section) => prepareSection(section, now)) };
}

/** Gives the event loop a turn (pending I/O, timers) before going on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function loadOpenCalls(db: Db, now: Date, days: ClockDays): Promise<OpenCalls> {
  const where = sectionsWhere({ openCalls: true });
  const [sections, rows] = await Promise.all([
    loadEligibilitySections(db, { openCalls: true }),
    db
      .select({
        IdCampagneSection: campagneSection.Id,
        IdFestival: festival.Id,
        Nom: festival.Nom,
        Iso2: pays.Iso2,
        latitude: festival.GpsLatitude,
        longitude: festival.GpsLongitude,
        IdLibelle: section.IdLibelle,
        IsPayant: campagneSection.IsPayant,
      })
      .from(campagneSection)
      .innerJoin(section, eq(section.Id, campagneSection.IdSection))
      .innerJoin(campagne, eq(campagne.Id, campagneSection.IdCampagne))
      .innerJoin(festival, eq(festival.Id, campagne.IdFestival))
      .leftJoin(pays, eq(pays.Id, festival.IdPays))
      .where(where),
  ]);
  const zones = new Map<number, string>();
  const meta = new Map<number, SectionMeta>();
  for (const { Iso2, latitude, longitude, Nom, ...row } of rows) {
    let timeZone = zones.get(row.IdFestival);
    if (timeZone === undefined) {
      timeZone = festivalTimeZone({ iso2: Iso2 ?? undefined, latitude, longitude });
      zones.set(row.IdFestival, timeZone);
    }
    meta.set(row.IdCampagneSection, { ...row, festivalName: Nom, timeZone });
  }
  // A reload runs while requests are answered: each step of tens of milliseconds lets the
  // waiting requests through before the next.
  await nextTurn();
  const calendars = new Map<number, SectionCalendar>();
  for (const s of sections) {
    calendars.set(
      s.IdCampagneSection,
      sectionCalendar(s.events, meta.get(s.IdCampagneSection)?.timeZone, days),
    );
  }
  await nextTurn();
  const prepared = prepareDay(sections, now);
  await nextTurn();
  return {
    sections,
    byId: new Map(sections.map((s) => [s.IdCampagneSection, s])),
    meta,
    calendars,
    prepared,
    today: new ZoneToday(),
  };
}

/**
 * What is worked out from one load of the calls at one moment: the day rules (deadlines, fees,
 * current events) change at midnight on a festival's clock, so a minute's verdicts are shared.
 */
const MINUTE_MS = 60_000;
/** Films whose verdicts one load of the calls keeps (a filmmaker paging, switching tabs, sorting). */
const MAX_VERDICTS = 200;

export class OpenCallsCache {
  readonly #calls: TtlCache<OpenCalls>;
  readonly #memo = new WeakMap<OpenCalls, Map<string, unknown>>();
  /** Names per language of one load of the calls: a new load never meets older names. */
  readonly #facts = new WeakMap<OpenCalls, Map<Language, Promise<Map<number, PanelSectionFacts>>>>();
  /** The languages readers asked in: a reload names the sections in them before it is used. */
  readonly #languages = new Set<Language>();
  /** Kept across loads (a reload meets the same dates and names again). */
  readonly #days = new ClockDays();
  #folded = new Map<string, string>();

  constructor(
    private readonly db: Db,
    ttlMs: number = OPEN_CALLS_TTL_MS,
    /** The app's clock: the sections are prepared for the day it gives at each load. */
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.#calls = new TtlCache(ttlMs);
  }

  calls(): Promise<OpenCalls> {
    return this.#calls.get('open', () => this.#load());
  }

  /** Forgets the calls: the next reader loads them again (a festival changed, on any app server). */
  forget(): void {
    this.#calls.clear();
  }

  /**
   * Everything a film's first ask would otherwise work out on its path is worked out here, once
   * per load, while the previous load still answers (stale while revalidate): the sections
   * prepared for the day, their calendars, and their names in every language asked so far.
   */
  async #load(): Promise<OpenCalls> {
    const calls = await loadOpenCalls(this.db, this.clock(), this.#days);
    await Promise.all([...this.#languages].map((language) => this.facts(calls, language)));
    return calls;
  }

  /** The sections prepared for `now`'s UTC day: those of the load, or prepared again once that day. */
  prepared(calls: OpenCalls, now: Date): readonly PreparedSection[] {
    const day = utcDayNumber(now);
    if (calls.prepared.day === day) return calls.prepared.sections;
    return this.memo(calls, `prepared:${day}`, () => prepareDay(calls.sections, now).sections, {
      kind: 'prepared:',
      max: 2,
    });
  }

  /** A value derived from `calls`, kept as long as they are; `limit` bounds how many per kind. */
  memo<T>(calls: OpenCalls, key: string, make: () => T, limit?: { kind: string; max: number }): T {
    let memo = this.#memo.get(calls);
    if (!memo) {
      memo = new Map();
      this.#memo.set(calls, memo);
    }
    if (memo.has(key)) return memo.get(key) as T;
    const value = make();
    if (limit) {
      // Maps iterate in insertion order: the oldest of that kind goes first.
      const kind = [...memo.keys()].filter((k) => k.startsWith(limit.kind));
      if (kind.length >= limit.max && kind[0] !== undefined) memo.delete(kind[0]);
    }
    memo.set(key, value);
    return value;
  }

  /** The minute `now` falls in: answers worked out at one moment serve the whole minute. */
  static minute(now: Date): number {
    return Math.floor(now.getTime() / MINUTE_MS);
  }

  static readonly MAX_VERDICTS = MAX_VERDICTS;

  /**
   * The sections' names in the reader's language, folded once for the search, each festival with
   * its place in name order (sorting a page by name then compares numbers, not names).
   */
  facts(calls: OpenCalls, language: Language): Promise<Map<number, PanelSectionFacts>> {
    this.#languages.add(language);
    let byLanguage = this.#facts.get(calls);
    if (!byLanguage) {
      byLanguage = new Map();
      this.#facts.set(calls, byLanguage);
    }
    let facts = byLanguage.get(language);
    if (!facts) {
      facts = this.#loadFacts(calls, language);
      byLanguage.set(language, facts);
      facts.catch(() => byLanguage.delete(language));
    }
    return facts;
  }

  async #loadFacts(calls: OpenCalls, language: Language): Promise<Map<number, PanelSectionFacts>> {
    const t = await loadTranslations(this.db, {
      language,
      labels: [...new Set([...calls.meta.values()].map((m) => m.IdLibelle))],
      texts: [],
    });
    // Folded names are kept from load to load; bounded, started again when full.
    if (this.#folded.size > 100_000) this.#folded = new Map();
    const folded = this.#folded;
    const fold = (text: string) => {
      let value = folded.get(text);
      if (value === undefined) {
        value = searchable(text);
        folded.set(text, value);
      }
      return value;
    };
    const names = new Map<number, string>();
    for (const meta of calls.meta.values()) names.set(meta.IdFestival, meta.festivalName);
    const collator = collatorOf(language);
    // The order `filmPanelPage` sorts by name in: the collator, then the festival's id.
    const rank = new Map(
      [...names]
        .sort(([a, nameA], [b, nameB]) => collator.compare(nameA, nameB) || a - b)
        .map(([id], i) => [id, i]),
    );
    const facts = new Map<number, PanelSectionFacts>();
    for (const [id, meta] of calls.meta) {
      facts.set(id, {
        festivalName: meta.festivalName,
        foldedFestival: fold(meta.festivalName),
        foldedSection: fold(t.label(meta.IdLibelle) ?? ''),
        festivalRank: rank.get(meta.IdFestival),
      });
    }
    return facts;
  }
}

/**
 * A section's sort keys now, on its festival's calendar: the date of its current event, and the
 * fee an entry made now costs (0 when free, none when the section is closed). Read on the
 * calendars kept with the calls and today's day on each festival's clock, kept until it ends
 * there (`ZoneToday`): nothing is kept past the moment it changes.
 */
export function sectionKeys(calls: OpenCalls, now: Date): (IdCampagneSection: number) => PanelSectionKeys {
  return (id) => {
    const meta = calls.meta.get(id);
    // The current event once: closed is `isSectionClosed`'s rule on it, the fee `currentFee`'s.
    const event = currentOnDay(calls.calendars.get(id) ?? [], calls.today.day(now, meta?.timeZone));
    const closed = event === undefined || event.Type === 'result' || event.Type === 'opening';
    return {
      deadline: event?.DateEvent ? new Date(event.DateEvent).getTime() : null,
      fee: closed ? null : meta?.IsPayant ? event.Prix : 0,
    };
  };
}
