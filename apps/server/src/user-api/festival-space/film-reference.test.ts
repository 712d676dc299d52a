import { describe, expect, it } from 'vitest';
import { parseFilmReference } from './film-reference.ts';

describe('parseFilmReference', () => {
  it('reads an id or a shortname as the film page key does', () => {
    expect(parseFilmReference(' 42 ')).toEqual({ Id: 42 });
    expect(parseFilmReference('Harbour-Lights')).toEqual({ Shortname: 'harbour-lights' });
  });

  it("reads a public page's address in any language, with or without a tab, query or host", () => {
    expect(parseFilmReference('https://shortlist.example/en/film/harbour-lights')).toEqual({
      Shortname: 'harbour-lights',
    });
    expect(parseFilmReference('http://localhost:3000/es/pelicula/42?x=1#top')).toEqual({ Id: 42 });
    expect(parseFilmReference('https://shortlist.example/pt/filme/42')).toEqual({ Id: 42 });
    expect(parseFilmReference('/fr/film/harbour-lights')).toEqual({ Shortname: 'harbour-lights' });
  });

  it('names no film for another page, a bad address or a bad key', () => {
    expect(parseFilmReference('https://shortlist.example/en/festivals')).toBeNull();
    expect(parseFilmReference('https://shortlist.example/en/film/')).toBeNull();
    expect(parseFilmReference('https://exa mple')).toBeNull();
    expect(parseFilmReference('0')).toBeNull();
    expect(parseFilmReference('99999999999')).toBeNull();
    expect(parseFilmReference('not a shortname!')).toBeNull();
  });
});
