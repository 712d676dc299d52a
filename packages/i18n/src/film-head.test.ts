import { describe, expect, it } from 'vitest';
import { filmDisplayTitle, isoDuration, publicFilmHead, shorten } from './film-head.ts';
import { movieStructuredData } from './structured-data.ts';
import { structuredDataProblems } from './structured-data-check.ts';

const FILM = {
  Id: 12,
  Shortname: 'night',
  sharing: 'limited' as const,
  TitreOriginal: 'La Nuit blanche',
  TitreInternationnal: 'The White Night',
  TitreLatin: null,
  titre: 'The White Night',
  AnneeProd: 2025,
  MoisProd: 3,
  Duree: 3725,
  IsPremierFilm: false,
  IsFilmEcole: false,
  NomEcole: null,
  IsSansDialogue: false,
  IsSilencieux: false,
  IsLangueSigne: false,
  resume: null,
  paysPrincipal: 'France',
  paysPrincipalIso2: 'FR',
  paysCoProd: [],
  categories: [],
  genres: ['Drama'],
  themes: [],
  languesDialogue: ['French'],
  directors: ['Ada Lovelace', 'Alan Turing'],
  credits: [],
  contacts: [],
  photos: [],
  videos: [],
  synopsis: null,
  technical: null,
  career: null,
  UrlSite: null,
  DateModification: '2026-01-03T10:00:00.000Z',
};

describe('public film head', () => {
  it("names the film in the reader's language, else by its international title, else its original", () => {
    expect(filmDisplayTitle({ ...FILM, titre: 'La Nuit blanche (VF)' })).toBe('La Nuit blanche (VF)');
    expect(filmDisplayTitle({ ...FILM, titre: null })).toBe('The White Night');
    expect(filmDisplayTitle({ ...FILM, titre: null, TitreInternationnal: null })).toBe('La Nuit blanche');
  });

  it('writes running times in ISO 8601', () => {
    expect(isoDuration(750)).toBe('PT12M30S');
    expect(isoDuration(720)).toBe('PT12M');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(45)).toBe('PT45S');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('shortens a long summary at a word, on one line', () => {
    expect(shorten('Short\ntext.')).toBe('Short text.');
    const long = `${'word '.repeat(60)}end`;
    const short = shorten(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
  });

  it('builds the head at the custom URL with the reader-language title and a fallback description', () => {
    const head = publicFilmHead({ film: FILM, language: 'fr', tab: 'photos', origin: 'https://s.example' });
    expect(head.title).toBe('The White Night (2025) | Shortlist');
    expect(head.canonical).toBe('https://s.example/fr/film/night/photos');
    expect(head.alternates).toContainEqual({
      hrefLang: 'es',
      href: 'https://s.example/es/pelicula/night/fotos',
    });
    expect(head.description).toBe(
      'The White Night, un court métrage de Ada Lovelace, Alan Turing\u00A0: résumé, photos, générique et contacts sur Shortlist.',
    );
    expect(head.noindex).toBe(false);
    expect(head.ogType).toBe('video.movie');
    // A film without a photo is shown by the site's card in link previews.
    expect(head.image).toBe('https://s.example/social-card.png');
    expect(head.imageAlt).toBe('Shortlist\u00A0: courts métrages et festivals');
    expect(structuredDataProblems(head.jsonLd)).toEqual([]);
  });

  it('shows the principal photo in link previews, described by the film title', () => {
    const photo = { Type: 'photo', Credit: null, Largeur: 1920, Hauteur: 1080 } as const;
    const film = {
      ...FILM,
      photos: [
        { ...photo, Id: 1, IsPrincipal: false, urls: { fullhd: '/api/public/images/1-fullhd.jpg' } },
        { ...photo, Id: 2, IsPrincipal: true, urls: { fullhd: '/api/public/images/2-fullhd.jpg' } },
      ],
    } as typeof FILM;
    const head = publicFilmHead({ film, language: 'en', origin: 'https://s.example' });
    expect(head.image).toBe('https://s.example/api/public/images/2-fullhd.jpg');
    expect(head.imageAlt).toBe('A picture from The White Night');
  });

  it('describes the film as a schema.org Movie', () => {
    const data = movieStructuredData({
      film: FILM,
      name: 'The White Night',
      url: 'https://s.example/en/film/night',
      image: null,
      description: 'D',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'The White Night',
      alternateName: 'La Nuit blanche',
      url: 'https://s.example/en/film/night',
      description: 'D',
      duration: 'PT1H2M5S',
      dateCreated: '2025-03',
      countryOfOrigin: { '@type': 'Country', name: 'France' },
      director: [
        { '@type': 'Person', name: 'Ada Lovelace' },
        { '@type': 'Person', name: 'Alan Turing' },
      ],
      genre: ['Drama'],
      inLanguage: ['French'],
    });
    expect(structuredDataProblems([data])).toEqual([]);
    expect(structuredDataProblems([{ ...data, duration: '12 min' }])).toEqual([
      'block 0.duration: not an ISO 8601 duration (12 min)',
    ]);
  });

  it('names the awards of its career, not its selections', () => {
    const data = movieStructuredData({
      film: {
        ...FILM,
        career: {
          diffusions: [],
          participations: [
            { Id: 1, IdPays: 75, Annee: 2024, NomFestival: 'Clermont-Ferrand', Distinction: null },
            { Id: 2, IdPays: 75, Annee: 2025, NomFestival: 'Annecy', Distinction: 'Jury Prize' },
          ],
        },
      },
      name: 'The White Night',
      url: 'https://s.example/en/film/night',
      image: null,
      description: 'D',
    });
    expect(data.award).toEqual(['Jury Prize, Annecy 2025']);
    expect(structuredDataProblems([data])).toEqual([]);
  });
});
