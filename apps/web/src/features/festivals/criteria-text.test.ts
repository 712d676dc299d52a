import type { CriteriaDictionary } from '@shortlist/domain/festivals/criteria-words';
import { sectionCriteriaWords } from '@shortlist/domain/festivals/criteria-words';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../shared/i18n/translator.ts';
import { criterionSentence } from './criteria-text.ts';

const labels: Record<CriteriaDictionary, Map<number, string>> = {
  pays: new Map([
    [75, 'France'],
    [20, 'Belgique'],
  ]),
  categorie: new Map([[1, 'Fiction']]),
  genre: new Map(),
  thematique: new Map(),
  langue: new Map([
    [6, 'Anglais'],
    [13, 'Français'],
  ]),
};

const words = sectionCriteriaWords([
  { Type: 'country', Valeurs: [75, 20], IsInclusionPays: true, IsPaysPrincipal: false },
  { Type: 'duration', DureeMax: 1800 },
  { Type: 'film', AnneeProduction: 2024, MoisProduction: 1 },
  { Type: 'subtitle', IdsLanguesSubs: [6, 13] },
  { Type: 'first-film', IsPremierFilm: true },
]);

function sentences(language: 'en' | 'fr' | 'es') {
  const t = translatorFor(language).getFixedT(language, 'festivals');
  return words.map((w) =>
    criterionSentence({ words: w, language, t: t as never, labelsOf: (name) => labels[name] }),
  );
}

describe('criteria in words', () => {
  it('reads in French with dictionary labels and dates', () => {
    expect(sentences('fr')).toEqual([
      'Produit en janvier 2024 ou après',
      'Durée de 30 min au plus',
      'Pays de production acceptés\u00A0: France et Belgique',
      'Sous-titres en anglais ou français',
      'Premiers films uniquement',
    ]);
  });

  it('reads in English and Spanish', () => {
    expect(sentences('en')[2]).toBe('Open to films produced in France and Belgique');
    expect(sentences('es')[0]).toBe('Producida en enero de 2024 o después');
    // Dictionary labels come capitalised; in English a language name keeps its capital.
    expect(sentences('en')[3]).toBe('Subtitles in Anglais or Français');
  });

  it('waits for a dictionary that has not loaded', () => {
    const t = translatorFor('en').getFixedT('en', 'festivals');
    const country = words.find((w) => w.dictionary === 'pays');
    expect(country).toBeDefined();
    if (country) {
      expect(
        criterionSentence({ words: country, language: 'en', t: t as never, labelsOf: () => undefined }),
      ).toBe(undefined);
    }
  });
});
