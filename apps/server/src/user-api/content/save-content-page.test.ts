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
