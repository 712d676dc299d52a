import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch, searchTerms } from './help-search.ts';

describe('foldForSearch', () => {
  it('drops accents and case, spells out ligatures, collapses spaces', () => {
    expect(foldForSearch('Écran')).toBe('ecran');
    expect(foldForSearch('  ÉCRAN   par\técran ')).toBe('ecran par ecran');
    expect(foldForSearch('Qu’est-ce que la Œuvre, Straße, ﬁlm, Ægir, niño, ação')).toBe(
      'qu’est-ce que la oeuvre, strasse, film, aegir, nino, acao',
    );
  });
});

describe('matchesSearch', () => {
  const texts = [
    foldForSearch('Écran par écran : votre tableau de bord'),
    foldForSearch('Les cartes mènent…'),
  ];
  it('finds every word of the query, in any order, accents and case ignored', () => {
    expect(matchesSearch(searchTerms('ecran'), texts)).toBe(true);
    expect(matchesSearch(searchTerms('TABLEAU ecran'), texts)).toBe(true);
    expect(matchesSearch(searchTerms('menent'), texts)).toBe(true);
    expect(matchesSearch(searchTerms('ecran festival'), texts)).toBe(false);
    expect(matchesSearch(searchTerms('   '), texts)).toBe(false);
  });
});
