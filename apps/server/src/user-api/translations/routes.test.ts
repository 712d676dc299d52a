import { libelle, texte, tradLibelle, tradTexte } from '@shortlist/db/schema/translations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let onlyEnglish: number;
let translated: number;
let textId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const { db } = t.database;
  const [a, b] = await db.insert(libelle).values([{}, {}]).returning();
  onlyEnglish = a!.Id;
  translated = b!.Id;
  await db.insert(tradLibelle).values([
    { IdLibelle: onlyEnglish, IdLangue: 6, Libelle: 'Only in English' },
    { IdLibelle: translated, IdLangue: 6, Libelle: 'Short film' },
    { IdLibelle: translated, IdLangue: 13, Libelle: 'Court métrage' },
    { IdLibelle: translated, IdLangue: 19, Libelle: 'Cortometraje' },
  ]);
  const [c] = await db.insert(texte).values({}).returning();
  textId = c!.Id;
  await db.insert(tradTexte).values([
    { IdTexte: textId, IdLangue: 6, Texte: 'A long text.' },
    { IdTexte: textId, IdLangue: 13, Texte: 'Un long texte.' },
  ]);
});
afterAll(() => t.close());

const post = (url: string, Items: unknown, culture = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { culture }, payload: { Items } });

describe('translations', () => {
  it('returns labels in the culture language, falling back to English', async () => {
    const response = await post('/api/trad-libelles/traduction', [translated, onlyEnglish, 999_999], 'es-ES');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { Id: translated, IdLangue: 19, Libelle: 'Cortometraje' },
      { Id: onlyEnglish, IdLangue: 6, Libelle: 'Only in English' },
    ]);
  });

  it('returns texts the same way', async () => {
    expect((await post('/api/trad-textes/traduction', [textId], 'fr')).json()).toEqual([
      { Id: textId, IdLangue: 13, Libelle: 'Un long texte.' },
    ]);
    expect((await post('/api/trad-textes/traduction', [textId], 'es')).json()).toEqual([
      { Id: textId, IdLangue: 6, Libelle: 'A long text.' },
    ]);
  });

  it('accepts 200 ids and refuses 201 with the field listed', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1);
    expect((await post('/api/trad-libelles/traduction', ids.slice(0, 200))).statusCode).toBe(200);
    const response = await post('/api/trad-libelles/traduction', ids);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'Items', code: 'TOO_BIG', message: expect.any(String) }],
    });
  });

  it('refuses an empty list and non-ids', async () => {
    expect((await post('/api/trad-libelles/traduction', [])).statusCode).toBe(400);
    const response = await post('/api/trad-textes/traduction', [0, 'x']);
    expect(response.json().fields.map((f: { path: string }) => f.path)).toEqual(['Items.0', 'Items.1']);
  });
});
