import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../field-errors.ts';
import { zFilmographyRequest } from '../people/biography-filmography-rules.ts';
import { contactDisplayName, zFilmContactRequest } from './credit-rules.ts';
import {
  type FilmCreateRequest,
  type FilmDataRequest,
  isLatinTitle,
  ZFilmDataRequest,
  ZFilmTechnicalRequest,
  zFilmCareerRequest,
  zFilmCreateRequest,
  zFilmCreationRequest,
} from './film-rules.ts';
import { canAddDocument, canAddPhoto, photoLimit } from './media-rules.ts';
import {
  canUsePublication,
  parseFilmKey,
  publicAccess,
  sharingOf,
  shortnameProblem,
  ZFilmPublicationRequest,
} from './publication-rules.ts';

const now = () => new Date('2026-06-15T12:00:00Z');

/** The codes a schema answers for a value, by field path (first failing rule per field). */
function codes(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return Object.fromEntries(fieldErrors(result.error?.issues ?? []).map((e) => [e.path, e.code]));
}

export const validCreation: FilmCreateRequest = {
  IsDeclarationDroits: true,
  TitreOriginal: 'La Jetée',
  TitreLatin: null,
  AnneeProd: 2025,
  MoisProd: 3,
  dureeMinutes: 12,
  dureeSecondes: 30,
  IsPremierFilm: true,
  IsFilmEcole: false,
  NomEcole: '',
  IsScriptOriginal: true,
  IsMusiqueOriginale: false,
  IsSansDialogue: false,
  IsSilencieux: false,
  IsLibreDroits: false,
  IsDroitsMusiqueAcquis: true,
  IdProcede: 1,
  idPaysProdPrincipal: 75,
  idsCategorie: [1],
};

export const validData: FilmDataRequest = {
  TitreInternationnal: 'The Pier',
  UrlSite: 'https://example.com/film',
  UrlVideo: '',
  idsGenre: [1, 2],
  resumeEn: 'A man haunted by an image from his childhood.',
  idsLangueDialogue: [13],
  idsPaysCoProd: [],
  idsPaysTournage: [75],
  idsThematique: [],
  IsLangueSigne: false,
  titres: [{ IdLangue: 13, Titre: 'La Jetée' }],
  resumes: [{ IdLangue: 13, Resume: 'Un homme marqué par une image.' }],
  synopses: [],
};

describe('film creation (spec §5)', () => {
  const create = zFilmCreateRequest(now);
  it('passes a complete creation tab and computes the duration in seconds', () => {
    const result = create.parse(validCreation);
    expect(result.Duree).toBe(750);
    expect(result.NomEcole).toBeNull();
  });

  it('needs the rights-holder declaration', () => {
    expect(codes(create, { ...validCreation, IsDeclarationDroits: false })).toEqual({
      IsDeclarationDroits: 'RIGHTS_NOT_DECLARED',
    });
  });

  it.each([
    ['TitreOriginal', { TitreOriginal: '  ' }, 'REQUIRED'],
    ['TitreOriginal', { TitreOriginal: 'x'.repeat(256) }, 'TOO_LONG'],
    ['TitreLatin', { TitreLatin: 'Токио' }, 'TITLE_NOT_LATIN'],
    ['TitreLatin', { TitreOriginal: '東京物語', TitreLatin: null }, 'LATIN_TITLE_REQUIRED'],
    ['AnneeProd', { AnneeProd: 1799 }, 'PRODUCTION_YEAR_INVALID'],
    ['AnneeProd', { AnneeProd: 2027 }, 'PRODUCTION_YEAR_INVALID'],
    ['MoisProd', { MoisProd: 13 }, 'PRODUCTION_MONTH_INVALID'],
    ['MoisProd', { MoisProd: null }, 'PRODUCTION_MONTH_INVALID'],
    ['NomEcole', { IsFilmEcole: true, NomEcole: '' }, 'SCHOOL_NAME_REQUIRED'],
    ['dureeSecondes', { dureeSecondes: 60 }, 'DURATION_INVALID'],
    ['dureeMinutes', { dureeMinutes: 0, dureeSecondes: 0 }, 'DURATION_INVALID'],
    ['IsPremierFilm', { IsPremierFilm: null }, 'INVALID'],
    ['IdProcede', { IdProcede: null }, 'PROCESS_REQUIRED'],
    ['idPaysProdPrincipal', { idPaysProdPrincipal: 0 }, 'MAIN_COUNTRY_REQUIRED'],
    ['idsCategorie', { idsCategorie: [] }, 'CATEGORIES_COUNT'],
    ['idsCategorie', { idsCategorie: [1, 2, 3] }, 'CATEGORIES_COUNT'],
    ['idsCategorie', { idsCategorie: [1, 1] }, 'DUPLICATE'],
  ])('%s: %j fails with %s', (path, change, code) => {
    expect(codes(zFilmCreationRequest(now), { ...validCreation, ...change })[path]).toBe(code);
  });

  it('keeps the school name of a school film and takes a Latin title for another script', () => {
    const school = zFilmCreationRequest(now).parse({
      ...validCreation,
      IsFilmEcole: true,
      NomEcole: 'La Fémis',
    });
    expect(school.NomEcole).toBe('La Fémis');
    const tokyo = zFilmCreationRequest(now).parse({
      ...validCreation,
      TitreOriginal: '東京物語',
      TitreLatin: 'Tokyo Monogatari',
    });
    expect(tokyo.TitreLatin).toBe('Tokyo Monogatari');
  });

  it('reads Latin titles with digits, punctuation and accents', () => {
    expect(['2001: A Space Odyssey', 'Amélie', "L'Été", 'Ça !'].map(isLatinTitle)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['Токио', '東京', '...'].map(isLatinTitle)).toEqual([false, false, false]);
  });
});

