import type {
  Credit,
  Film,
  FilmCompletions,
  FilmDocument,
  FilmListItem,
  FilmPhoto,
  PublicFilm,
} from '@shortlist/domain/films/api-contracts';

/** A film record as `GET films/{id}` answers it, for component tests. */
export function filmFixture(overrides: Partial<Film> = {}): Film {
  return {
    Id: 12,
    IdCompte: 7,
    DateCreation: '2026-01-02T10:00:00.000Z',
    DateModification: '2026-01-03T10:00:00.000Z',
    DateDeclarationDroits: '2026-01-02T10:00:00.000Z',
    Statut: 2,
    status: 'incomplete',
    TitreOriginal: 'La Nuit blanche',
    TitreLatin: null,
    AnneeProd: 2025,
    MoisProd: 3,
    Duree: 750,
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
    TitreInternationnal: null,
    UrlSite: null,
    UrlVideo: null,
    idsGenre: [],
    resumeEn: null,
    idsLangueDialogue: [],
    idsPaysCoProd: [],
    idsPaysTournage: [],
    idsThematique: [],
    IsLangueSigne: false,
    titres: [],
    resumes: [],
    synopses: [],
    IdRatio: null,
    IdSon: null,
    IdFramerate: null,
    IdPriseVue: null,
    idsSupportCaptation: [],
    idsSupportProj: [],
    idsTechAnimation: [],
    logiciels: [],
    diffusions: [],
    participations: [],
    HadVideo: false,
    AfficheFileName: null,
    Publication: 0,
    Shortname: null,
    hasPassword: false,
    HadMotDePasseInvitation: false,
    DateExpirationSuperTimbre: null,
    sharing: 'limited',
    canEdit: true,
    ...overrides,
  };
}

export function completionsFixture(overrides: Partial<FilmCompletions> = {}): FilmCompletions {
  return {
    IdFilm: 12,
    complete: false,
    missing: [
      { tab: 'data', field: 'TitreInternationnal' },
      { tab: 'data', field: 'resumeEn' },
      { tab: 'credits', field: 'director' },
    ],
    tabs: [
      { tab: 'creation', complete: true, missing: [] },
      { tab: 'data', complete: false, missing: ['TitreInternationnal', 'resumeEn'] },
      { tab: 'credits', complete: false, missing: ['director'] },
    ],
    screener: { present: false, subtitleLanguages: [] },
    toEnter: [
      { tab: 'data', field: 'TitreInternationnal' },
      { tab: 'data', field: 'resumeEn' },
      { tab: 'credits', field: 'director' },
      { tab: 'media', field: 'screener' },
    ],
    ...overrides,
  };
}

export function listItemFixture(overrides: Partial<FilmListItem> = {}): FilmListItem {
  return {
    Id: 12,
    TitreOriginal: 'La Nuit blanche',
    TitreInternationnal: 'The White Night',
    AnneeProd: 2025,
    Duree: 750,
    Statut: 2,
    status: 'incomplete',
    Publication: 0,
    Shortname: null,
    DateCreation: '2026-01-02T10:00:00.000Z',
    DateModification: '2026-01-03T10:00:00.000Z',
    thumbnailUrl: null,
    missingCount: 3,
    ...overrides,
  };
}

const urls = (name: string) => ({
  origin: `/api/public/photos/films/12/upload-by/7/size/origin/${name}`,
  fullhd: `/api/public/photos/films/12/upload-by/7/size/fullhd/${name}`,
  hdready: `/api/public/photos/films/12/upload-by/7/size/hdready/${name}`,
  thumbnail: `/api/public/photos/films/12/upload-by/7/size/thumbnail/${name}`,
});

