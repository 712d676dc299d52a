import { webBloc, webPage } from '@shortlist/db/schema/content';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const TOKEN = 'operator-token-for-content-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;

const save = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/operator-api/commands/save-content-page', headers: auth, payload });
const readPage = async (Data: string) => {
  const page = await t.app.inject({ method: 'POST', url: '/api/wpage', payload: { Data } });
  if (page.statusCode !== 200) return { status: page.statusCode, title: null, blocks: [] };
  const blocks = await t.app.inject({ url: `/api/wpage/${page.json().Id}/wbloc` });
  return {
    status: 200,
    title: page.json().Libelle as string,
    blocks: (blocks.json() as { Emplacement: number; Contenu: string }[]).map((b) => [
      b.Emplacement,
      b.Contenu,
    ]),
  };
};

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_TOKEN: TOKEN } });
});
afterAll(() => t.close());

describe('save-content-page (operator command)', () => {
  it('publishes a page, then replaces its texts, and visitors read the new version', async () => {
    const first = await save({
      page: 'legal',
      language: 'fr',
      title: 'Mentions légales',
      seoDescription: 'Qui édite Shortlist et qui l’héberge.',
      top: 'Éditeur : Shortlist SAS.',
      centre: '## Hébergeur\n\nUn hébergeur.',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({ path: '/fr/mentions-legales', blocks: 2, active: true });
    expect(await readPage('/fr/mentions-legales')).toEqual({
      status: 200,
      title: 'Mentions légales',
      blocks: [
        [5, 'Éditeur : Shortlist SAS.'],
        [7, '## Hébergeur\n\nUn hébergeur.'],
      ],
    });

    const second = await save({
      page: 'legal',
      language: 'fr',
      title: 'Mentions',
      centre: 'Nouveau.',
      left: 'À savoir.',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().result.id).toBe(first.json().result.id);
    expect(await readPage('/fr/mentions-legales')).toEqual({
      status: 200,
      title: 'Mentions',
      blocks: [
        [7, 'Nouveau.'],
        [9, 'À savoir.'],
      ],
    });
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(webPage)
      .where(eq(webPage.CleRoute, 'legal'));
    expect(rows?.n).toBe(1);
  });

  it('unpublishes a page saved inactive: a 404 until it is saved again', async () => {
    expect(
      (await save({ page: 'partners', language: 'en', title: 'Partners', centre: 'Us.' })).statusCode,
    ).toBe(200);
    expect((await readPage('/en/partners')).status).toBe(200);
    const hidden = await save({
      page: 'partners',
      language: 'en',
      title: 'Partners',
      centre: 'Us.',
      inactive: true,
    });
    expect(hidden.json().result.active).toBe(false);
    expect((await readPage('/en/partners')).status).toBe(404);
  });

  it('refuses a page without a top or centre block, an unknown page or language, with the field, writing nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(webBloc);
    for (const payload of [
      { page: 'legal', language: 'fr', title: 'Vide' },
      { page: 'home', language: 'fr', title: 'x', centre: 'y' },
      { page: 'legal', language: 'de', title: 'x', centre: 'y' },
      { page: 'legal', language: 'fr', title: ' ', centre: 'y' },
      { page: 'legal', language: 'fr', title: 'x', centre: 'y', extra: 1 },
    ]) {
      const answer = await save(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await t.database.db.select({ n: count() }).from(webBloc)).toEqual(before);
  });

  it('applies two saves of one page at once one after the other, never a mix', async () => {
    const answers = await Promise.all(
      ['A', 'B'].map((version) =>
        save({
          page: 'ethics',
          language: 'es',
          title: version,
          top: `${version} top`,
          centre: `${version} body`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const page = await readPage('/es/codigo-etico');
    const version = page.title ?? '';
    expect(page.blocks).toEqual([
      [5, `${version} top`],
      [7, `${version} body`],
    ]);
  });
});

describe('save-content-page for a free page (spec §2 {name})', () => {
  const findPage = (Data: string) => t.app.inject({ method: 'POST', url: '/api/wpage', payload: { Data } });

  it('publishes a page at a free path with a French alternate, each answering both versions', async () => {
    const en = await save({
      page: 'about-us',
      language: 'en',
      route: '/en/about-us',
      title: 'About us',
      seoTitle: 'Who we are',
      seoDescription: 'The people behind Shortlist.',
      headerSubTitle: 'Made by film lovers',
      centre: 'We love short films.',
    });
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json().result).toMatchObject({ path: '/en/about-us', blocks: 2, active: true });
    const fr = await save({
      page: 'about-us',
      language: 'fr',
      route: '/fr/a-propos',
      title: 'À propos',
      centre: 'Nous aimons les courts métrages.',
    });
    expect(fr.statusCode, fr.body).toBe(200);

    const page = await findPage('/en/about-us');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      CleRoute: 'about-us',
      Langue: 'en',
      Route: '/en/about-us',
      RouteCanonique: '/en/about-us',
      Libelle: 'About us',
      SeoTitre: 'Who we are',
      Alternates: [
        { Langue: 'en', Route: '/en/about-us' },
        { Langue: 'fr', Route: '/fr/a-propos' },
      ],
    });
    expect(await readPage('/fr/a-propos')).toEqual({
      status: 200,
      title: 'À propos',
      blocks: [[7, 'Nous aimons les courts métrages.']],
    });
    expect((await readPage('/en/about-us')).blocks).toEqual([
      [2, 'Made by film lovers'],
      [7, 'We love short films.'],
    ]);
    // The French path in English, or the English path in French, is no page.
    expect((await findPage('/en/a-propos')).statusCode).toBe(404);
    expect((await findPage('/fr/about-us')).statusCode).toBe(404);
  });

  it('unpublishes and publishes again: a 404 in between, and the version leaves the alternates', async () => {
    const base = { page: 'team', language: 'en', route: '/en/team', title: 'Team', centre: 'Us.' };
    expect((await save(base)).statusCode).toBe(200);
    expect(
      (await save({ ...base, language: 'fr', route: '/fr/equipe', title: 'Équipe', centre: 'Nous.' }))
        .statusCode,
    ).toBe(200);
    expect((await save({ ...base, inactive: true })).json().result.active).toBe(false);
    const hidden = await findPage('/en/team');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('CONTENT_PAGE_NOT_FOUND');
    expect((await findPage('/fr/equipe')).json().Alternates).toEqual([{ Langue: 'fr', Route: '/fr/equipe' }]);
    expect((await save(base)).json().result.active).toBe(true);
    expect((await findPage('/en/team')).statusCode).toBe(200);
  });

  it('refuses a path the site or another page holds (409 ROUTE_TAKEN), writing nothing', async () => {
    expect(
      (await save({ page: 'press', language: 'en', route: '/en/press', title: 'Press', centre: 'x' }))
        .statusCode,
    ).toBe(200);
    const before = await t.database.db.select({ n: count() }).from(webPage);
    for (const [page, language, route] of [
      ['signin', 'fr', '/fr/connexion'],
      ['dir', 'en', '/en/festivals'],
      ['cat', 'en', '/en/help/category/10'],
      ['media', 'en', '/en/press'],
    ] as const) {
      const answer = await save({ page, language, route, title: 'x', centre: 'y' });
      expect(answer.statusCode, route).toBe(409);
      expect(answer.json().code).toBe('CONFLICT');
      expect(answer.json().fields?.[0]).toMatchObject({ path: 'route', code: 'ROUTE_TAKEN' });
    }
    expect(await t.database.db.select({ n: count() }).from(webPage)).toEqual(before);
  });

  it('refuses a free page without its path, a path in another language, a css block or a foreign header image', async () => {
    const before = await t.database.db.select({ n: count() }).from(webPage);
    for (const payload of [
      { page: 'faq-page', language: 'en', title: 'x', centre: 'y' },
      { page: 'terms', language: 'en', route: '/en/terms-2', title: 'x', centre: 'y' },
      { page: 'faq-page', language: 'fr', route: '/en/faq-page', title: 'x', centre: 'y' },
      { page: 'faq-page', language: 'en', route: '/en/FAQ', title: 'x', centre: 'y' },
      { page: 'faq-page', language: 'en', route: '/en/faq page', title: 'x', centre: 'y' },
      { page: 'Faq Page', language: 'en', route: '/en/faq-page', title: 'x', centre: 'y' },
      { page: 'faq-page', language: 'en', route: '/en/faq-page', title: 'x', centre: 'y', css: 'body{}' },
      {
        page: 'faq-page',
        language: 'en',
        route: '/en/faq-page',
        title: 'x',
        centre: 'y',
        headerImage: 'https://evil.example/x.png',
      },
    ]) {
      const answer = await save(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await t.database.db.select({ n: count() }).from(webPage)).toEqual(before);
  });

  it('stores block texts without scripts, event handlers or javascript: links', async () => {
    const answer = await save({
      page: 'hostile',
      language: 'en',
      route: '/en/hostile',
      title: 'Hostile',
      top: '<script>document.cookie</script>Hello',
      centre:
        'Read <img src=x onerror="alert(1)">this [click](javascript:alert(2)) <a href="javascript:void(0)" onclick="steal()">link</a>',
      left: '<svg onload=alert(3)>',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const page = await readPage('/en/hostile');
    expect(page.blocks).toEqual([
      [5, 'Hello'],
      [7, 'Read this click link'],
    ]);
    expect(JSON.stringify(page)).not.toMatch(/script|onerror|onclick|onload|alert/i);
  });

  it('never answers a Css block written by an older system', async () => {
    const saved = await save({
      page: 'styled',
      language: 'en',
      route: '/en/styled',
      title: 'S',
      centre: 'Body',
    });
    await t.database.db.insert(webBloc).values({
      IdPage: saved.json().result.id,
      Libelle: 'css',
      Contenu: 'body{display:none}',
      Emplacement: 8,
    });
    expect((await readPage('/en/styled')).blocks).toEqual([[7, 'Body']]);
  });
});
