import type { Database } from '@shortlist/db/client';
import { evenement } from '@shortlist/db/schema/campaigns';
import { film } from '@shortlist/db/schema/films';
import { createTestDatabase } from '@shortlist/db/testing';
import { currentEvent, currentFee } from '@shortlist/domain/festivals/calendar-rules';
import { prepareSection } from '@shortlist/domain/submissions/eligibility';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { FILM_CREATE_BODY } from '../../test/film-bodies.ts';
import { insertAccount, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { filmPanel } from './film-panel.ts';
import { type OpenCalls, OpenCallsCache, sectionKeys } from './open-calls.ts';

// What the open calls keep besides their rows (issue 14, the uncached path): the sections
// prepared for the day, their calendars on each festival's clock and their names. Kept data
// must give what working it out at the moment asked gives, and never outlive the facts it
// freezes: a new day prepares again, a reload recomputes everything.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let database: Database;
let t: TestApp;
let adaId: number;
let filmId: number;

beforeAll(async () => {
  database = await createTestDatabase({ seed: 'demo', now: NOW });
  t = await createTestApp({ database, now: () => NOW });
  adaId = await insertAccount(t, 'ada@example.com');
  const ada = await signInAs(t.app, 'ada@example.com');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/films',
    headers: ada.headers,
    payload: { ...FILM_CREATE_BODY, TitreOriginal: 'Kept' },
  });
  expect(created.statusCode, created.body).toBe(201);
  filmId = (created.json() as { Id: number }).Id;
  await database.db.update(film).set({ Statut: 28 }).where(eq(film.Id, filmId));
  await database.db.execute(
    sql`insert into "film_video" ("IdFilm", "TypeVideo", "Fichier", "DateExpiration") values (${filmId}, 'film', ${`films/${filmId}/video`}, ${new Date(NOW.getTime() + 60 * DAY)})`,
  );
});
afterAll(async () => {
  await t.close();
  await database.close();
});

function panel(openCalls: OpenCallsCache, now: Date, tab: 'eligible' | 'ineligible') {
  return filmPanel(database.db, {
    accountId: adaId,
    IdFilm: filmId,
    openCalls,
    tab,
    sort: 'fee',
    offset: 0,
    limit: 50,
    language: 'en',
    now,
  });
}

/** The sort keys as `currentEvent` and `currentFee` give them at that moment, on the festival's clock. */
function expectedKeys(calls: OpenCalls, id: number, now: Date) {
  const events = calls.byId.get(id)?.events ?? [];
  const meta = calls.meta.get(id);
  const event = currentEvent(events, now, meta?.timeZone);
  const fee = currentFee(events, now, meta?.timeZone);
  return {
    deadline: event ? new Date(event.DateEvent).getTime() : null,
    fee: fee === undefined ? null : meta?.IsPayant ? fee : 0,
  };
}

/** Moments around the fixed clock: later the same UTC day, across midnights in many zones, weeks on. */
const MOMENTS = [0, 5, 8.99, 9.01, 12, 20, 33, 24 * 7, 24 * 30, 24 * 75].map(
  (hours) => new Date(NOW.getTime() + hours * HOUR),
);

