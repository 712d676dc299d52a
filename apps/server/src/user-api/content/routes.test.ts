import { webBloc, webPage } from '@shortlist/db/schema/content';
import { BLOCK_PLACEMENT } from '@shortlist/domain/content/placements';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let termsEn: number;
let termsFr: number;
let hidden: number;

const findPage = (Data: unknown, culture = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/wpage', headers: { culture }, payload: { Data } });

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const pages = await db
    .insert(webPage)
    .values([
      {
        IdLangue: 6,
        CleRoute: 'terms',
        Libelle: 'Terms of use',
        SeoTitre: 'Terms',
        SeoDescription: 'The rules.',
      },
      {
        IdLangue: 13,
        CleRoute: 'terms',
        Libelle: "Conditions d'utilisation",
        SeoTitre: null,
        SeoDescription: null,
      },
      { IdLangue: 6, CleRoute: 'privacy', Libelle: 'Privacy', IsActive: false },
    ])
    .returning({ Id: webPage.Id });
  [termsEn, termsFr, hidden] = pages.map((page) => page.Id) as [number, number, number];
  await db.insert(webBloc).values([
    {
      IdPage: termsEn,
      Libelle: 'Body',
      Contenu: '## Rules\n\nBe kind.',
      Emplacement: BLOCK_PLACEMENT.centre,
      Ordre: 2,
    },
    { IdPage: termsEn, Libelle: 'Intro', Contenu: 'Read us.', Emplacement: BLOCK_PLACEMENT.top, Ordre: 1 },
    { IdPage: hidden, Libelle: 'Secret', Contenu: 'Not yet.', Emplacement: BLOCK_PLACEMENT.centre, Ordre: 1 },
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/wpage', () => {
  it('finds the page a localised path leads to, in its language', async () => {
    const fr = await findPage('/fr/conditions-generales');
    expect(fr.statusCode, fr.body).toBe(200);
    expect(fr.json()).toMatchObject({
      Id: termsFr,
      CleRoute: 'terms',
      Langue: 'fr',
      Libelle: "Conditions d'utilisation",
    });
    const en = await findPage('/en/terms');
    expect(en.json()).toMatchObject({
      Id: termsEn,
      Langue: 'en',
      SeoTitre: 'Terms',
      SeoDescription: 'The rules.',
    });
    expect(en.headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers the English version of a page with none in the asked language', async () => {
    const es = await findPage('/es/condiciones');
    expect(es.statusCode, es.body).toBe(200);
    expect(es.json()).toMatchObject({ Id: termsEn, Langue: 'en' });
  });

  it('answers 404 with a localised message for an inactive page, another route or an unknown path', async () => {
    for (const path of ['/en/privacy', '/en/festivals', '/en/no-such-page', '/xx/terms', '/en']) {
      const answer = await findPage(path, 'fr');
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json()).toEqual({
        code: 'CONTENT_PAGE_NOT_FOUND',
        message: "Nous n'avons pas trouvé cette page.",
      });
    }
  });

  it('refuses a body without a path with a 400 naming the field', async () => {
    for (const Data of [undefined, '', 'terms', 42, 'x'.repeat(400)]) {
      const answer = await findPage(Data);
      expect(answer.statusCode, String(Data)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/wpage/:idPage/wbloc', () => {
  it("answers a page's blocks in their order", async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/wpage/${termsEn}/wbloc` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      answer
        .json()
        .map((block: { Libelle: string; Emplacement: number }) => [block.Libelle, block.Emplacement]),
    ).toEqual([
      ['Intro', BLOCK_PLACEMENT.top],
      ['Body', BLOCK_PLACEMENT.centre],
    ]);
  });

  it('answers an empty list for a page without blocks', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/wpage/${termsFr}/wbloc` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([]);
  });

  it("keeps an inactive page's blocks unread, and answers 404 for an unknown or malformed id", async () => {
    for (const id of [hidden, 999_999]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/wpage/${id}/wbloc` });
      expect(answer.statusCode, String(id)).toBe(404);
      expect(answer.json().code).toBe('CONTENT_PAGE_NOT_FOUND');
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/wpage/abc/wbloc' });
    expect(bad.statusCode).toBe(400);
  });

  it('writes nothing', async () => {
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(webBloc)
      .where(eq(webBloc.IdPage, termsEn));
    expect(count?.n).toBe(2);
  });
});
