import type { Db } from '@shortlist/db/client';
import { campagne, campagneSection, section } from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import { currentEvent } from '@shortlist/domain/festivals/calendar-rules';
import { festivalTimeZone } from '@shortlist/domain/festivals/festival-time-zone';
import type { Language } from '@shortlist/domain/languages';
import type { EligibilitySection } from '@shortlist/domain/submissions/eligibility-input';
import type { PanelSectionFacts, PanelSectionKeys } from '@shortlist/domain/submissions/film-panel-page';
import { searchable } from '@shortlist/domain/submissions/panel-search';
import { eq } from 'drizzle-orm';
import { loadTranslations } from '../../platform/translations/load-translations.ts';
import { loadEligibilitySections, sectionsWhere } from './eligibility-facts.ts';
import { TtlCache } from './ttl-cache.ts';

/*
 * Every section of every open call, as a film's panel judges them. They are the same for every
 * filmmaker (only the verdicts are the film's), thousands of rows in five queries, and change
 * when a festival edits its call: kept a few seconds per app, so a panel page costs the film's
 * queries and the engine, not the catalogue's. Putting an entry in the basket reads the section
 * again (add-to-basket.ts), so a call closed meanwhile is still refused there.
 */

/**
 * How long the open calls are kept: a festival's edit shows in a film's panel after this and one
 * reload (the reload runs behind the answers, see TtlCache).
 */
export const OPEN_CALLS_TTL_MS = 30_000;

type SectionMeta = {
  IdFestival: number;
  festivalName: string;
  timeZone: string;
  IdLibelle: number | null;
  IsPayant: boolean;
};

export type OpenCalls = {
  sections: EligibilitySection[];
  byId: ReadonlyMap<number, EligibilitySection>;
  meta: ReadonlyMap<number, SectionMeta>;
};

async function loadOpenCalls(db: Db): Promise<OpenCalls> {
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
  return { sections, byId: new Map(sections.map((s) => [s.IdCampagneSection, s])), meta };
}

/**
 * What is worked out from one load of the calls at one moment: the day rules (deadlines, fees,
 * current events) change at midnight on a festival's clock, so a minute's answers are shared.
 */
const MINUTE_MS = 60_000;
/** Films whose verdicts one load of the calls keeps (a filmmaker paging, switching tabs, sorting). */
const MAX_VERDICTS = 200;

export class OpenCallsCache {
  readonly #calls: TtlCache<OpenCalls>;
  readonly #memo = new WeakMap<OpenCalls, Map<string, unknown>>();
  /** Names per language of one load of the calls: a new load never meets older names. */
  readonly #facts = new WeakMap<OpenCalls, Map<Language, Promise<Map<number, PanelSectionFacts>>>>();

  constructor(
    private readonly db: Db,
    ttlMs: number = OPEN_CALLS_TTL_MS,
  ) {
    this.#calls = new TtlCache(ttlMs);
  }

  calls(): Promise<OpenCalls> {
    return this.#calls.get('open', () => loadOpenCalls(this.db));
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

  /** The sections' names in the reader's language, folded once for the search. */
  facts(calls: OpenCalls, language: Language): Promise<Map<number, PanelSectionFacts>> {
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
    const folded = new Map<string, string>();
    const fold = (text: string) => {
      let value = folded.get(text);
      if (value === undefined) {
        value = searchable(text);
        folded.set(text, value);
      }
      return value;
    };
    const facts = new Map<number, PanelSectionFacts>();
    for (const [id, meta] of calls.meta) {
      facts.set(id, {
        festivalName: meta.festivalName,
        foldedFestival: fold(meta.festivalName),
        foldedSection: fold(t.label(meta.IdLibelle) ?? ''),
      });
    }
    return facts;
  }
}

/**
 * A section's sort keys now, on its festival's calendar: the date of its current event, and the
 * fee an entry made now costs (0 when free, none when the section is closed). Each is worked out
 * once per minute (the zoned calendar rules cost about as much as judging the section).
 */
export function sectionKeys(
  cache: OpenCallsCache,
  calls: OpenCalls,
  now: Date,
): (IdCampagneSection: number) => PanelSectionKeys {
  const known = cache.memo(
    calls,
    `keys:${OpenCallsCache.minute(now)}`,
    () => new Map<number, PanelSectionKeys>(),
  );
  return (id) => {
    const kept = known.get(id);
    if (kept) return kept;
    const events = calls.byId.get(id)?.events ?? [];
    const meta = calls.meta.get(id);
    // The current event once (each zoned day costs): closed is `isSectionClosed`'s rule on it,
    // the fee `currentFee`'s.
    const event = currentEvent(events, now, meta?.timeZone);
    const closed = event === undefined || event.Type === 'result' || event.Type === 'opening';
    const keys = {
      deadline: event ? new Date(event.DateEvent).getTime() : null,
      fee: closed ? null : meta?.IsPayant ? event.Prix : 0,
    };
    known.set(id, keys);
    return keys;
  };
}
