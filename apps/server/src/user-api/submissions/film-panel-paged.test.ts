import type { Database } from '@shortlist/db/client';
import { currentEvent } from '@shortlist/domain/festivals/calendar-rules';
import {
  type EligibilityCellAnswer,
  ZCompareFilmSectionResponse,
} from '@shortlist/domain/submissions/api-contracts';
import {
  type FilmPanelResponse,
  ZFilmPanelResponse,
} from '@shortlist/domain/submissions/film-panel-contracts';
import { searchable } from '@shortlist/domain/submissions/panel-search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import type { Signed } from '../../test/test-accounts.ts';
import type { TestApp } from '../../test/test-app.ts';
import { filmPanel } from './film-panel.ts';
import { OpenCallsCache } from './open-calls.ts';
import { createSubmissionsTestApp, readyFilm, type SubmissionsTestApp } from './submission-test-steps.ts';

// The film's panel one page at a time (issue 14, bench/eligibility): the same verdicts as
// `compare-film-section` with the film alone, split into tabs and pages of festivals.

let app: SubmissionsTestApp;
let database: Database;
let t: TestApp;
let ada: Signed;
let bob: Signed;
let filmId: number;
let adaId: number;

beforeAll(async () => {
  app = await createSubmissionsTestApp();
  ({ t, database, ada, bob, adaId } = app);
  filmId = await readyFilm(t, ada, 'Paged');
});
afterAll(() => app.close());

