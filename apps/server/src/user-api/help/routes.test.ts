import { aideRessource } from '@shortlist/db/schema/help';
import { DEMO_HELP_CATEGORIES } from '@shortlist/db/seed/demo/demo-help';
import { DEMO_HELP_TUTORIALS } from '@shortlist/db/seed/demo/demo-help-tutorials';
import { createTestDatabase } from '@shortlist/db/testing';
import { DEFAULT_HELP_CATEGORY } from '@shortlist/domain/help/help-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../../test/festival-test-app.ts';
import { insertAccount, type Signed, signInAs } from '../../test/test-accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The help centre's calls (issue 36): categories and articles public, resources with their
// tutorials and the search signed in only, per audience, in the reader's language.

const TOKEN = 'operator-token-for-help-tests-0123456789';
let t: TestApp;
let ada: Signed;
const get = (url: string, culture = 'en', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/${url}`, headers: { culture, ...headers } });
const signedGet = (url: string, culture = 'en') => get(url, culture, ada.headers);
const forFilmmakers = DEMO_HELP_CATEGORIES.filter((category) => category.type === 'user');
const forFestivals = DEMO_HELP_CATEGORIES.filter((category) => category.type === 'festival');
const titles = (answer: { json(): { Libelle: string }[] }) => answer.json().map((r) => r.Libelle);

beforeAll(async () => {
  const database = await createTestDatabase({ seed: 'demo', now: NOW });
  t = await createTestApp({ database, now: () => NOW, env: { OPERATOR_TOKEN: TOKEN } });
  await insertAccount(t, 'ada@example.com');
  ada = await signInAs(t.app, 'ada@example.com');
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

describe('GET /api/help/categorie', () => {
  it("lists the filmmakers' categories in their order, named in the asked language, the festivals' left out", async () => {
    const answer = await get('help/categorie', 'fr');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers.vary).toContain('culture');
    expect(answer.json().map((c: { Id: number; Libelle: string }) => [c.Id, c.Libelle])).toEqual(
      forFilmmakers.map((category) => [category.id, category.name.fr]),
    );
    expect(answer.json()[0].Id).toBe(DEFAULT_HELP_CATEGORY);
  });

  it("lists the festivals' categories when asked (type=festival), and refuses another type", async () => {
    const answer = await get('help/categorie?type=festival', 'en');
    expect(answer.json().map((c: { Id: number }) => c.Id)).toEqual(
      forFestivals.map((category) => category.id),
    );
    const refused = await get('help/categorie?type=admin');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_FAILED');
  });

  it('falls back to English in a language the help centre is not written in', async () => {
    const answer = await get('help/categorie', 'it');
    expect(answer.json().map((c: { Libelle: string }) => c.Libelle)).toEqual(
      forFilmmakers.map((category) => category.name.en),
    );
  });
});

describe('GET /api/help/categorie/:id/articles (public)', () => {
  it("answers a category's questions in order and in the asked language, without the tutorials", async () => {
    const category = forFilmmakers[0];
    if (!category) throw new Error('The demo has no help category');
    const answer = await get(`help/categorie/${category.id}/articles`, 'es');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      answer
        .json()
        .map((r: { Libelle: string; Texte: string; LibelleCategorie: string; IdType: string }) => [
          r.Libelle,
          r.Texte,
          r.LibelleCategorie,
          r.IdType,
        ]),
    ).toEqual(
      category.resources.map((resource) => [resource.title.es, resource.text.es, category.name.es, 'faq']),
    );
  });

  it('answers 404 with a localised message for an unknown category', async () => {
    for (const id of [999_999, 0x7fffffff]) {
      const answer = await get(`help/categorie/${id}/articles`, 'fr');
      expect(answer.statusCode, String(id)).toBe(404);
      expect(answer.json()).toEqual({
        code: 'HELP_CATEGORY_NOT_FOUND',
        message: "Nous n'avons pas trouvé cette rubrique d'aide.",
      });
    }
    expect((await get('help/categorie/abc/articles')).statusCode).toBe(400);
  });
});

describe('GET /api/help/categorie/:id/ressources (signed in)', () => {
  it('answers 401 to a visitor who is not signed in', async () => {
    const answer = await get(`help/categorie/${DEFAULT_HELP_CATEGORY}/ressources`, 'fr');
    expect(answer.statusCode).toBe(401);
    expect(answer.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers the questions then the tutorials, each video as its canonical player address', async () => {
    for (const category of [forFilmmakers[0], forFestivals[0]]) {
      if (!category) throw new Error('The demo has no help category');
      const tutorials = DEMO_HELP_TUTORIALS.filter((tutorial) => tutorial.category === category.id);
      const answer = await signedGet(`help/categorie/${category.id}/ressources`, 'es');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toContain('private');
      expect(titles(answer)).toEqual([
        ...category.resources.map((resource) => resource.title.es),
        ...tutorials.map((tutorial) => tutorial.title.es),
      ]);
      const videos = answer.json().filter((r: { IdType: string }) => r.IdType === 'video');
      expect(videos.length).toBe(tutorials.length);
      for (const video of videos) {
        expect(video.CodeEmbed).toMatch(
          /^https:\/\/(www\.youtube-nocookie\.com\/embed|player\.vimeo\.com\/video)\//,
        );
        expect(video.IdCategorie).toBe(category.id);
      }
    }
  });
});

describe('the players a tutorial may be framed from', () => {
  it("are exactly the CSP's frame-src", async () => {
    const answer = await get('help/categorie');
    const frameSrc = /frame-src ([^;]+)/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(frameSrc?.split(' ').sort()).toEqual(
      ['https://player.vimeo.com', 'https://www.dailymotion.com', 'https://www.youtube-nocookie.com'].sort(),
    );
  });
});

describe('GET /api/help/recherche (signed in)', () => {
  it('answers 401 signed out and refuses a query too short', async () => {
    expect((await get('help/recherche?q=ecran', 'fr')).statusCode).toBe(401);
    const short = await signedGet('help/recherche?q=e', 'fr');
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('VALIDATION_FAILED');
  });

  it('finds "Écran" with "ecran" or "ÉCRAN" in French, ignoring accents and case', async () => {
    for (const q of ['ecran', 'ÉCRAN', 'Ecran%20TABLEAU']) {
      const answer = await signedGet(`help/recherche?q=${q}`, 'fr');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(titles(answer), q).toContain(
        'Écran par écran\u00A0: votre tableau de bord (tutoriel de démonstration)',
      );
    }
  });

  it("searches the reader's language: the French word is not in the English texts", async () => {
    const answer = await signedGet('help/recherche?q=ecran', 'en');
    expect(titles(answer)).not.toContain('Screen by screen: your dashboard (demo tutorial)');
  });

  it("keeps to one audience: the festivals' tutorial only with type=festival", async () => {
    const festivals = await signedGet('help/recherche?q=programmers&type=festival');
    expect(titles(festivals)).toContain('Watching entries with your programmers (demo tutorial)');
    expect(
      festivals.json().every((r: { IdCategorie: number }) => r.IdCategorie === forFestivals[0]?.id),
    ).toBe(true);
    const filmmakers = await signedGet('help/recherche?q=programmers');
    expect(titles(filmmakers)).not.toContain('Watching entries with your programmers (demo tutorial)');
  });
});

describe('save-help-resource (operator command)', () => {
  const operator = (input: Record<string, unknown>, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/operator-api/commands/save-help-resource',
      headers: { authorization: `Bearer ${TOKEN}`, 'accept-language': language, culture: language },
      payload: input,
    });

  it('creates a tutorial from a pasted embed code, keeps only the canonical address, then translates it', async () => {
    const created = await operator({
      category: DEFAULT_HELP_CATEGORY,
      type: 'video',
      language: 'en',
      title: 'Paying with stamps',
      text: 'Stamps pay the platform fee. <script>alert(1)</script>',
      embed:
        '<iframe width="560" src="https://www.youtube.com/embed/aqz-KE-bpKQ?si=x" onload="alert(1)" allowfullscreen></iframe>',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, CodeEmbed } = created.json().result;
    expect(CodeEmbed).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect((await operator({ id, language: 'fr', title: 'Payer avec des timbres' })).statusCode).toBe(200);

    const fr = await signedGet(`help/categorie/${DEFAULT_HELP_CATEGORY}/ressources`, 'fr');
    const saved = fr.json().find((r: { Id: number }) => r.Id === id);
    expect(saved).toMatchObject({ Libelle: 'Payer avec des timbres', IdType: 'video', CodeEmbed });
    expect(saved.Texte).not.toContain('<script');
    const found = await signedGet('help/recherche?q=timbres', 'fr');
    expect(titles(found)).toContain('Payer avec des timbres');
  });

  it('refuses an unknown host, a script address or a lookalike with a localised code, writing nothing', async () => {
    const before = await t.database.db.select().from(aideRessource);
    for (const embed of [
      'https://videos.evil.example/embed/abc',
      'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
      'javascript:alert(1)',
      '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe><script>alert(1)</script>',
    ]) {
      const refused = await operator(
        { category: DEFAULT_HELP_CATEGORY, type: 'video', language: 'en', title: 'Evil', embed },
        'fr',
      );
      expect(refused.statusCode, embed).toBe(400);
      expect(refused.json().code).toBe('HELP_EMBED_REFUSED');
      expect(refused.json().message).toContain('YouTube');
    }
    expect(await t.database.db.select().from(aideRessource)).toEqual(before);
  });

  it('never answers a stored address the rule refuses today', async () => {
    const [row] = await t.database.db
      .insert(aideRessource)
      .values({
        IdCategorie: DEFAULT_HELP_CATEGORY,
        IdLibelle: (await t.database.db.select().from(aideRessource).limit(1))[0]?.IdLibelle ?? 1,
        IdType: 'video',
        CodeEmbed: 'https://evil.example/embed/x',
      })
      .returning({ Id: aideRessource.Id });
    const answer = await signedGet(`help/categorie/${DEFAULT_HELP_CATEGORY}/ressources`);
    expect(answer.json().find((r: { Id: number }) => r.Id === row?.Id)?.CodeEmbed).toBeNull();
  });

  it('answers unknown ids and a first version in another language than English with a code', async () => {
    expect((await operator({ id: 999_999, language: 'fr', title: 'x' })).json().code).toBe(
      'HELP_RESOURCE_NOT_FOUND',
    );
    expect((await operator({ category: 999_999, language: 'en', title: 'x', text: 'y' })).json().code).toBe(
      'HELP_CATEGORY_NOT_FOUND',
    );
    const french = await operator({ category: DEFAULT_HELP_CATEGORY, language: 'fr', title: 'x', text: 'y' });
    expect(french.statusCode).toBe(400);
    expect(french.json().fields[0].code).toBe('HELP_RESOURCE_ENGLISH_FIRST');
  });
});
