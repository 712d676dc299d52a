import { describe, expect, it } from 'vitest';
import { pickHeroImage } from './film-hero.ts';
import { filmLaurels } from './laurels.ts';
import { canPlayPublicly } from './public-videos.ts';

describe('public videos (spec §4)', () => {
  it('plays the trailer with any sharing, the film only with full sharing', () => {
    expect(canPlayPublicly('trailer', 'limited')).toBe(true);
    expect(canPlayPublicly('trailer', 'full')).toBe(true);
    expect(canPlayPublicly('film', 'limited')).toBe(false);
    expect(canPlayPublicly('film', 'full')).toBe(true);
  });
});

const photo = (Id: number, Type: string, size: [number, number] | null, IsPrincipal = false) => ({
  Id,
  Type,
  IsPrincipal,
  Largeur: size?.[0] ?? null,
  Hauteur: size?.[1] ?? null,
});
const frame = (poster: string | null, size: [number, number] | null) => ({
  poster,
  width: size?.[0] ?? null,
  height: size?.[1] ?? null,
});

describe('the hero image', () => {
  it('never takes a portrait poster, even the principal photo, and takes a landscape still', () => {
    const poster = photo(1, 'poster', [1200, 1700], true);
    const still = photo(2, 'film', [1920, 1080]);
    expect(pickHeroImage([poster, still])).toEqual({ kind: 'photo', photo: still });
  });

  it('prefers the principal landscape photo, then stills before set photos, in their order', () => {
    const shooting = photo(1, 'shooting', [1600, 900]);
    const first = photo(2, 'film', [1600, 900]);
    const second = photo(3, 'film', [1600, 900]);
    expect(pickHeroImage([shooting, first, second])).toEqual({ kind: 'photo', photo: first });
    const principal = photo(4, 'shooting', [1600, 900], true);
    expect(pickHeroImage([first, principal])).toEqual({ kind: 'photo', photo: principal });
  });

  it('skips portrait, square and unmeasured photos and posters of any shape', () => {
    const photos = [
      photo(1, 'film', [1080, 1920]),
      photo(2, 'film', [1000, 1000]),
      photo(3, 'film', null),
      photo(4, 'poster', [1920, 1080]),
    ];
    expect(pickHeroImage(photos)).toBeNull();
  });

  it('falls back to a landscape poster frame of a video, else nothing', () => {
    const portrait = photo(1, 'poster', [1200, 1700], true);
    const trailer = frame('/trailer.jpg', [1280, 720]);
    expect(pickHeroImage([portrait], [frame(null, [1280, 720]), trailer])).toEqual({
      kind: 'poster-frame',
      video: trailer,
    });
    expect(pickHeroImage([portrait], [frame('/vertical.jpg', [720, 1280])])).toBeNull();
    expect(pickHeroImage([], [])).toBeNull();
  });
});

describe('laurels from the career', () => {
  it('shows every festival with its year, the awards first, then the newest', () => {
    const laurels = filmLaurels([
      { Id: 1, NomFestival: 'Clermont-Ferrand', Annee: 2023, Distinction: null },
      { Id: 2, NomFestival: 'Annecy', Annee: 2022, Distinction: 'Jury Prize' },
      { Id: 3, NomFestival: 'Berlinale', Annee: 2024, Distinction: '  ' },
      { Id: 4, NomFestival: 'Locarno', Annee: 2024, Distinction: 'Pardino' },
    ]);
    expect(laurels).toEqual([
      { Id: 4, festival: 'Locarno', year: 2024, award: 'Pardino' },
      { Id: 2, festival: 'Annecy', year: 2022, award: 'Jury Prize' },
      { Id: 3, festival: 'Berlinale', year: 2024, award: null },
      { Id: 1, festival: 'Clermont-Ferrand', year: 2023, award: null },
    ]);
  });
});