describe('the open calls kept with what is worked out from them', () => {
  it('gives the sort keys currentEvent gives, on every festival clock, at any moment', async () => {
    const cache = new OpenCallsCache(database.db, HOUR, () => NOW);
    const calls = await cache.calls();
    expect(calls.sections.length).toBeGreaterThan(3);
    const zones = new Set([...calls.meta.values()].map((m) => m.timeZone));
    expect(zones.size, 'the demo has festivals on several clocks').toBeGreaterThan(1);
    for (const now of MOMENTS) {
      const keys = sectionKeys(calls, now);
      for (const s of calls.sections) {
        expect(keys(s.IdCampagneSection), `${s.IdCampagneSection} at ${now.toISOString()}`).toEqual(
          expectedKeys(calls, s.IdCampagneSection, now),
        );
      }
    }
  });

  it('prepares the sections once for the day of the load, and again for another day', async () => {
    const cache = new OpenCallsCache(database.db, HOUR, () => NOW);
    const calls = await cache.calls();
    for (const now of MOMENTS) {
      const prepared = cache.prepared(calls, now);
      expect(prepared).toEqual(calls.sections.map((s) => prepareSection(s, now)));
      // Later the same UTC day (NOW is 15:00 UTC) the load's are reused as they are.
      if (now.getTime() < NOW.getTime() + 9 * HOUR) expect(prepared).toBe(calls.prepared.sections);
      else expect(prepared).not.toBe(calls.prepared.sections);
    }
  });

  it('judges closed a section whose deadline passes between two reloads', async () => {
    const cache = new OpenCallsCache(database.db, HOUR, () => NOW);
    const before = await panel(cache, NOW, 'eligible');
    const open = before.festivals.flatMap((f) => f.sections).find((s) => s.IsPayant);
    expect(open, 'the demo has a paid section this film may enter').toBeDefined();
    const id = open!.IdCampagneSection;
    // Its deadline moves to NOW's UTC day at 23:00 (the festival's clock may say tomorrow):
    // open now, closed once that day is over everywhere; the open calls are not read again.
    await database.db.delete(evenement).where(eq(evenement.IdCampagneSection, id));
    await database.db.insert(evenement).values([
      { IdCampagneSection: id, Type: 'opening', DateEvent: new Date(NOW.getTime() - 30 * DAY), Ordre: 1 },
      {
        IdCampagneSection: id,
        Type: 'closing',
        DateEvent: new Date(NOW.getTime() + 8 * HOUR),
        Prix: 1500,
        Ordre: 2,
      },
    ]);
    const fresh = new OpenCallsCache(database.db, HOUR, () => NOW);
    const calls = await fresh.calls();
    expect((await panel(fresh, NOW, 'eligible')).results.map((c) => c.IdCampagneSection)).toContain(id);
    expect(sectionKeys(calls, NOW)(id)).toEqual(expectedKeys(calls, id, NOW));
    expect(sectionKeys(calls, NOW)(id).fee).toBe(1500);

    const later = new Date(NOW.getTime() + 2 * DAY);
    expect(await fresh.calls()).toBe(calls);
    const after = await panel(fresh, later, 'ineligible');
    const cell = after.results.find((c) => c.IdCampagneSection === id);
    expect(cell?.OuvreTesYeux.map((r) => r.code)).toContain('ELIGIBILITY_SECTION_CLOSED');
    expect(sectionKeys(calls, later)(id)).toEqual({ deadline: null, fee: null });
  });

  it('works everything out again on a reload, names in the languages asked before it is used', async () => {
    const cache = new OpenCallsCache(database.db, 1, () => NOW);
    const first = await cache.calls();
    await panel(cache, NOW, 'eligible');
    const id = first.sections.find(
      (s) => cache.prepared(first, NOW).find((p) => p.section === s)?.reasons.length === 0,
    )?.IdCampagneSection;
    expect(id, 'an open section').toBeDefined();
    // The section's call now has only an event in the past: closed from the next load on.
    await database.db.delete(evenement).where(eq(evenement.IdCampagneSection, id!));
    await database.db.insert(evenement).values({
      IdCampagneSection: id!,
      Type: 'closing',
      DateEvent: new Date(NOW.getTime() - 2 * DAY),
      Ordre: 1,
    });
    // Past its time (1 ms) the kept load still answers while a reload runs behind it; one that
    // started before the change may land first, so wait for a load that read the change.
    let next = first;
    for (let i = 0; i < 300 && next.calendars.get(id!)?.length !== 1; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      next = await cache.calls();
    }
    expect(next).not.toBe(first);
    const prepared = next.prepared.sections.find((p) => p.section.IdCampagneSection === id);
    expect(prepared?.reasons.map((r) => r.code)).toContain('ELIGIBILITY_SECTION_CLOSED');
    expect(next.calendars.get(id!)?.map((e) => e.event.Type)).toEqual(['closing']);
    expect(sectionKeys(next, NOW)(id!)).toEqual({ deadline: null, fee: null });
    // English was asked: its names came with the reload, so no query is left for a reader.
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const spy = vi.spyOn(client, 'query');
    try {
      const facts = await cache.facts(next, 'en');
      expect(spy).not.toHaveBeenCalled();
      expect(facts.size).toBe(next.sections.length);
      expect([...facts.values()].every((f) => typeof f.festivalRank === 'number')).toBe(true);
    } finally {
      spy.mockRestore();
    }
  });
});
