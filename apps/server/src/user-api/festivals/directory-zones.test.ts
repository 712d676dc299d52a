import type { Database } from '@shortlist/db/client';
import { fillFestivalTimeZones } from '@shortlist/db/festival-time-zones';
import { campagne, campagneSection, evenement, section } from '@shortlist/db/schema/campaigns';
import { pays } from '@shortlist/db/schema/dictionaries';
import { festival } from '@shortlist/db/schema/festivals';
import { createTestDatabase } from '@shortlist/db/testing';
import type { FestivalCard } from '@shortlist/domain/festivals/api-contracts';
import { festivalBadge } from '@shortlist/domain/festivals/campaign-rules';
import type { FestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import { hasOpenFreeSection } from '@shortlist/domain/festivals/free-entry';
import { type WallTime, zonedTimeToUtc } from '@shortlist/domain/festivals/zoned-time';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { CountrySearch } from './country-search.ts';
import {
  badgeAt,
  expectedIds,
  expectedLastDays,
  expectedNewCalls,
  expectedOrder,
  loadOracle,
  nextDeadlineAt,
  type OracleFestival,
} from './directory-oracle.ts';
import { DIRECTORY_FROM, directoryOrder, directoryWhere } from './directory-sql.ts';
import { FestivalSearch } from './festival-search.ts';
import { filterFestivals } from './filter-festivals.ts';
import { listLastDays, listNewCalls } from './list-home-festivals.ts';

/*
 * docs/decisions.md "Deadline times": the directory's SQL counts days on each festival's clock, as its
 * card and page do. Four festivals far apart (Los Angeles UTC-7, Paris UTC+2, Tokyo UTC+9,
 * Kiritimati UTC+14 in June) get calls that open at 00:00 and close at 23:59 on their own
 * calendar; the filters, the fee order and the home lists are checked against the domain rules
 * at a minute either side of each of those midnights, on top of the demo catalogue.
 */

const ZONES = [
  ['US', 34.05, -118.24, 'America/Los_Angeles'],
  ['FR', 48.86, 2.35, 'Europe/Paris'],
  ['JP', 35.68, 139.69, 'Asia/Tokyo'],
  ['KI', 1.87, -157.4, 'Pacific/Kiritimati'],
] as const;

const at = (zone: string, day: number, hour: number, minute: number) =>
  zonedTimeToUtc({ year: 2025, month: 6, day, hour, minute } satisfies WallTime, zone);
const MINUTE = 60_000;

let database: Database;
let rows: OracleFestival[] = [];
let added: OracleFestival[] = [];
/** The clocks the SQL is checked at: `NOW`, and a minute either side of each local midnight. */
const clocks: Date[] = [NOW];

/** A call on the festival's calendar: free section 11-12 June, paid one to 13 June (early fee to 12 June). */
async function addFestival(zone: (typeof ZONES)[number], n: number, labelId: number): Promise<void> {
  const { db } = database;
  const [iso2, latitude, longitude, tz] = zone;
  const [country] = await db.select({ Id: pays.Id }).from(pays).where(eq(pays.Iso2, iso2));
  const [row] = await db
    .insert(festival)
    .values({
      Nom: `Zone festival ${tz}`,
      NomRecherche: `zone festival ${n}`,
      ShortName: `zone-festival-${n}`,
      IdPays: country?.Id ?? 0,
      GpsLatitude: latitude,
      GpsLongitude: longitude,
    })
    .returning({ Id: festival.Id });
  const IdFestival = row?.Id ?? 0;
  const opening = at(tz, 11, 0, 0);
  const early = at(tz, 12, 23, 59);
  const last = at(tz, 13, 23, 59);
  const [call] = await db
    .insert(campagne)
    .values({
      IdFestival,
      AnneeEdition: 2025,
      StatutCampagne: 'open',
      OuvertureCampagne: opening,
      FermetureCampagne: last,
      DebutCampagne: at(tz, 14, 0, 30),
      FinCampagne: at(tz, 15, 23, 30),
    })
    .returning({ Id: campagne.Id });
  const sections = await db
    .insert(section)
    .values([
      { IdFestival, IdLibelle: labelId },
      { IdFestival, IdLibelle: labelId },
    ])
    .returning({ Id: section.Id });
  const [free, paid] = await db
    .insert(campagneSection)
    .values([
      { IdCampagne: call?.Id ?? 0, IdSection: sections[0]?.Id ?? 0, IsPayant: false, Ordre: 1 },
      { IdCampagne: call?.Id ?? 0, IdSection: sections[1]?.Id ?? 0, IsPayant: true, Ordre: 2 },
    ])
    .returning({ Id: campagneSection.Id });
  await db.insert(evenement).values([
    { IdCampagneSection: free?.Id ?? 0, Type: 'opening', DateEvent: opening, Ordre: 1 },
    { IdCampagneSection: free?.Id ?? 0, Type: 'closing', DateEvent: early, Ordre: 2 },
    { IdCampagneSection: paid?.Id ?? 0, Type: 'opening', DateEvent: opening, Ordre: 1 },
    { IdCampagneSection: paid?.Id ?? 0, Type: 'closing', DateEvent: early, Prix: 1500, Ordre: 2 },
    { IdCampagneSection: paid?.Id ?? 0, Type: 'extension', DateEvent: last, Prix: 2500, Ordre: 3 },
  ]);
  for (const edge of [opening, early, last]) {
    const midnight = edge.getTime() + (edge === opening ? 0 : MINUTE);
    clocks.push(new Date(midnight - MINUTE), new Date(midnight + MINUTE));
  }
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  const { db } = database;
  const [label] = await db.select({ Id: section.IdLibelle }).from(section).limit(1);
  for (const [n, zone] of ZONES.entries()) await addFestival(zone, n, label?.Id ?? 0);
  // The new festivals come without a zone, as from the festival site: the start-up fill sets it.
  expect(await fillFestivalTimeZones(db)).toBe(ZONES.length);
  rows = await loadOracle(db);
  added = rows.filter((r) => r.Nom.startsWith('Zone festival')).sort((a, b) => a.Id - b.Id);
}, 90_000);
afterAll(() => database?.close());

