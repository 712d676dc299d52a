import { DEMO_HELP_CATEGORIES } from '@shortlist/db/seed/demo/demo-help';
import { DEFAULT_HELP_CATEGORY } from '@shortlist/domain/help/help-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFestivalTestApp, type FestivalTestApp } from '../../test/festival-test-app.ts';

let t: FestivalTestApp;
const get = (url: string, culture = 'en') => t.app.inject({ url: `/api/${url}`, headers: { culture } });
const forFilmmakers = DEMO_HELP_CATEGORIES.filter((category) => category.type === 'user');
const forFestivals = DEMO_HELP_CATEGORIES.filter((category) => category.type === 'festival');

beforeAll(async () => {
  t = await createFestivalTestApp();
});
afterAll(() => t.close());

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
    expect(answer.statusCode).toBe(200);
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

describe('GET /api/help/categorie/:id/ressources', () => {
  it("answers a category's questions and answers in order, in the asked language", async () => {
    const category = forFilmmakers[1] ?? forFilmmakers[0];
    if (!category) throw new Error('The demo has no help category');
    const answer = await get(`help/categorie/${category.id}/ressources`, 'es');
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

  it("answers a festivals' category (20, the workspace's help) with its questions", async () => {
    const [category] = forFestivals;
    if (!category) throw new Error('The demo has no festivals help category');
    const answer = await get(`help/categorie/${category.id}/ressources`, 'fr');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().map((r: { Libelle: string }) => r.Libelle)).toEqual(
      category.resources.map((resource) => resource.title.fr),
    );
  });

  it('answers 404 with a localised message for an unknown category', async () => {
    for (const id of [999_999, 0x7fffffff]) {
      const answer = await get(`help/categorie/${id}/ressources`, 'fr');
      expect(answer.statusCode, String(id)).toBe(404);
      expect(answer.json()).toEqual({
        code: 'HELP_CATEGORY_NOT_FOUND',
        message: "Nous n'avons pas trouvé cette rubrique d'aide.",
      });
    }
    expect((await get('help/categorie/abc/ressources')).statusCode).toBe(400);
  });
});
