import {
  type FestivalCard,
  type FestivalFilterPage,
  ZFestivalCardList,
  ZFestivalFilterPage,
} from '@shortlist/domain/festivals/api-contracts';
import { DIRECTORY_SORTS, type FestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalTestApp, type FestivalTestApp, NOW } from '../../test/festival-test-app.ts';
import {
  badgeAt,
  expectedDirectoryOrder,
  expectedIds,
  expectedLastDays,
  expectedNewCalls,
  expectedOrder,
  loadOracle,
  lowestFeeAt,
  type OracleFestival,
} from './directory-oracle.ts';
import { prepareCatalogue } from './directory-test-catalogue.ts';

/*
 * The directory's SQL against the domain rules on the demo catalogue at the test clock `NOW`.
 * directory-zones.test.ts does the same at many clocks, with deadlines near midnight in far zones.
 */

let t: FestivalTestApp;
let rows: OracleFestival[] = [];

beforeAll(async () => {
  t = await createFestivalTestApp();
  const { db } = t.database;
  await prepareCatalogue(db, NOW);
  rows = await loadOracle(db);
}, 60_000);
afterAll(() => t.close());

async function page(filter: unknown, skip = 0, take = 50, culture = 'en'): Promise<FestivalFilterPage> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/festivals/filter/${skip}/${take}`,
    headers: { culture },
    payload: filter as object,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function count(filter: unknown, culture = 'en'): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/public/festivals/filter',
    headers: { culture },
    payload: filter as object,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().total;
}

/** Every matching card, across pages of 50. */
async function all(filter: unknown, culture = 'en'): Promise<FestivalCard[]> {
  const first = await page(filter, 0, 50, culture);
  const second = await page(filter, 50, 50, culture);
  return [...first.items, ...second.items];
}

const ids = (cards: { Id: number }[]) => cards.map((c) => c.Id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const day = (date: Date | null | undefined) => date?.toISOString().slice(0, 10) ?? '';
const expected = (filter: FestivalFilter) => expectedIds(rows, filter, NOW);

describe('festival directory filter', () => {
  it('lists all 64 demo festivals; the count agrees with the page', async () => {
    const cards = await all({});
    expect(cards).toHaveLength(64);
    expect(new Set(ids(cards)).size).toBe(64);
    expect(await count({})).toBe(64);
    expect((await page({}, 0, 12)).total).toBe(64);
    // The total comes with the page (one query); past the last page it is counted apart.
    expect((await page({}, 60, 12)).total).toBe(64);
    expect(await page({}, 120, 12)).toEqual({ items: [], total: 64 });
    const open = { IsCampagneOuverte: true };
    expect((await page(open, 0, 12)).total).toBe(await count(open));
  });

  it('pages by 12 without overlap', async () => {
    const first = await page({}, 0, 12);
    const second = await page({}, 12, 12);
    expect(first.items).toHaveLength(12);
    expect(second.items).toHaveLength(12);
    expect(ids(first.items).some((id) => ids(second.items).includes(id))).toBe(false);
    expect([...ids(first.items), ...ids(second.items)]).toEqual(ids((await page({}, 0, 24)).items));
    expect((await page({}, 60, 12)).items).toHaveLength(4);
    expect((await page({}, 120, 12)).items).toHaveLength(0);
  });

  it('sorts by each order a filmmaker can choose, as the domain rule says', async () => {
    for (const sort of DIRECTORY_SORTS) {
      expect(ids(await all({ sort })), sort).toEqual(expectedOrder(rows, sort, NOW));
    }
    // The orders differ on the demo catalogue, so each is really applied.
    const firsts = await Promise.all(DIRECTORY_SORTS.map(async (sort) => ids(await all({ sort })).join()));
    expect(new Set(firsts).size).toBe(DIRECTORY_SORTS.length);
    const byFee = await all({ sort: 'fee' });
    const fees = byFee.map((card) => {
      const row = rows.find((r) => r.Id === card.Id);
      return row && lowestFeeAt(row, NOW);
    });
    expect(fees[0]).toBe(0);
  });

  it('sorts by campaign status, then the next deadline each card prints, soonest first', async () => {
    const cards = await all({});
    const byId = new Map(rows.map((r) => [r.Id, r]));
    expect(ids(cards)).toEqual(expectedDirectoryOrder(rows, NOW));
    expect(ids(await all({ sort: 'deadline' }))).toEqual(ids(cards));
    // What a filmmaker reads: among calls in progress, the deadlines printed on the cards go
    // from the soonest to the latest, cards with no deadline ahead after them (issue 32).
    const printed = cards.filter((c) => c.StatutCampagne === 'open').map((c) => c.nextDeadline?.DateEvent);
    const dated = printed.filter((d): d is string => d !== undefined);
    expect(dated.length).toBeGreaterThan(5);
    expect(dated).toEqual([...dated].sort());
    expect(printed.slice(0, dated.length)).toEqual(dated);
    // The campaign's last closing date alone would order them otherwise on the demo catalogue.
    const byClosing = [...cards.filter((c) => c.StatutCampagne === 'open')].sort(
      (a, b) =>
        (byId.get(a.Id)?.campaign?.FermetureCampagne?.getTime() ?? Infinity) -
          (byId.get(b.Id)?.campaign?.FermetureCampagne?.getTime() ?? Infinity) || a.Id - b.Id,
    );
    expect(ids(byClosing)).not.toEqual(ids(cards.filter((c) => c.StatutCampagne === 'open')));
    expect(cards[0]?.StatutCampagne).toBe('open');
    // Closed calls, then festivals without a verified call (directory-drafts.test.ts).
    expect(['closed', undefined]).toContain(byId.get(cards.at(-1)?.Id ?? 0)?.campaign?.StatutCampagne);
  });

  it.each<[string, () => FestivalFilter]>([
    ['open calls', () => ({ IsCampagneOuverte: true })],
    ['closed calls', () => ({ IsCampagneOuverte: false })],
    ['paid', () => ({ IsPayant: true })],
    ['free', () => ({ IsPayant: false })],
    ['country', () => ({ IdPays: rows[0]?.IdPays ?? 1 })],
    ['director coverage', () => ({ PecRealisateurs: true })],
    ['an entry fee up to 20 euros (free sections count)', () => ({ feeMax: 2000 })],
    ['free entry only (fee up to 0)', () => ({ feeMax: 0 })],
    ['labels', () => ({ withLabels: true })],
    ['a guaranteed watch', () => ({ watchGuarantee: true })],
    ['a guaranteed watch, open calls', () => ({ watchGuarantee: true, IsCampagneOuverte: true })],
    ['a film of 35 minutes', () => ({ filmMinutes: 35 })],
    ['a film of 45 minutes, open calls', () => ({ filmMinutes: 45, IsCampagneOuverte: true })],
    ['labels and a fee up to 30 euros, by fee', () => ({ withLabels: true, feeMax: 3000, sort: 'fee' })],
    ['category', () => ({ IdsCategorie: [rows[0]?.categories[0] ?? 1] })],
    ['genres (any of)', () => ({ IdsGenre: [...new Set(rows.flatMap((r) => r.genres))].slice(0, 2) })],
    ['themes (any of)', () => ({ IdsThematique: [...new Set(rows.flatMap((r) => r.themes))].slice(0, 3) })],
    ['deadline before', () => ({ DeadLine: '2025-06-20', DeadLineComparer: 'before' })],
    ['deadline after', () => ({ DeadLine: '2025-06-20', DeadLineComparer: 'after' })],
    [
      'deadline on the day',
      () => ({ DeadLine: day(rows[1]?.campaign?.FermetureCampagne), DeadLineComparer: 'equal' }),
    ],
    ['festival before', () => ({ Edition: '2025-09-01', EditionComparer: 'before' })],
    ['festival after', () => ({ Edition: '2025-09-01', EditionComparer: 'after' })],
    [
      'festival running that day',
      () => ({ Edition: day(rows[2]?.campaign?.DebutCampagne), EditionComparer: 'equal' }),
    ],
    [
      'open, paid, in a category',
      () => ({ IsCampagneOuverte: true, IsPayant: true, IdsCategorie: [1, 2, 3] }),
    ],
    [
      'closing after a day, free, director coverage',
      () => ({ DeadLine: '2025-06-01', DeadLineComparer: 'after', IsPayant: false, PecRealisateurs: true }),
    ],
  ])('filters on %s, and the count follows', async (_name, make) => {
    const filter = make();
    const want = expected(filter);
    expect(want.length, 'the demo has matches').toBeGreaterThan(0);
    expect(want.length, 'the filter leaves some out').toBeLessThan(64);
    const cards = await all(filter);
    expect(sorted(ids(cards))).toEqual(sorted(want));
    expect(await count(filter)).toBe(want.length);
  });

  it('keeps, with a search, the festivals each filter keeps among those the search finds', async () => {
    // A search's page runs its own statements (the found ids and a deadline's bounds hidden from
    // the planner, directory-sql.ts): the same answer as the filter alone, which the rules check.
    const filters: FestivalFilter[] = [
      { IsPayant: false, IsCampagneOuverte: true },
      { IsCampagneOuverte: true },
      { IsPayant: true },
      { DeadLine: '2025-06-20', DeadLineComparer: 'before' },
      { DeadLine: '2025-06-20', DeadLineComparer: 'after' },
      { DeadLine: day(rows[1]?.campaign?.FermetureCampagne), DeadLineComparer: 'equal' },
    ];
    for (const Search of ['festival', 'a', rows[0]?.Ville ?? 'paris']) {
      const found = ids(await all({ Search }));
      expect(found.length, Search).toBeGreaterThan(0);
      for (const filter of filters) {
        const kept = ids(await all(filter)).filter((id) => found.includes(id));
        expect(sorted(ids(await all({ ...filter, Search }))), `${Search} ${JSON.stringify(filter)}`).toEqual(
          sorted(kept),
        );
      }
    }
  });

  it('finds, with the free filter, festivals whose free section sits beside paid ones (docs/decisions.md)', async () => {
    const free = await all({ IsPayant: false });
    const mixed = free.filter((card) => card.IsPayant);
    // The demo catalogue has such festivals; the old filter ("no paid section") found none of them.
    expect(mixed.length).toBeGreaterThan(0);
    for (const card of free) expect(card.hasFreeSection).toBe(true);
  });

  it('sets the badge, next deadline and fees of each card from the rules', async () => {
    const cards = await all({});
    const byId = new Map(rows.map((r) => [r.Id, r]));
    for (const card of cards) {
      const row = byId.get(card.Id);
      expect(card.badge).toBe(row && badgeAt(row, NOW));
      expect(card.timeZone).toBe(row?.timeZone);
      expect(card.AnneeEdition).toBe(row?.campaign?.AnneeEdition ?? null);
      expect(card.IsPayant).toBe(row?.paid);
      expect(card.hasFreeSection).toBe(row?.hasFree);
      expect(card.IsFavori).toBe(false);
      if (card.fees) expect(card.fees.min).toBeLessThanOrEqual(card.fees.max);
      if (card.nextDeadline)
        expect(Date.parse(card.nextDeadline.DateEvent)).toBeGreaterThan(Date.parse('2025-06-10'));
    }
    expect(cards.some((c) => c.fees && c.fees.min > 0)).toBe(true);
    expect(cards.some((c) => c.nextDeadline?.expiresSoon)).toBe(true);
    expect(new Set(cards.map((c) => c.badge))).toEqual(
      new Set(['open', 'lastDays', 'closed', 'invitationOnly']),
    );
  });

  it('gives each card the logo thumbnail, and the time zone and call state of the festival page', async () => {
    const cards = await all({});
    const logos = cards.flatMap((c) => c.LogoUrl ?? []);
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expect(logo).toMatch(/^\/api\/public\/images\/festivals\/size\/thumbnail\//);
    // A call that opens later says when on the card, as on the page (not "closed").
    const opensLater = cards.filter((c) => c.call.state === 'opensOn');
    expect(opensLater.length).toBeGreaterThan(0);
    const sample = [
      ...opensLater.slice(0, 2),
      ...cards.filter((c) => c.call.state !== 'opensOn').slice(0, 4),
    ];
    for (const card of sample) {
      const festivalPage = (await t.app.inject({ url: `/api/public/festivals/${card.Id}` })).json();
      expect({ Id: card.Id, timeZone: card.timeZone, call: card.call }).toEqual({
        Id: card.Id,
        timeZone: festivalPage.timeZone,
        call: festivalPage.call,
      });
    }
  });

  it('searches names, cities and countries ignoring accents and case', async () => {
    const accented = rows.find((r) => /[éèàç]/.test(r.Nom));
    expect(accented).toBeDefined();
    const plain = (accented?.Nom ?? '')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    expect(ids(await all({ Search: plain }))).toContain(accented?.Id);
    expect(ids(await all({ Search: accented?.Nom }))).toContain(accented?.Id);

    const liege = rows.filter((r) => r.Ville === 'Liège').map((r) => r.Id);
    expect(liege.length).toBeGreaterThan(0);
    for (const search of ['LIEGE', 'liège', 'Liege']) {
      expect(ids(await all({ Search: search })).filter((id) => liege.includes(id))).toEqual(
        expect.arrayContaining(liege),
      );
    }
    const spain = rows.filter((r) => r.IdPays === 68).map((r) => r.Id);
    const inSpanish = sorted(ids(await all({ Search: 'ESPAÑA' }, 'es')));
    expect(inSpanish).toEqual(expect.arrayContaining(spain));
    expect(sorted(ids(await all({ Search: 'spain' }, 'fr')))).toEqual(expect.arrayContaining(spain));
    expect(await count({ Search: 'espagne' }, 'fr')).toBe(inSpanish.length);
    expect(await count({ Search: 'zzzz-no-such-festival' })).toBe(0);
    // LIKE wildcards are plain characters.
    expect(await count({ Search: '%' })).toBe(0);
  });

  it('refuses an invalid filter with every failing field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/festivals/filter/0/12',
      payload: { IdPays: 0, DeadLine: '2025-06-01', IsPayant: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields.map((f: { path: string }) => f.path).sort()).toEqual(
      expect.arrayContaining(['IdPays', 'IsPayant']),
    );
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/public/festivals/filter/0/51',
      payload: {},
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields[0].path).toBe('take');
    const noComparer = await t.app.inject({
      method: 'POST',
      url: '/api/public/festivals/filter',
      payload: { DeadLine: '2025-06-01' },
    });
    expect(noComparer.statusCode).toBe(400);
    expect(noComparer.json().fields).toEqual([expect.objectContaining({ path: 'DeadLineComparer' })]);
  });

  it('asks for an account to filter on favourites', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/festivals/filter',
      payload: { IsFavoris: true },
    });
    expect(response.statusCode).toBe(401);
    expect(await count({ IsFavoris: false })).toBe(64);
  });

  it('answers with public cache headers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/festivals/filter/0/12',
      payload: {},
    });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('home lists', () => {
  it('last-date lists open calls closing within 14 days, soonest first', async () => {
    const response = await t.app.inject({ url: '/api/public/festivals/last-date' });
    expect(response.statusCode).toBe(200);
    const cards: FestivalCard[] = response.json();
    const want = expectedLastDays(rows, NOW);
    expect(want.length).toBeGreaterThan(0);
    expect(ids(cards)).toEqual(want);
    for (const card of cards) expect(card.badge).toBe('lastDays');
  });

  it('new-call lists open calls, most recently opened first', async () => {
    const cards: FestivalCard[] = (await t.app.inject({ url: '/api/public/festivals/new-call' })).json();
    const want = expectedNewCalls(rows, NOW);
    expect(want.length).toBeGreaterThan(0);
    expect(ids(cards)).toEqual(want);
    for (const card of cards) expect(['open', 'lastDays']).toContain(card.badge);
  });
});

describe('answers as the schema says', () => {
  // The card answers skip zod's encode (trusted-json.ts): nothing else would notice a field that
  // strays from the published schema. Encoding strips unknown keys and turns values to JSON, so
  // an answer that comes out of it unchanged is exactly what the schema describes.
  it('sends every card of the directory and the home lists in each language as the schema says', async () => {
    for (const culture of ['en', 'fr', 'es', 'it', 'pt']) {
      for (const filter of [{}, { Search: 'festival' }, { IsPayant: false }]) {
        for (const skip of [0, 50]) {
          const answer = await page(filter, skip, 50, culture);
          const checked = ZFestivalFilterPage.safeParse(answer);
          expect(checked.error, `${culture} ${JSON.stringify(filter)}`).toBeUndefined();
          expect(ZFestivalFilterPage.encode(checked.data as FestivalFilterPage)).toStrictEqual(answer);
        }
      }
      for (const list of ['last-date', 'new-call']) {
        const response = await t.app.inject({ url: `/api/public/festivals/${list}`, headers: { culture } });
        const cards = response.json();
        expect(cards.length, list).toBeGreaterThan(0);
        const checked = ZFestivalCardList.safeParse(cards);
        expect(checked.error, `${culture} ${list}`).toBeUndefined();
        expect(ZFestivalCardList.encode(checked.data as FestivalCard[])).toStrictEqual(cards);
      }
    }
  }, 60_000);
});
