import { festivalTimeZone, festivalTimeZoneNames } from '@shortlist/domain/festivals/festival-time-zone';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { fillFestivalTimeZones } from './festival-time-zones.ts';
import { pays } from './schema/dictionaries.ts';
import { festival } from './schema/festivals.ts';
import { seedDatabase } from './seed/seed-database.ts';
import { createTestDatabase } from './testing.ts';

describe('fillFestivalTimeZones', () => {
  let database: Database;
  let country: Map<string, number>;
  let next = 1;
  /** A festival without a zone, as one from before migration 0011 or written since without one. */
  const add = async (iso2: string, latitude: number | null, longitude: number | null, zone?: string) => {
    const n = next++;
    const [row] = await database.db
      .insert(festival)
      .values({
        Nom: `Festival ${n}`,
        NomRecherche: `festival ${n}`,
        ShortName: `zone-festival-${n}`,
        IdPays: country.get(iso2) ?? 0,
        GpsLatitude: latitude,
        GpsLongitude: longitude,
        FuseauHoraire: zone ?? null,
      })
      .returning({ Id: festival.Id });
    return row?.Id ?? 0;
  };
  const zones = async () =>
    Object.fromEntries(
      (
        await database.db
          .select({ Id: festival.Id, zone: festival.FuseauHoraire })
          .from(festival)
          .orderBy(asc(festival.Id))
      ).map((r) => [r.Id, r.zone]),
    );

  beforeAll(async () => {
    database = await createTestDatabase({ seed: 'dictionaries' });
    const rows = await database.db
      .select({ Id: pays.Id, Iso2: pays.Iso2 })
      .from(pays)
      .where(inArray(pays.Iso2, ['US', 'JP', 'FR', 'KI', 'BR']));
    country = new Map(rows.map((r) => [r.Iso2 ?? '', r.Id]));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("fills each festival's zone from its city, once, and leaves filled ones alone", async () => {
    const losAngeles = await add('US', 34.05, -118.24);
    const tokyo = await add('JP', 35.68, 139.69);
    const paris = await add('FR', 48.86, 2.35);
    const kiritimati = await add('KI', 1.87, -157.4);
    const noPosition = await add('BR', null, null);
    const given = await add('US', 34.05, -118.24, 'America/Denver');
    expect(await fillFestivalTimeZones(database.db)).toBe(5);
    expect(await zones()).toMatchObject({
      [losAngeles]: 'America/Los_Angeles',
      [tokyo]: 'Asia/Tokyo',
      [paris]: 'Europe/Paris',
      [kiritimati]: 'Pacific/Kiritimati',
      [noPosition]: 'America/Sao_Paulo',
      [given]: 'America/Denver',
    });
    // Idempotent: a second start writes nothing.
    const before = await zones();
    expect(await fillFestivalTimeZones(database.db)).toBe(0);
    expect(await zones()).toEqual(before);
    // Every start runs it: a festival added since gets its zone at the next one.
    const later = await add('JP', 34.69, 135.5);
    const report = await seedDatabase({ db: database.db, now: new Date(), demo: false });
    expect(report.timeZones).toBe(1);
    expect((await zones())[later]).toBe('Asia/Tokyo');
  });

  it('fills each row once when two servers start together', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) => add(n % 2 ? 'FR' : 'US', 40 + n / 10, n % 2 ? 2 : -100 + n)),
    );
    const filled = await Promise.all([
      fillFestivalTimeZones(database.db),
      fillFestivalTimeZones(database.db),
    ]);
    expect(filled[0] + filled[1]).toBe(20);
    const now = await zones();
    for (const id of ids) expect(now[id]).toMatch(/^(Europe|America)\//);
  });

  it('writes only zones the database knows, and it knows every zone the rule can answer', async () => {
    const names = festivalTimeZoneNames();
    expect(names).toContain('UTC');
    expect(names.length).toBeGreaterThan(300);
    const { rows } = await database.db.execute<{ name: string }>(
      sql`select distinct "name" from pg_timezone_names where "name" = any(${`{${names.join(',')}}`}::text[])`,
    );
    const known = new Set(rows.map((r) => r.name));
    expect(names.filter((name) => !known.has(name))).toEqual([]);
    // A festival without a position gets its country's main zone.
    const nowhere = await add('US', null, null);
    await fillFestivalTimeZones(database.db);
    const [row] = await database.db.select().from(festival).where(eq(festival.Id, nowhere));
    expect(row?.FuseauHoraire).toBe(festivalTimeZone({ iso2: 'US', latitude: null, longitude: null }));
  });
});