describe('film data (spec §5)', () => {
  it('passes a complete data tab, empty optional URLs as null', () => {
    expect(ZFilmDataRequest.parse(validData).UrlVideo).toBeNull();
  });

  it.each([
    ['TitreInternationnal', { TitreInternationnal: '' }, 'REQUIRED'],
    ['UrlSite', { UrlSite: 'example com' }, 'URL_INVALID'],
    ['UrlVideo', { UrlVideo: 'ftp://example.com' }, 'URL_INVALID'],
    ['idsGenre', { idsGenre: [1, 2, 3, 4, 5, 6] }, 'GENRES_TOO_MANY'],
    ['resumeEn', { resumeEn: ' ' }, 'SUMMARY_EN_REQUIRED'],
    ['resumeEn', { resumeEn: 'x'.repeat(1001) }, 'TOO_LONG'],
    [
      'titres',
      {
        titres: [
          { IdLangue: 13, Titre: 'A' },
          { IdLangue: 13, Titre: 'B' },
        ],
      },
      'DUPLICATE',
    ],
    ['titres.0.IdLangue', { titres: [{ IdLangue: null, Titre: 'A' }] }, 'LANGUAGE_REQUIRED'],
    ['titres.0.Titre', { titres: [{ IdLangue: 13, Titre: '' }] }, 'REQUIRED'],
    ['resumes', { resumes: [{ IdLangue: 6, Resume: 'English again' }] }, 'DUPLICATE'],
    ['synopses.0.Synopsis', { synopses: [{ IdLangue: 6, Synopsis: '' }] }, 'REQUIRED'],
    ['IsLangueSigne', { IsLangueSigne: 'yes' }, 'INVALID'],
  ])('%s: %j fails with %s', (path, change, code) => {
    expect(codes(ZFilmDataRequest, { ...validData, ...change })[path]).toBe(code);
  });
});

describe('technical tab (spec §5: all fields required)', () => {
  const valid = {
    IdRatio: 4,
    IdSon: 2,
    IdFramerate: 1,
    IdPriseVue: 1,
    idsSupportCaptation: [1],
    idsSupportProj: [1, 2],
    idsTechAnimation: [],
    logiciels: [],
  };
  it('passes with every choice', () => expect(ZFilmTechnicalRequest.safeParse(valid).success).toBe(true));
  it('refuses a missing choice or support', () => {
    expect(codes(ZFilmTechnicalRequest, { ...valid, IdSon: null, idsSupportProj: [] })).toEqual({
      IdSon: 'TECHNICAL_REQUIRED',
      idsSupportProj: 'TECHNICAL_REQUIRED',
    });
  });
});

describe('career (spec §5: country required, valid year)', () => {
  const career = zFilmCareerRequest(now);
  it('passes broadcasts and participations', () => {
    const value = {
      diffusions: [{ Source: 'tv', IdPays: 75, Annee: 2026, Nom: 'Arte' }],
      participations: [{ IdPays: 75, Annee: 2025, NomFestival: 'Clermont-Ferrand', Distinction: '' }],
    };
    expect(career.parse(value).participations[0]?.Distinction).toBeNull();
  });
  it('refuses a missing country, a wrong year, an unknown source', () => {
    expect(
      codes(career, {
        diffusions: [{ Source: 'radio', IdPays: null, Annee: 2027 }],
        participations: [{ IdPays: 75, Annee: 1700, NomFestival: '' }],
      }),
    ).toEqual({
      'diffusions.0.Source': 'INVALID',
      'diffusions.0.IdPays': 'COUNTRY_REQUIRED',
      'diffusions.0.Annee': 'YEAR_INVALID',
      'participations.0.Annee': 'YEAR_INVALID',
      'participations.0.NomFestival': 'REQUIRED',
    });
  });
});

