import { PLAIN_DICTIONARIES } from '@shortlist/domain/dictionaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t.close());

type Item = { Id: number; Libelle: string } & Record<string, unknown>;

async function dico(path: string, culture?: string): Promise<Item[]> {
  const response = await t.app.inject({ url: `/api/${path}`, headers: culture ? { culture } : {} });
  expect(response.statusCode, path).toBe(200);
  return response.json();
}

const DICTIONARIES = [
  'pays/dico',
  'langue/dico',
  'thematique/dico',
  'fonction/dico',
  ...PLAIN_DICTIONARIES.map((n) => `${n}/dico`),
];

describe('dictionaries', () => {
  it.each(DICTIONARIES)('%s has rows in en, fr and es, translated', async (path) => {
    const [en, fr, es] = await Promise.all([dico(path, 'en'), dico(path, 'fr'), dico(path, 'es')]);
    expect(en.length).toBeGreaterThan(0);
    expect(fr.length).toBe(en.length);
    expect(es.length).toBe(en.length);
    for (const row of [...en, ...fr, ...es]) expect(row.Libelle, `${path} ${row.Id}`).not.toBe('');
    const label = (rows: Item[], id: number) => rows.find((r) => r.Id === id)?.Libelle;
    // At least one label differs between languages (ratios like 16/9 may not).
    const translated = en.some(
      (row) => label(fr, row.Id) !== row.Libelle || label(es, row.Id) !== row.Libelle,
    );
    if (!['ratio/dico', 'framerate/dico'].includes(path)) expect(translated, path).toBe(true);
  });

  it('names France in each language, with culture headers like es-ES', async () => {
    const france = async (culture: string) => (await dico('pays/dico', culture)).find((p) => p.Iso2 === 'FR');
    expect((await france('en'))?.Libelle).toBe('France');
    expect((await france('fr-FR'))?.Libelle).toBe('France');
    expect((await france('es-ES'))?.Libelle).toBe('Francia');
    expect((await dico('pays/dico')).find((p) => p.Iso2 === 'ES')?.Libelle).toBe('Spain');
  });

  it('pays/dico has every country with its EU flag, VAT rate and phone prefix, sorted by label', async () => {
    const countries = await dico('pays/dico', 'fr');
    expect(countries.length).toBeGreaterThan(190);
    for (const country of countries) {
      expect(country).toEqual({
        Id: expect.any(Number),
        Libelle: expect.any(String),
        Iso2: expect.stringMatching(/^[A-Z]{2}$/),
        IsCee: expect.any(Boolean),
        TauxTaxe: expect.any(Number),
        PrefixeTelephone: expect.stringMatching(/^\+\d/),
      });
    }
    expect(countries.find((c) => c.Iso2 === 'FR')).toMatchObject({
      IsCee: true,
      TauxTaxe: 20,
      PrefixeTelephone: '+33',
    });
    expect(countries.filter((c) => c.IsCee)).toHaveLength(27);
    const labels = countries.map((c) => c.Libelle);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare));
  });

  it('public/festivals/pays/dico lists only countries that have festivals', async () => {
    const all = await dico('pays/dico');
    const withFestivals = await dico('public/festivals/pays/dico');
    expect(withFestivals.length).toBeGreaterThanOrEqual(20);
    expect(withFestivals.length).toBeLessThan(all.length);
  });

  it('thematique/dico carries the group and fonction/dico the code', async () => {
    const themes = await dico('thematique/dico', 'fr');
    for (const theme of themes)
      expect(theme).toMatchObject({ IdGroupe: expect.any(Number), LibelleGroupe: expect.any(String) });
    const functions = await dico('fonction/dico');
    expect(functions.map((f) => f.Code)).toEqual(expect.arrayContaining([1, 30, 31, 50]));
  });

  it('answers with cache headers, and 404 for an unknown dictionary', async () => {
    const response = await t.app.inject({ url: '/api/genre/dico' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.vary).toMatch(/culture/);
    const unknown = await t.app.inject({ url: '/api/nope/dico' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
  });
});