const ids = (cards: { Id: number }[]) => cards.map((c) => c.Id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * The ids the directory's SQL keeps at `now`, in its order: the same FROM, WHERE and ORDER BY
 * as `filterFestivals`, without building cards (checked below, at every clock too).
 */
async function found(filter: FestivalFilter, now: Date): Promise<number[]> {
  const where = directoryWhere({ filter, now });
  const { rows: result } = await database.db.execute<{ Id: number }>(
    sql`select f."Id" ${DIRECTORY_FROM} where ${where} order by ${directoryOrder(filter.sort, now)}`,
  );
  return result.map((r) => r.Id);
}

/** Every card the directory answers for the filter at `now`, in its order (no page limit here). */
async function cards(filter: FestivalFilter, now: Date): Promise<FestivalCard[]> {
  const { db } = database;
  const page = await filterFestivals(db, {
    filter,
    language: 'en',
    now,
    countries: new CountrySearch(db),
    festivals: new FestivalSearch(db),
    accountId: null,
    skip: 0,
    take: 200,
  });
  expect(page.total).toBe(page.items.length);
  return page.items;
}

describe("the directory on the festival's clock", () => {
  it('stores each zone and reads it on every card', async () => {
    expect(added.map((r) => r.timeZone)).toEqual(ZONES.map((z) => z[3]));
    const { db } = database;
    expect(await db.select().from(festival).where(isNull(festival.FuseauHoraire))).toEqual([]);
    // The clocks are a minute either side of a local midnight, where the UTC day says otherwise.
    for (const r of added) {
      const differs = clocks.some(
        (now) =>
          festivalBadge(r.campaign, now, r.timeZone) !== festivalBadge(r.campaign, now, 'UTC') ||
          hasOpenFreeSection(r.sections, now, r.timeZone) !== hasOpenFreeSection(r.sections, now, 'UTC'),
      );
      expect(differs, r.timeZone).toBe(true);
    }
  });

  it('filters open, closed, free and by fee, and sorts by fee, as the rules do, at every clock', async () => {
    const filters: FestivalFilter[] = [
      { IsCampagneOuverte: true },
      { IsCampagneOuverte: false },
      { IsPayant: false },
      { feeMax: 1500 },
    ];
    for (const now of clocks) {
      for (const filter of filters) {
        const label = `${JSON.stringify(filter)} at ${now.toISOString()}`;
        expect(sorted(await found(filter, now)), label).toEqual(sorted(expectedIds(rows, filter, now)));
      }
      expect(await found({ sort: 'fee' }, now), `by fee at ${now.toISOString()}`).toEqual(
        expectedOrder(rows, 'fee', now),
      );
      expect(await found({ sort: 'deadline' }, now), `by deadline at ${now.toISOString()}`).toEqual(
        expectedOrder(rows, 'deadline', now),
      );
    }
  }, 120_000);

  it('badges each card as the rules do, at every clock', async () => {
    const byId = new Map(rows.map((r) => [r.Id, r]));
    for (const now of clocks) {
      const page = await cards({ sort: 'fee' }, now);
      expect(ids(page), now.toISOString()).toEqual(expectedOrder(rows, 'fee', now));
      for (const card of page) {
        const row = byId.get(card.Id);
        expect(card.timeZone).toBe(row?.timeZone);
        expect(card.badge, `${card.Id} at ${now.toISOString()}`).toBe(row && badgeAt(row, now));
        // The deadline the card prints is the one "sort by deadline" orders by.
        const next = row && nextDeadlineAt(row, now);
        expect(card.nextDeadline?.DateEvent ?? null, `${card.Id} at ${now.toISOString()}`).toBe(
          next === undefined ? null : new Date(next).toISOString(),
        );
      }
    }
  }, 120_000);

  it('fills the home lists as the rules do, at every clock', async () => {
    const { db } = database;
    for (const now of clocks) {
      const label = now.toISOString();
      expect(ids(await listLastDays(db, { language: 'en', now })), label).toEqual(
        expectedLastDays(rows, now),
      );
      expect(ids(await listNewCalls(db, { language: 'en', now })), label).toEqual(
        expectedNewCalls(rows, now),
      );
    }
  }, 120_000);

  it.each<[string, FestivalFilter]>([
    // The last deadline is 13 June at 23:59 on each festival's calendar: 14 June in UTC for Los
    // Angeles, 13 June in UTC for the others.
    ['deadline on 13 June', { DeadLine: '2025-06-13', DeadLineComparer: 'equal' }],
    ['deadline before 14 June', { DeadLine: '2025-06-14', DeadLineComparer: 'before' }],
    ['deadline after 12 June', { DeadLine: '2025-06-12', DeadLineComparer: 'after' }],
    // The festival runs 14 June 00:30 to 15 June 23:30 local: 13 June in UTC for the east.
    ['festival running on 14 June', { Edition: '2025-06-14', EditionComparer: 'equal' }],
    ['festival before 16 June', { Edition: '2025-06-16', EditionComparer: 'before' }],
    ['festival after 13 June', { Edition: '2025-06-13', EditionComparer: 'after' }],
  ])('reads the %s on the festival calendar', async (_name, filter) => {
    const want = expectedIds(rows, filter, NOW);
    for (const r of added) expect(want).toContain(r.Id);
    expect(sorted(await found(filter, NOW))).toEqual(sorted(want));
    expect(sorted(ids(await cards(filter, NOW)))).toEqual(sorted(want));
  });
});
