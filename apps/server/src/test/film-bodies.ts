import type {
  FilmCreateRequest,
  FilmDataRequest,
  FilmTechnicalRequest,
} from '@shortlist/domain/films/film-rules';

/**
 * Valid bodies of the film tabs on the seeded dictionaries (ids 1, 2, 3 exist in every
 * dictionary; 6 and 13 are English and French), for the API tests of several areas.
 */
export const FILM_CREATE_BODY: FilmCreateRequest = {
  IsDeclarationDroits: true,
  TitreOriginal: 'La Jetée',
  TitreLatin: null,
  AnneeProd: 2024,
  MoisProd: 3,
  dureeMinutes: 12,
  dureeSecondes: 30,
  IsPremierFilm: true,
  IsFilmEcole: false,
  NomEcole: null,
  IsScriptOriginal: true,
  IsMusiqueOriginale: false,
  IsSansDialogue: false,
  IsSilencieux: false,
  IsLibreDroits: false,
  IsDroitsMusiqueAcquis: true,
  IdProcede: 1,
  idPaysProdPrincipal: 1,
  idsCategorie: [1],
};

/** The creation tab alone (`PUT films/:id`): the create body without the declaration. */
export const { IsDeclarationDroits: _declaration, ...FILM_CREATION_BODY } = FILM_CREATE_BODY;

export const FILM_DATA_BODY: FilmDataRequest = {
  TitreInternationnal: 'The Pier',
  UrlSite: 'https://example.com/the-pier',
  UrlVideo: null,
  idsGenre: [1, 2],
  resumeEn: 'A man haunted by an image from his childhood.',
  idsLangueDialogue: [13],
  idsPaysCoProd: [2],
  idsPaysTournage: [1, 3],
  idsThematique: [1],
  IsLangueSigne: false,
  titres: [{ IdLangue: 13, Titre: 'La Jetée' }],
  resumes: [{ IdLangue: 13, Resume: 'Un homme marqué par une image de son enfance.' }],
  synopses: [{ IdLangue: 6, Synopsis: 'Paris, after the Third World War.' }],
};

export const FILM_TECHNICAL_BODY: FilmTechnicalRequest = {
  IdRatio: 1,
  IdSon: 1,
  IdFramerate: 1,
  IdPriseVue: 1,
  idsSupportCaptation: [1],
  idsSupportProj: [1, 2],
  idsTechAnimation: [],
  logiciels: [],
};
