import { describe, expect, it } from 'vitest';
import { languageId } from './languages.ts';
import { bestTranslation, labelLanguageIds } from './translated-label.ts';

const fr = { IdLangue: languageId('fr'), Libelle: 'Documentaire' };
const en = { IdLangue: languageId('en'), Libelle: 'Documentary' };
const es = { IdLangue: languageId('es'), Libelle: 'Documental' };

describe('the translated label', () => {
  it('is in the reader language when it exists', () => {
    expect(bestTranslation([en, fr, es], 'fr')).toBe(fr);
    expect(bestTranslation([fr, en], 'en')).toBe(en);
  });

  it('falls back to English, then to nothing', () => {
    expect(bestTranslation([es, en], 'pt')).toBe(en);
    expect(bestTranslation([es], 'fr')).toBeUndefined();
  });

  it('reads the reader language first, then English', () => {
    expect(labelLanguageIds('es')).toEqual([languageId('es'), languageId('en')]);
    expect(labelLanguageIds('en')).toEqual([languageId('en')]);
  });
});