function panel(who: Signed | null, IdFilm: number, body: object, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/api/compare-film-section/by-film/${IdFilm}`,
    headers: { ...(who?.headers ?? {}), culture: language },
    payload: body,
  });
}

async function page(body: object, IdFilm = filmId): Promise<FilmPanelResponse> {
  const response = await panel(ada, IdFilm, body);
  expect(response.statusCode, response.body).toBe(200);
  return ZFilmPanelResponse.parse(response.json());
}

/** Every page of a tab, a few festivals at a time. */
async function wholeTab(body: object): Promise<FilmPanelResponse[]> {
  const pages: FilmPanelResponse[] = [];
  for (let offset = 0; ; offset += 3) {
    const next = await page({ ...body, offset, limit: 3 });
    pages.push(next);
    if (offset + 3 >= next.total) return pages;
  }
}

/**
 * The film against every open current call, as `compare-film-section` answers it festival by
 * festival (the film alone, all at once, is refused: `COMPARE_SCOPE_TOO_WIDE`).
 */
async function everyOpenCall(IdFilm: number): Promise<{ results: EligibilityCellAnswer[] }> {
  const rows = await database.db.execute<{ IdFestival: number }>(sql`
    select c."IdFestival" from "campagne" c where c."StatutCampagne" = 'open'
      and c."Id" = (select c2."Id" from "campagne" c2 where c2."IdFestival" = c."IdFestival"
        order by c2."AnneeEdition" desc limit 1)`);
  const results: EligibilityCellAnswer[] = [];
  for (const { IdFestival } of rows.rows) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/compare-film-section',
      headers: { ...ada.headers, culture: 'en' },
      payload: { IdFilm, IdFestival: Number(IdFestival) },
    });
    expect(response.statusCode, response.body).toBe(200);
    results.push(...ZCompareFilmSectionResponse.parse(response.json()).results);
  }
  return { results };
}

describe("a film's panel, paged", () => {
  it('gives the verdicts of the whole answer, tab by tab, each festival once with its cards', async () => {
    const whole = await everyOpenCall(filmId);
    const first = await page({});
    for (const status of ['eligible', 'missing-subtitles', 'ineligible'] as const) {
      const expected = whole.results.filter((c) => c.status === status);
      expect(first.counts[status]).toBe(expected.length);
      const pages = await wholeTab({ tab: status });
      const cells = pages.flatMap((p) => p.results);
      expect(cells.map((c) => c.IdCampagneSection).sort((a, b) => a - b)).toEqual(
        expected.map((c) => c.IdCampagneSection).sort((a, b) => a - b),
      );
      expect(cells.every((c) => c.status === status && c.IdFilm === filmId)).toBe(true);
      const festivals = pages.flatMap((p) => p.festivals.map((f) => f.IdFestival));
      expect(new Set(festivals).size).toBe(festivals.length);
      expect(festivals.length).toBe(pages[0]!.total);
      for (const p of pages) {
        expect(p.festivals.length).toBeLessThanOrEqual(3);
        // The page's cards are exactly its results' sections, festivals in the results' order.
        expect(p.festivals.flatMap((f) => f.sections.map((s) => s.IdCampagneSection)).sort()).toEqual(
          p.results.map((c) => c.IdCampagneSection).sort(),
        );
        expect(p.festivals.map((f) => f.IdFestival)).toEqual([
          ...new Set(p.results.map((c) => c.IdFestival)),
        ]);
      }
      // Name order by default, across pages.
      const names = pages.flatMap((p) => p.festivals.map((f) => f.Nom));
      expect(names).toEqual([...names].sort(new Intl.Collator('en-GB').compare));
    }
  });

  it('sorts festivals by their nearest deadline or lowest fee', async () => {
    const best = (p: FilmPanelResponse, key: 'deadline' | 'fee') =>
      p.festivals.map((f) => {
        const values = f.sections
          .map((s) => {
            if (key === 'fee') return s.isClosed ? null : s.IsPayant ? (s.currentFee ?? 0) : 0;
            const event = currentEvent(
              s.events.map((e) => ({ ...e, DateEvent: e.DateEvent })),
              NOW,
              f.timeZone,
            );
            return event ? new Date(event.DateEvent).getTime() : null;
          })
          .filter((v): v is number => v !== null);
        return values.length > 0 ? Math.min(...values) : Number.POSITIVE_INFINITY;
      });
    for (const sort of ['deadline', 'fee'] as const) {
      const keys = best(await page({ tab: 'ineligible', sort, limit: 50 }), sort);
      expect(keys.length).toBeGreaterThan(1);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    }
  });

  it('searches festival and section names, accents and case aside, counts following', async () => {
    const all = await page({ tab: 'ineligible', limit: 50 });
    const name = all.festivals[0]!.Nom;
    const word = name.split(/\s+/).sort((a, b) => b.length - a.length)[0]!;
    const found = await page({ tab: 'ineligible', search: word.toUpperCase(), limit: 50 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThanOrEqual(all.total);
    expect(found.festivals.map((f) => f.Nom)).toContain(name);
    for (const f of found.festivals) {
      const hit =
        searchable(f.Nom).includes(searchable(word)) ||
        f.sections.every((s) => searchable(s.Libelle).includes(searchable(word)));
      expect(hit, f.Nom).toBe(true);
    }
    const none = await page({ search: 'zzqqxxnothing' });
    expect(none).toMatchObject({ total: 0, results: [], festivals: [] });
    expect(none.counts).toEqual({ eligible: 0, 'missing-subtitles': 0, ineligible: 0 });
  });

  it('judges again on every call: an entry put in the basket leaves the eligible tab', async () => {
    const own = await readyFilm(t, ada, 'Entered');
    const before = await page({ limit: 50 }, own);
    const plain = before.festivals
      .flatMap((f) => f.sections)
      .find((s) => s.IsPublic && s.questions.length === 0);
    expect(plain, 'the demo has an open plain section this film may enter').toBeDefined();
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/inscriptions/by-film/${own}`,
      headers: ada.headers,
      payload: { idFilm: own, items: [`${plain!.IdCampagne}§${plain!.IdSection}`] },
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = await page({ limit: 50 }, own);
    expect(after.counts.eligible).toBe(before.counts.eligible - 1);
    expect(after.results.map((c) => c.IdCampagneSection)).not.toContain(plain!.IdCampagneSection);
  });

  it("answers 404 for another account's film as for an unknown one, 401 signed out", async () => {
    for (const IdFilm of [filmId, 999_999]) {
      const response = await panel(bob, IdFilm, {});
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(response.body).not.toContain('Paged');
    }
    expect((await panel(null, filmId, {})).statusCode).toBe(401);
  });

  it('refuses a bad page, sort, tab or unknown field with a localised 400', async () => {
    for (const body of [
      { limit: 0 },
      { limit: 51 },
      { offset: -1 },
      { sort: 'price' },
      { tab: 'all' },
      { page: 2 },
      { search: 'a\u0000b' },
    ]) {
      const response = await panel(ada, filmId, body, 'fr');
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('runs the same few queries for a page of one festival or fifty, the open calls cached', async () => {
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const openCalls = new OpenCallsCache(database.db);
    const run = async (limit: number) => {
      const spy = vi.spyOn(client, 'query');
      try {
        await filmPanel(database.db, {
          accountId: adaId,
          IdFilm: filmId,
          openCalls,
          tab: 'ineligible',
          sort: 'name',
          offset: 0,
          limit,
          language: 'fr',
          now: NOW,
        });
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    // The film, its entries and its SuperStamp; the cards of festivals not yet shaped (sections,
    // events, criteria, questions, two for translations); the open calls' six when the cache is cold.
    expect(await run(1)).toBe(3 + 6 + 6);
    expect(await run(1)).toBe(3);
    expect(await run(50)).toBe(3 + 6);
    expect(await run(50)).toBe(3);
  });
});