describe('shortname and publication (spec §4, §5)', () => {
  it.each([
    ['my-short-film', null],
    ['LaJetee2', null],
    ['', 'SHORTNAME_EMPTY'],
    ['   ', 'SHORTNAME_EMPTY'],
    ['2024', 'SHORTNAME_DIGITS_ONLY'],
    ['my film', 'SHORTNAME_INVALID'],
    ['jetée', 'SHORTNAME_INVALID'],
    ['a<b', 'SHORTNAME_INVALID'],
    ['what?', 'SHORTNAME_INVALID'],
    ['a&b', 'SHORTNAME_INVALID'],
    ['film.', 'SHORTNAME_INVALID'],
    ['-film', 'SHORTNAME_INVALID'],
    ['x'.repeat(101), 'TOO_LONG'],
  ])('%j -> %s', (name, problem) => {
    expect(shortnameProblem(name)).toBe(problem);
  });

  it('reads a page key as an id or a shortname', () => {
    expect(parseFilmKey('12')).toEqual({ Id: 12 });
    expect(parseFilmKey('My-Film')).toEqual({ Shortname: 'my-film' });
    expect(parseFilmKey('99999999999')).toBeNull();
    expect(parseFilmKey('a b')).toBeNull();
  });

  it('publication body: visibility, shortname, password of 4 to 64', () => {
    expect(ZFilmPublicationRequest.parse({ Publication: 1, Shortname: 'my-film' })).toEqual({
      Publication: 1,
      Shortname: 'my-film',
      MotDePasse: null,
    });
    expect(codes(ZFilmPublicationRequest, { Publication: 3, Shortname: '12', MotDePasse: 'abc' })).toEqual({
      Publication: 'INVALID',
      Shortname: 'SHORTNAME_DIGITS_ONLY',
      MotDePasse: 'PUBLICATION_PASSWORD_TOO_SHORT',
    });
  });

  it('sharing is full only while the SuperStamp runs; protection needs it', () => {
    const at = now();
    expect(sharingOf(null, at)).toBe('limited');
    expect(sharingOf(new Date('2026-06-15T11:59:59Z'), at)).toBe('limited');
    expect(sharingOf(new Date('2027-01-01T00:00:00Z'), at)).toBe('full');
    expect(canUsePublication(2, 'limited')).toBe(false);
    expect(canUsePublication(2, 'full')).toBe(true);
    expect(canUsePublication(1, 'limited')).toBe(true);
  });

  it('the public sees public films, protected ones once unlocked, never private ones', () => {
    expect([
      publicAccess(0, true),
      publicAccess(1, false),
      publicAccess(2, false),
      publicAccess(2, true),
    ]).toEqual(['hidden', 'open', 'password', 'open']);
  });
});

describe('limits of docs/decisions.md', () => {
  it('5 photos, 20 with a SuperStamp; 10 documents per person and film', () => {
    expect([photoLimit(false), photoLimit(true)]).toEqual([5, 20]);
    expect(canAddPhoto({ count: 4, superStamp: false })).toBe(true);
    expect(canAddPhoto({ count: 5, superStamp: false })).toBe(false);
    expect(canAddPhoto({ count: 19, superStamp: true })).toBe(true);
    expect([canAddDocument(9), canAddDocument(10)]).toEqual([true, false]);
  });
});

describe('contacts, credits, filmography (spec §3, §5)', () => {
  it('display name: pseudonym or first and last name, company in parentheses', () => {
    expect(contactDisplayName({ Pseudo: 'JLG', Prenom: 'Jean-Luc', Nom: 'Godard', Societe: null })).toBe(
      'JLG',
    );
    expect(contactDisplayName({ Pseudo: null, Prenom: 'Agnès', Nom: 'Varda', Societe: 'Ciné-Tamaris' })).toBe(
      'Agnès Varda (Ciné-Tamaris)',
    );
  });

  it('a contact needs at least one function', () => {
    const contact = zFilmContactRequest(now);
    expect(codes(contact, { IdContact: null, IdFilm: 1, idsFonction: [] })).toEqual({
      idsFonction: 'FUNCTION_REQUIRED',
    });
    expect(contact.safeParse({ IdContact: 3, IdFilm: 1, idsFonction: [1, 30] }).success).toBe(true);
  });

  it('filmography: title, year, duration and distinction required', () => {
    const filmography = zFilmographyRequest(now);
    expect(
      codes(filmography, { IdPersonne: 1, TitreFilm: '', Annee: 2030, Duree: 0, Distinction: ' ' }),
    ).toEqual({
      TitreFilm: 'REQUIRED',
      Annee: 'YEAR_INVALID',
      Duree: 'FILMOGRAPHY_DURATION_INVALID',
      Distinction: 'REQUIRED',
    });
    expect(
      filmography.safeParse({
        IdPersonne: 1,
        TitreFilm: 'Cléo',
        Annee: 1962,
        Duree: 5400,
        Distinction: 'None',
      }).success,
    ).toBe(true);
  });
});
