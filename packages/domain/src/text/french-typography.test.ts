import { describe, expect, it } from 'vitest';
import { applyFrenchSpacing, frenchSpacingMistakes } from './french-typography.ts';

const NB = '\u00A0';
const NNB = '\u202F';

describe('French typography', () => {
  it('puts a no-break space before ":" and inside « », a narrow one before ";", "!" and "?"', () => {
    expect(applyFrenchSpacing('Supprimer « {{title}} » ? Oui ; non ! Photo : {{credit}}')).toBe(
      `Supprimer «${NB}{{title}}${NB}»${NNB}? Oui${NNB}; non${NNB}! Photo${NB}: {{credit}}`,
    );
  });

  it('leaves times, addresses and the list of special characters alone', () => {
    const untouched = 'À 14:30, sur https://shortlist.example/?q=1 : ! / @ ; & ? * - + _ % :';
    expect(applyFrenchSpacing(untouched)).toBe(untouched.replace(' :', `${NB}:`));
    expect(frenchSpacingMistakes(applyFrenchSpacing(untouched))).toEqual([]);
  });

  it('reports a plain space, and the wide space where a narrow one belongs', () => {
    expect(frenchSpacingMistakes('Mot de passe oublié ?')).toHaveLength(1);
    expect(frenchSpacingMistakes(`Bienvenue${NB}!`)).toHaveLength(1);
    expect(frenchSpacingMistakes(`Répondre «${NB}non${NB}» arrête`)).toEqual([]);
  });
});
