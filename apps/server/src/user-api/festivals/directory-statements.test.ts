import { DIRECTORY_SORTS, type FestivalFilter } from '@shortlist/domain/festivals/festival-filter';
import type { Language } from '@shortlist/domain/languages';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatementShapes } from '../../platform/performance/statement-shapes.ts';
import { directoryWhere } from './directory-sql.ts';
import { cardPageSql } from './festival-cards.ts';
import { countSql, pageQuery } from './filter-festivals.ts';

/*
 * StatementShapes builds each directory text once with Drizzle and then only collects the
 * parameters: for every filter shape, a second query of the same shape with other values must
 * give exactly Drizzle's text and parameters, without Drizzle building it.
 */

const dialect = new PgDialect();
/** Drizzle's text and parameters (its typings, all "none" here, are not sent). */
const drizzle = (query: SQL) => {
  const { sql, params } = dialect.sqlToQuery(query);
  return { sql, params };
};
const NOW = new Date('2026-05-14T10:30:00Z');
const LATER = new Date('2026-06-02T23:10:00Z');
const LANGUAGES: Language[] = ['en', 'fr', 'es', 'it', 'pt'];

/** A shape: which fields are set (and how), and two sets of values for it. */
type Shape = {
  filter: [FestivalFilter, FestivalFilter];
  searchIds?: [number[], number[]];
  favouritesOf?: [number, number];
  language: Language;
};

/** Each field's settings, each as two filters of the same shape with other values. */
const FIELDS: [FestivalFilter, FestivalFilter][][] = [
  [[{ IdPays: 75 }, { IdPays: 12 }]],
  [[{ feeMax: 5000 }, { feeMax: 0 }]],
  [[{ filmMinutes: 12 }, { filmMinutes: 95 }]],
  [[{ withLabels: true }, { withLabels: true }]],
  [[{ watchGuarantee: true }, { watchGuarantee: true }]],
  [
    [{ IsCampagneOuverte: true }, { IsCampagneOuverte: true }],
    [{ IsCampagneOuverte: false }, { IsCampagneOuverte: false }],
  ],
  [
    [{ IsPayant: true }, { IsPayant: true }],
    [{ IsPayant: false }, { IsPayant: false }],
  ],
  (['before', 'after', 'equal'] as const).map((comparer) => [
    { DeadLine: '2026-01-01', DeadLineComparer: comparer },
    { DeadLine: '2027-07-31', DeadLineComparer: comparer },
  ]),
  (['before', 'after', 'equal'] as const).map((comparer) => [
    { Edition: '2026-03-01', EditionComparer: comparer },
    { Edition: '2025-12-31', EditionComparer: comparer },
  ]),
  [[{ IdsCategorie: [1] }, { IdsCategorie: [2, 3, 9] }]],
  [[{ IdsGenre: [2, 5] }, { IdsGenre: [4] }]],
  [[{ IdsThematique: [3, 4, 9] }, { IdsThematique: [1] }]],
  [[{ PecRealisateurs: true }, { PecRealisateurs: true }]],
  DIRECTORY_SORTS.map((sort) => [{ sort }, { sort }]),
];

function shapeOf(
  chosen: [FestivalFilter, FestivalFilter][],
  extra: Partial<Shape>,
  language: Language,
): Shape {
  return {
    filter: [Object.assign({}, ...chosen.map((c) => c[0])), Object.assign({}, ...chosen.map((c) => c[1]))],
    language,
    ...extra,
  };
}

/** Every field alone, with and without a search and favourites, and 400 seeded combinations. */
function shapes(): Shape[] {
  const extras: Partial<Shape>[] = [
    {},
    { searchIds: [[1, 2, 3], [9]] },
    { favouritesOf: [7, 8] },
    { searchIds: [[4], [5, 6]], favouritesOf: [7, 8] },
  ];
  const all: Shape[] = [];
  for (const language of LANGUAGES)
    for (const extra of extras) {
      all.push(shapeOf([], extra, language));
      for (const field of FIELDS) for (const setting of field) all.push(shapeOf([setting], extra, language));
    }
  let seed = 11;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (let n = 0; n < 400; n++) {
    const chosen = FIELDS.flatMap((field) =>
      random() < 0.4 ? [field[Math.floor(random() * field.length)] as [FestivalFilter, FestivalFilter]] : [],
    );
    const extra = extras[Math.floor(random() * extras.length)] as Partial<Shape>;
    all.push(shapeOf(chosen, extra, LANGUAGES[Math.floor(random() * LANGUAGES.length)] as Language));
  }
  return all;
}

/** The page and count queries of one of the shape's two value sets. */
function queries(shape: Shape, which: 0 | 1): SQL[] {
  const filter = shape.filter[which];
  const now = which === 0 ? NOW : LATER;
  const where = directoryWhere({
    filter,
    now,
    searchIds: shape.searchIds?.[which],
    favouritesOf: shape.favouritesOf?.[which],
  });
  const page = pageQuery(where, {
    filter,
    language: shape.language,
    now,
    skip: which === 0 ? 0 : 24,
    take: which === 0 ? 12 : 50,
  });
  return [cardPageSql(page), countSql(where)];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('directory statements', () => {
  it("give Drizzle's text and parameters for every filter shape, Drizzle building each text once", () => {
    // Room for every shape's steps (the app's 20,000 hold some hundred page texts).
    const page = new StatementShapes('test_page', 48, 1_000_000);
    const count = new StatementShapes('test_count', 48, 1_000_000);
    const list = shapes();
    const texts = new Set<string>();
    for (const shape of list) {
      const [firstPage, firstCount] = queries(shape, 0) as [SQL, SQL];
      const [secondPage, secondCount] = queries(shape, 1) as [SQL, SQL];
      const expected = [secondPage, secondCount].map(drizzle);
      for (const [shapes, query] of [
        [page, firstPage],
        [count, firstCount],
      ] as const) {
        const built = shapes.build(query);
        expect({ sql: built.text, params: built.params }).toEqual(drizzle(query));
        texts.add(built.text);
      }
      const spy = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
      const second = [page.build(secondPage), count.build(secondCount)];
      expect(spy, JSON.stringify(shape)).not.toHaveBeenCalled();
      spy.mockRestore();
      expect(second.map((built) => ({ sql: built.text, params: built.params }))).toEqual(expected);
    }
    // The shapes are many texts, each built once and named while there are names.
    expect(texts.size).toBeGreaterThan(300);
  });

  it('name each text by its text, the same however it was reached', () => {
    const shapes = new StatementShapes('test_named');
    const [one] = queries(shapeOf([], {}, 'en'), 0) as [SQL];
    const [two] = queries(shapeOf([], {}, 'en'), 1) as [SQL];
    expect(shapes.build(one).name).toMatch(/^test_named_[0-9a-f]{16}$/);
    expect(shapes.build(two).name).toBe(shapes.build(one).name);
  });
});
