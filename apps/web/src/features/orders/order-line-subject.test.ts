import { describe, expect, it } from 'vitest';
import { orderLineSubject } from './order-line-subject.ts';

describe('what an order line was for', () => {
  it('names the festival, its section and the film of an entry', () => {
    expect(
      orderLineSubject({
        festivalName: 'Les Courts de Nantes',
        sectionName: 'Compétition',
        filmTitle: 'La Jetée',
      }),
    ).toBe('Les Courts de Nantes, Compétition · La Jetée');
  });

  it('names the film of a SuperStamp and nothing for a booklet', () => {
    expect(orderLineSubject({ festivalName: null, sectionName: null, filmTitle: 'La Jetée' })).toBe(
      'La Jetée',
    );
    expect(orderLineSubject({ festivalName: null, sectionName: null, filmTitle: null })).toBe('');
  });
});
