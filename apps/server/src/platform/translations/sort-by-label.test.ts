import { describe, expect, it } from 'vitest';
import { sortByLabel } from './translated-label.ts';

describe('sortByLabel', () => {
  it("sorts in each reader's language, whichever language asked first", () => {
    // Spanish sorts ñ after every n; English reads it as an n (collators are kept per language).
    const labels = (language: 'en' | 'es') =>
      sortByLabel([{ Libelle: 'ñu' }, { Libelle: 'nz' }], language).map((row) => row.Libelle);
    expect(labels('es')).toEqual(['nz', 'ñu']);
    expect(labels('en')).toEqual(['ñu', 'nz']);
    expect(labels('es')).toEqual(['nz', 'ñu']);
  });

  it("puts the dictionary's own order first, then numbers by value, case and accents aside", () => {
    const rows = [
      { Libelle: 'b', Ordre: 2 },
      { Libelle: 'Item 10', Ordre: 1 },
      { Libelle: 'item 9', Ordre: 1 },
      { Libelle: 'É', Ordre: 1 },
    ];
    expect(sortByLabel(rows, 'fr').map((row) => row.Libelle)).toEqual(['É', 'item 9', 'Item 10', 'b']);
    expect(sortByLabel(rows, 'fr', { byOrder: false }).map((row) => row.Libelle)).toEqual([
      'b',
      'É',
      'item 9',
      'Item 10',
    ]);
  });
});