export function publicFilmFixture(overrides: Partial<PublicFilm> = {}): PublicFilm {
  return {
    Id: 12,
    Shortname: 'la-nuit-blanche',
    sharing: 'limited',
    TitreOriginal: 'La Nuit blanche',
    TitreInternationnal: 'The White Night',
    TitreLatin: null,
    titre: 'La Nuit blanche',
    AnneeProd: 2025,
    MoisProd: 3,
    Duree: 750,
    IsPremierFilm: true,
    IsFilmEcole: false,
    NomEcole: null,
    IsSansDialogue: false,
    IsSilencieux: false,
    IsLangueSigne: false,
    resume: 'A night nurse crosses a sleeping city to bring a child home.',
    paysPrincipal: 'France',
    paysPrincipalIso2: 'FR',
    paysCoProd: ['Belgium'],
    categories: ['Fiction'],
    genres: ['Drama'],
    themes: ['Family'],
    languesDialogue: ['French'],
    directors: ['Ada Lovelace'],
    credits: [
      {
        IdFonction: 1,
        Fonction: 'Director',
        OrdreFonction: 1,
        displayName: 'Ada Lovelace',
        IdPersonne: 3,
        photoUrl: null,
      },
      {
        IdFonction: 9,
        Fonction: 'Actor',
        OrdreFonction: 1,
        displayName: 'Alan Turing',
        IdPersonne: 4,
        photoUrl: null,
      },
      {
        IdFonction: 9,
        Fonction: 'Actor',
        OrdreFonction: 2,
        displayName: 'Grace Hopper',
        IdPersonne: 5,
        photoUrl: null,
      },
    ],
    contacts: [
      {
        IdFonction: 30,
        Fonction: 'Production',
        OrdreFonction: 1,
        displayName: 'Alan Turing (Bletchley Films)',
        IdPersonne: 4,
        photoUrl: null,
        Email: 'alan@example.com',
        Telephone: '+33.612345678',
        SiteWeb: null,
      },
    ],
    photos: [
      {
        Id: 1,
        Type: 'poster',
        IsPrincipal: true,
        Credit: 'Jane Doe',
        Largeur: 1200,
        Hauteur: 1600,
        urls: urls('a.jpg'),
      },
      {
        Id: 2,
        Type: 'film',
        IsPrincipal: false,
        Credit: null,
        Largeur: 1920,
        Hauteur: 1080,
        urls: urls('b.jpg'),
      },
    ],
    videos: [
      { type: 'trailer', poster: '/api/public/films/12/video/trailer/poster', width: 1280, height: 720 },
    ],
    synopsis: null,
    technical: null,
    career: null,
    UrlSite: null,
    DateModification: '2026-01-03T10:00:00.000Z',
    ...overrides,
  };
}

export function photoFixture(overrides: Partial<FilmPhoto> = {}): FilmPhoto {
  const base = '/api/public/photos/films/12/upload-by/7/size';
  return {
    Id: 1,
    IdFilm: 12,
    DateCreation: '2026-01-01T00:00:00.000Z',
    Type: 'poster',
    Fichier: 'p1.jpg',
    IsPrincipal: true,
    Credit: null,
    Largeur: 1920,
    Hauteur: 1080,
    urls: {
      origin: `${base}/origin/p1.jpg`,
      fullhd: `${base}/fullhd/p1.jpg`,
      hdready: `${base}/hdready/p1.jpg`,
      thumbnail: `${base}/thumbnail/p1.jpg`,
    },
    ...overrides,
  };
}

/** A credit as `GET generiques/film/{id}` lists it. */
export function creditFixture(overrides: Partial<Credit> = {}): Credit {
  return {
    Id: 3,
    IdFilm: 12,
    IdFonction: 1,
    IdContact: 4,
    OrdreFonction: 1,
    IdPersonne: 5,
    IdStructure: null,
    IdAdresse: null,
    IdCoordonnee: null,
    IdCompteAnnuaire: 6,
    Nom: 'Lovelace',
    Prenom: 'Ada',
    Civilite: null,
    AnneeNaissance: null,
    Pseudo: null,
    PhotoFileName: null,
    PhotoId: null,
    Societe: null,
    displayName: 'Ada Lovelace',
    ...overrides,
  };
}

/** A document of the film as `GET films/{id}/documents` lists it. */
export function documentFixture(overrides: Partial<FilmDocument> = {}): FilmDocument {
  return {
    Id: 7,
    IdFilm: 12,
    IdPersonne: null,
    DateCreation: '2026-01-01T00:00:00.000Z',
    Type: 'script',
    FichierOriginal: 'script.pdf',
    Mime: 'application/pdf',
    Poids: 2048,
    ...overrides,
  };
}
